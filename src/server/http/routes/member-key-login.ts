import { issueExchangeKey, logInWithExchangeKey } from '../../../domain/api/member.ts';
import type { Router } from '../router.ts';
import { readSession, writeSession } from '../session-cookie.ts';

/** Login carried by a one-time key: issued to a logged-in member, exchanged for a session by the page a link opens. */
export const memberKeyLoginRoutes: Router = (routes, { exchangeKeys }) => {
  routes.handle(issueExchangeKey, async (_c, { member }) => {
    const { key, expiresAt } = await exchangeKeys.issue(member);
    return { key, expiresAt: expiresAt.toISOString() };
  });

  routes.handle(logInWithExchangeKey, async (c, { body }) => {
    const { user, session } = await exchangeKeys.logIn(body.key, readSession(c));
    writeSession(c, session);
    return { user };
  });
};
