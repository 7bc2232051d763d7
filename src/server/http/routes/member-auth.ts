import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  CardValidationSchema,
  LoginBodySchema,
  LoginReplySchema,
  PublicKeySchema,
  QuickRegisterBodySchema,
  RegisteredSchema,
} from '../../../domain/member/auth-schemas.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import { UserCheckSchema, UserSchema } from '../../../domain/user.ts';
import { socialLoginOffer } from '../../member/current-user.ts';
import { CARD_STEP_MS, type LoginService } from '../../member/login-service.ts';
import { userOf, type Members } from '../../member/members.ts';
import { decryptPassword } from '../../member/passwords.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { EmailVerification } from '../../member/email-verification.ts';
import type { Secrets } from '../../platform/secrets.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { CSRF_HEADER } from '../csrf.ts';
import { AppError } from '../errors.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { clearSession, readCardStep, readSession, writeCardStep, writeSession } from '../session-cookie.ts';

const failures = {
  400: { description: 'Bad input with field codes; CZSSO030014 wrong account or password; CZWEB000010/11 captcha needed or wrong', schema: FailureSchema },
  429: { description: 'Too many failed logins', schema: FailureSchema },
};

export function memberAuthRoutes(
  app: Hono<AppEnv>,
  registry: OperationRegistry,
  deps: { login: LoginService; members: Members; sessions: Sessions; secrets: Secrets; verification: EmailVerification; snsChannels: readonly string[] },
): void {
  const { login, members, sessions, secrets, verification, snsChannels } = deps;

  registry.add(
    app,
    {
      method: 'get',
      path: '/a/publicKey',
      tag: 'User',
      summary: 'The RSA public key (2048 bits) that passwords are encrypted to before they are sent',
      responses: { 200: { description: 'PEM', schema: PublicKeySchema } },
    },
    (c) => c.json({ publicKey: secrets.loginPublicKey }),
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/a/user.json',
      tag: 'User',
      summary: 'Check login: the member, or null for a guest, and whether social login is offered',
      responses: { 200: { description: 'Who the visitor is', schema: UserCheckSchema } },
    },
    async (c) => {
      const memberId = await sessions.memberOf(readSession(c));
      const member = memberId === undefined ? undefined : await members.byId(memberId);
      return c.json({ user: member ? userOf(member) : null, ...socialLoginOffer(snsChannels) });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/a/login',
      tag: 'User',
      summary: 'Login by member number, e-mail or phone; the reply is the member, or the cards to choose from',
      encoding: 'form',
      body: LoginBodySchema,
      responses: { 200: { description: 'The member, or the card list', schema: LoginReplySchema }, ...failures },
    },
    async (c, { body }) => {
      const outcome = await login.login(body, clientAddress(c), readSession(c));
      if (outcome.kind === 'cards') {
        writeCardStep(c, outcome.challenge, CARD_STEP_MS / 1000);
        return c.json({ cards: outcome.cards });
      }
      writeSession(c, outcome.token);
      return c.json({ user: outcome.user });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/a/validateCard',
      tag: 'User',
      summary: 'The card step of login: the chosen card and its holder name',
      encoding: 'form',
      body: CardValidationSchema,
      responses: { 200: { description: 'The member', schema: v.object({ user: UserSchema }) }, ...failures },
    },
    async (c, { body }) => {
      const { user, token } = await login.validateCard(readCardStep(c), body.index, body.name, readSession(c));
      writeSession(c, token);
      return c.json({ user });
    },
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/a/logout.json',
      tag: 'User',
      summary: 'Logout: ends the session and clears its cookies',
      responses: {
        200: { description: 'Done', schema: v.object({ ok: v.boolean() }) },
        403: { description: 'Without the request header', schema: FailureSchema },
      },
    },
    async (c) => {
      // A GET that changes state: the custom header keeps other sites from logging a visitor out with an image.
      if (!c.req.header(CSRF_HEADER)) throw new AppError('forbidden');
      await sessions.end(readSession(c));
      clearSession(c);
      return c.json({ ok: true });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/svcPassenger/:site/:lang/quickRegister',
      tag: 'User',
      summary: 'Quick registration for the frequent-flyer programme: issues a member number, logs the member in and e-mails a verification link',
      params: SitePathSchema,
      body: QuickRegisterBodySchema,
      responses: {
        200: { description: 'The new member', schema: RegisteredSchema },
        409: { description: 'E-mail or phone already registered', schema: FailureSchema },
        ...failures,
      },
    },
    async (c, { params, body }) => {
      const password = decryptPassword(secrets.loginKey, body.pw);
      const member = await members.register({
        givenName: body.givenName,
        surname: body.surname,
        email: body.email,
        areaCode: body.areaCode,
        phone: body.phone,
        password,
      });
      writeSession(c, await sessions.start(member.id, readSession(c)));
      await verification.send(member, params.site.code, params.lang);
      return c.json({ memberNo: member.member_no, user: userOf(member) });
    },
  );
}
