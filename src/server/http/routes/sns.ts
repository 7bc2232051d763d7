import type { Context } from 'hono';
import { apiPath } from '../../../domain/api/operation.ts';
import { bindSnsAccount, finishSnsLogin, getSnsBindings, logInWithSns, startSnsLogin, unbindSnsAccount } from '../../../domain/api/sns.ts';
import { bcp47 } from '../../../domain/languages.ts';
import type { SnsChannel } from '../../../domain/member/sns-channels.ts';
import type { SnsEnd } from '../../member/sns/sns-pop-up.ts';
import type { AppEnv } from '../context.ts';
import type { Router } from '../router.ts';
import { readSession, writeSession } from '../session-cookie.ts';
import { takeSnsFlow, writeSnsFlow } from '../sns-flow-cookie.ts';

/** The pop-up's last page (spec 2), which hands the token, or the error, to the opener. */
const SNS_END_PATH = '/tk/snsEnd/';

/**
 * A browser navigation in the pop-up, not a call: the answer is a redirect. The
 * opener must stay reachable from the pop-up through the provider's pages, so
 * these answers do not isolate the window (Cross-Origin-Opener-Policy).
 */
function navigate(c: Context<AppEnv>, location: string): Response {
  c.header('cross-origin-opener-policy', 'unsafe-none');
  return c.redirect(location, 302);
}

function toEnd(c: Context<AppEnv>, end: SnsEnd): Response {
  return navigate(c, `${SNS_END_PATH}?${new URLSearchParams(end)}`);
}

/** Social login: the pop-up's navigations (the flow kept sealed in a cookie meanwhile), then the login and the member's bindings. */
export const snsRoutes: Router = (routes, { snsPopUp, sns, platform }) => {
  const { clock, secrets } = platform;
  /** The storefront's public origin, or the request's own when none is configured. */
  const redirectUri = (c: Context<AppEnv>, channel: SnsChannel) =>
    `${platform.publicOrigin ?? new URL(c.req.url).origin}${apiPath(finishSnsLogin, { channel })}`;

  routes.handle(startSnsLogin, async (c, { params, query }) => {
    const start = await snsPopUp.start(query.type, redirectUri(c, query.type), bcp47(params.lang));
    if ('error' in start) return toEnd(c, start);
    writeSnsFlow(c, start.flow, clock.now(), secrets.argsKeys);
    return navigate(c, start.url.href);
  });

  routes.handle(finishSnsLogin, async (c, { params }) => {
    const flow = takeSnsFlow(c, clock.now(), secrets.argsKeys);
    const answer = new URL(redirectUri(c, params.channel));
    answer.search = new URL(c.req.url).search;
    return toEnd(c, await snsPopUp.finish(flow, params.channel, answer));
  });

  routes.handle(logInWithSns, async (c, { body }) => {
    const outcome = await sns.login(body.token, body.type, readSession(c));
    if (outcome.kind === 'unbound') return { bound: false as const, channel: outcome.channel };
    writeSession(c, outcome.session);
    return { bound: true as const, user: outcome.user };
  });

  routes.handle(bindSnsAccount, async (_c, { body, member }) => ({ binding: await sns.bind(member, body.contactType, body.token) }));

  routes.handle(getSnsBindings, async (_c, { member }) => ({ channels: await sns.state(member) }));

  routes.handle(unbindSnsAccount, async (_c, { body, member }) => {
    await sns.unbind(member, body.contactType);
    return { ok: true };
  });
};
