import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { bcp47 } from '../../../domain/languages.ts';
import type { SnsChannel } from '../../../domain/member/sns-channels.ts';
import {
  BindingStateSchema,
  BindWebAccountBodySchema,
  BoundReplySchema,
  SnsCallbackParamsSchema,
  SnsJumpQuerySchema,
  SnsLoginBodySchema,
  SnsLoginReplySchema,
  UnbindWebAccountBodySchema,
} from '../../../domain/member/sns-schemas.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import type { Sessions } from '../../member/sessions.ts';
import { SnsProviderError, type OidcClients, type SnsFailure } from '../../member/sns/oidc-clients.ts';
import type { SnsService } from '../../member/sns/sns-service.ts';
import type { SnsTokens } from '../../member/sns/sns-tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Secrets } from '../../platform/secrets.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requireMember } from '../require-member.ts';
import { readSession, writeSession } from '../session-cookie.ts';
import { takeSnsFlow, writeSnsFlow } from '../sns-flow-cookie.ts';

/** The pop-up's last page (spec 2), which hands the token, or the error, to the opener. */
const SNS_END_PATH = '/tk/snsEnd/';

/** What the opener is told when the social login did not finish (spec 8: xxx generic, CZSNS000010 token). */
const END_CODES: Record<SnsFailure, string> = { unavailable: 'unavailable', denied: 'xxx', rejected: 'CZSNS000010' };

const notLoggedIn = { 401: { description: 'Not logged in', schema: FailureSchema } };

export interface SnsRouteDeps {
  readonly oidc: OidcClients;
  readonly tokens: SnsTokens;
  readonly sns: SnsService;
  readonly sessions: Sessions;
  readonly secrets: Secrets;
  readonly clock: Clock;
  /** The storefront's public origin for the redirect URI; the request's own when absent. */
  readonly publicOrigin?: string;
}

/**
 * A browser navigation in the pop-up, not a call: the answer is a redirect. The
 * opener must stay reachable from the pop-up through the provider's pages, so
 * these answers do not isolate the window (Cross-Origin-Opener-Policy).
 */
function navigate(c: Context<AppEnv>, location: string): Response {
  c.header('cross-origin-opener-policy', 'unsafe-none');
  return c.redirect(location, 302);
}

function toEnd(c: Context<AppEnv>, outcome: { token: string } | { error: string }): Response {
  return navigate(c, `${SNS_END_PATH}?${new URLSearchParams(outcome)}`);
}

