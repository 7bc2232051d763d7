import {
  BindingStateSchema,
  BindWebAccountBodySchema,
  BoundReplySchema,
  SnsCallbackParamsSchema,
  SnsJumpQuerySchema,
  SnsLoginBodySchema,
  SnsLoginReplySchema,
  UnbindWebAccountBodySchema,
  UnboundReplySchema,
} from '../member/sns-schemas.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/** Social login (spec 2 and 7): the pop-up's navigations through an OpenID provider, then the calls of the pages. */
const TAG = 'Social login';

const tokenRefused = { CZSNS000010: 'The token is unknown, expired, spent or of another channel' } as const;

export const startSnsLogin = defineOperation({
  id: 'startSnsLogin',
  method: 'get',
  path: '/sns/:site/:lang/jump',
  tag: TAG,
  summary: "Starts a social login in the pop-up: redirects to the channel's provider (authorization code with PKCE, state and nonce)",
  params: SitePathSchema,
  query: SnsJumpQuerySchema,
  reply: {
    redirect: 'To the provider; or to /tk/snsEnd/?error= when the channel is not offered (xxx) or its provider cannot be reached (unavailable)',
  },
});

export const finishSnsLogin = defineOperation({
  id: 'finishSnsLogin',
  method: 'get',
  path: '/sns/callback/:channel',
  tag: TAG,
  summary: 'The redirect URI: checks the answer against the flow, exchanges the code, validates the ID token and issues a five-minute sns token',
  params: SnsCallbackParamsSchema,
  reply: {
    redirect: "To /tk/snsEnd/?token=…, or ?error= with xxx (refused at the provider), CZSNS000010 (not this browser's flow, or altered) or unavailable",
  },
});

export const logInWithSns = defineOperation({
  id: 'logInWithSns',
  method: 'post',
  path: '/a/snsLogin',
  tag: TAG,
  summary: 'Logs in with the token of a finished social login; a social account bound to nobody answers bound: false and the token stays usable for binding',
  encoding: 'form',
  body: SnsLoginBodySchema,
  reply: SnsLoginReplySchema,
  replies: 'The member, logged in; or bound: false',
  errors: tokenRefused,
});

export const bindSnsAccount = defineOperation({
  id: 'bindSnsAccount',
  method: 'post',
  path: '/a/bindWebAccount',
  tag: TAG,
  summary: 'Binds the social account of a token to the logged-in member (contactType is the channel); spends the token',
  auth: 'member',
  encoding: 'form',
  body: BindWebAccountBodySchema,
  reply: BoundReplySchema,
  replies: 'The new binding',
  errors: {
    ...tokenRefused,
    CZSNS000006: 'The social account is bound already, or the member has this channel bound',
    CZSNS000009: 'The member has bound the most social accounts allowed',
  },
});

export const getSnsBindings = defineOperation({
  id: 'getSnsBindings',
  method: 'get',
  path: '/a/getBandingState',
  tag: TAG,
  summary: "The logged-in member's social accounts: each offered or bound channel, whether bound, since when, and a masked hint",
  auth: 'member',
  reply: BindingStateSchema,
  replies: 'The channels',
});

export const unbindSnsAccount = defineOperation({
  id: 'unbindSnsAccount',
  method: 'post',
  path: '/a/unbindWebAccount',
  tag: TAG,
  summary: "Removes the logged-in member's binding of one channel (contactType)",
  auth: 'member',
  encoding: 'form',
  body: UnbindWebAccountBodySchema,
  reply: UnboundReplySchema,
  replies: 'Done',
  errors: { notFound: 'Nothing bound on this channel', CZSNS000008: 'Too many unbinds in 30 days' },
});
