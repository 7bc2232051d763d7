import { checkLogin, completeRegistration, getPublicKey, logIn, logOut, registerMember, validateCard } from '../../../domain/api/member.ts';
import { AppError } from '../../errors.ts';
import { socialLoginOffer } from '../../member/current-user.ts';
import { CARD_STEP_MS } from '../../member/login-service.ts';
import { userOf } from '../../member/members.ts';
import { clientAddress } from '../client-address.ts';
import { CSRF_HEADER } from '../csrf.ts';
import type { Router } from '../router.ts';
import { clearSession, readCardStep, readSession, writeCardStep, writeSession } from '../session-cookie.ts';

/** Login, logout and quick registration: the services decide, the handlers keep the session and card-step cookies. */
export const memberAuthRoutes: Router = (routes, { login, registration, members, sessions, oidc, platform }) => {
  routes.handle(getPublicKey, () => ({ publicKey: platform.secrets.loginPublicKey }));

  routes.handle(checkLogin, async (_c, { member }) => {
    const row = member === undefined ? undefined : await members.byId(member);
    return { user: row ? userOf(row) : null, ...socialLoginOffer(oidc.channels()) };
  });

  routes.handle(logIn, async (c, { body }) => {
    const outcome = await login.login(body, clientAddress(c), readSession(c));
    if (outcome.kind === 'cards') {
      writeCardStep(c, outcome.challenge, CARD_STEP_MS / 1000);
      return { cards: outcome.cards };
    }
    writeSession(c, outcome.token);
    return { user: outcome.user };
  });

  routes.handle(validateCard, async (c, { body }) => {
    const { user, token } = await login.validateCard(readCardStep(c), body.index, body.name, clientAddress(c), readSession(c));
    writeSession(c, token);
    return { user };
  });

  routes.handle(logOut, async (c) => {
    // A GET that changes state: the custom header keeps other sites from logging a visitor out with an image.
    if (!c.req.header(CSRF_HEADER)) throw new AppError('forbidden');
    await sessions.end(readSession(c));
    clearSession(c);
    return { ok: true };
  });

  routes.handle(registerMember, (c, { params, body }) => registration.quickRegister(body, clientAddress(c), params.site.code, params.lang));

  routes.handle(completeRegistration, async (c, { body }) => {
    const { session, ...registered } = await registration.complete(body.token, readSession(c));
    writeSession(c, session);
    return registered;
  });
};