export function snsRoutes(app: Hono<AppEnv>, registry: OperationRegistry, deps: SnsRouteDeps): void {
  const { oidc, tokens, sns, sessions, secrets, clock } = deps;
  const redirectUri = (c: Context<AppEnv>, channel: SnsChannel) => `${deps.publicOrigin ?? new URL(c.req.url).origin}/api/sns/callback/${channel}`;

  registry.add(
    app,
    {
      method: 'get',
      path: '/sns/:site/:lang/jump',
      tag: 'Social login',
      summary: "Starts a social login in the pop-up: redirects to the channel's provider (authorization code with PKCE, state and nonce)",
      params: SitePathSchema,
      query: SnsJumpQuerySchema,
      responses: {
        302: { description: 'To the provider; or to /tk/snsEnd/?error= when the channel is not offered (xxx) or its provider cannot be reached (unavailable)' },
        400: { description: 'Unknown site, language or channel', schema: FailureSchema },
      },
    },
    async (c, { params, query }) => {
      if (!oidc.has(query.type)) return toEnd(c, { error: END_CODES.denied });
      try {
        const { url, flow } = await oidc.start(query.type, redirectUri(c, query.type), bcp47(params.lang));
        writeSnsFlow(c, flow, clock.now(), secrets.argsKey);
        return navigate(c, url.href);
      } catch (error) {
        if (error instanceof SnsProviderError) return toEnd(c, { error: END_CODES[error.reason] });
        throw error;
      }
    },
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/sns/callback/:channel',
      tag: 'Social login',
      summary: 'The redirect URI: checks the answer against the flow, exchanges the code, validates the ID token and issues a five-minute sns token',
      params: SnsCallbackParamsSchema,
      responses: {
        302: {
          description:
            "To /tk/snsEnd/?token=…, or ?error= with xxx (refused at the provider), CZSNS000010 (not this browser's flow, or altered) or unavailable",
        },
        400: { description: 'Unknown channel', schema: FailureSchema },
      },
    },
    async (c, { params }) => {
      const flow = takeSnsFlow(c, clock.now(), secrets.argsKey);
      if (!flow || flow.channel !== params.channel) return toEnd(c, { error: END_CODES.rejected });
      const answer = new URL(redirectUri(c, params.channel));
      answer.search = new URL(c.req.url).search;
      try {
        const identity = await oidc.finish(flow, answer);
        return toEnd(c, { token: await tokens.issue(identity) });
      } catch (error) {
        if (error instanceof SnsProviderError) return toEnd(c, { error: END_CODES[error.reason] });
        throw error;
      }
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/a/snsLogin',
      tag: 'Social login',
      summary:
        'Logs in with the token of a finished social login; a social account bound to nobody answers bound: false and the token stays usable for binding',
      encoding: 'form',
      body: SnsLoginBodySchema,
      responses: {
        200: { description: 'The member, logged in; or bound: false', schema: SnsLoginReplySchema },
        400: { description: 'CZSNS000010: the token is unknown, expired, spent or of another channel', schema: FailureSchema },
      },
    },
    async (c, { body }) => {
      const outcome = await sns.login(body.token, body.type, readSession(c));
      if (outcome.kind === 'unbound') return c.json({ bound: false, channel: outcome.channel });
      writeSession(c, outcome.session);
      return c.json({ bound: true, user: outcome.user });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/a/bindWebAccount',
      tag: 'Social login',
      summary: 'Binds the social account of a token to the logged-in member (contactType is the channel); spends the token',
      encoding: 'form',
      body: BindWebAccountBodySchema,
      responses: {
        200: { description: 'The new binding', schema: BoundReplySchema },
        400: { description: 'CZSNS000010: the token is unknown, expired, spent or of another channel', schema: FailureSchema },
        ...notLoggedIn,
        409: { description: 'CZSNS000006: the social account is bound already, or the member has this channel bound', schema: FailureSchema },
        429: { description: 'CZSNS000009: the member has bound the most social accounts allowed', schema: FailureSchema },
      },
    },
    async (c, { body }) => {
      const memberId = await requireMember(c, sessions);
      return c.json({ binding: await sns.bind(memberId, body.contactType, body.token) });
    },
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/a/getBandingState',
      tag: 'Social login',
      summary: "The logged-in member's social accounts: each offered or bound channel, whether bound, since when, and a masked hint",
      responses: { 200: { description: 'The channels', schema: BindingStateSchema }, ...notLoggedIn },
    },
    async (c) => {
      const memberId = await requireMember(c, sessions);
      return c.json({ channels: await sns.state(memberId) });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/a/unbindWebAccount',
      tag: 'Social login',
      summary: "Removes the logged-in member's binding of one channel (contactType)",
      encoding: 'form',
      body: UnbindWebAccountBodySchema,
      responses: {
        200: { description: 'Done', schema: v.object({ ok: v.boolean() }) },
        ...notLoggedIn,
        404: { description: 'Nothing bound on this channel', schema: FailureSchema },
        429: { description: 'CZSNS000008: too many unbinds in 30 days', schema: FailureSchema },
      },
    },
    async (c, { body }) => {
      const memberId = await requireMember(c, sessions);
      await sns.unbind(memberId, body.contactType);
      return c.json({ ok: true });
    },
  );
}
