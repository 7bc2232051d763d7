import { BizPaxAuthBodySchema, BizPaxAuthReplySchema, BusinessAccountReplySchema } from '../business/business-accounts.ts';
import { defineOperation } from './operation.ts';

/** Business-travel sales accounts (spec 1 and 7): a member verifies that they travel for a company, whose negotiated fares they then book. */
const TAG = 'Business travel';

export const verifyBusinessAccount = defineOperation({
  id: 'verifyBusinessAccount',
  method: 'post',
  path: '/bizPax/auth',
  tag: TAG,
  summary:
    "With a company code, mails a six-digit code (good for 10 minutes) to the company's registered travel-desk address; with the code too, verifies the logged-in member as the company's traveller",
  auth: 'member',
  body: BizPaxAuthBodySchema,
  reply: BizPaxAuthReplySchema,
  replies: 'Where the code went, or the company the member now travels for',
  errors: {
    notFound: 'No business account has that company code',
    codeWrong: 'The code is not the one sent',
    codeLocked: 'Five wrong codes: a new one must be sent',
    codeExpired: 'No code was sent for the company within 10 minutes',
    tooManyRequests: 'Too many codes for the member within the hour',
  },
});

export const getBusinessAccount = defineOperation({
  id: 'getBusinessAccount',
  method: 'get',
  path: '/bizPax/account',
  tag: TAG,
  summary: 'The company the logged-in member is verified to travel for, if any',
  auth: 'member',
  reply: BusinessAccountReplySchema,
  replies: 'The company, or null',
});
