import { ExchangeKeyLoginSchema, ExchangeKeySchema, LoggedInSchema, LoggedOutSchema } from '../member/session-schemas.ts';
import { UserCheckSchema } from '../user.ts';
import { defineOperation } from './operation.ts';

/**
 * The member calls every page may make (who is this visitor, log them out, the one-time key of a link that logs
 * them in), apart from the rest of member.ts so that what every page loads holds none of the registration and
 * phone rules.
 */
const TAG = 'User';

export const checkLogin = defineOperation({
  id: 'checkLogin',
  method: 'get',
  path: '/a/user.json',
  tag: TAG,
  summary: 'Check login: the member, or null for a guest, and whether social login is offered',
  auth: 'optional',
  reply: UserCheckSchema,
  replies: 'Who the visitor is',
});

export const logOut = defineOperation({
  id: 'logOut',
  method: 'get',
  path: '/a/logout.json',
  tag: TAG,
  summary: 'Logout: ends the session and clears its cookies',
  reply: LoggedOutSchema,
  replies: 'Done',
  errors: { forbidden: 'Without the request header, which keeps other sites from logging a visitor out with an image' },
});

export const issueExchangeKey = defineOperation({
  id: 'issueExchangeKey',
  method: 'post',
  path: '/a/exchangeKey',
  tag: TAG,
  summary: 'A one-time key (valid two minutes) that logs the member in on the page a link opens',
  auth: 'member',
  reply: ExchangeKeySchema,
  replies: 'The key',
});

export const logInWithExchangeKey = defineOperation({
  id: 'logInWithExchangeKey',
  method: 'post',
  path: '/a/exchangeKeyLogin',
  tag: TAG,
  summary: 'Exchanges a one-time key for a session of this browser',
  encoding: 'form',
  body: ExchangeKeyLoginSchema,
  reply: LoggedInSchema,
  replies: 'The member',
  errors: { unauthorized: 'Unknown, used or expired key' },
});
