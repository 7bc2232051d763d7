import type { Hono } from 'hono';
import * as v from 'valibot';
import { ExchangeKeyLoginSchema, ExchangeKeySchema } from '../../../domain/member/auth-schemas.ts';
import { UserSchema } from '../../../domain/user.ts';
import type { ExchangeKeys } from '../../member/exchange-keys.ts';
import { userOf, type Members } from '../../member/members.ts';
import type { Sessions } from '../../member/sessions.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';
import { requireMember } from '../require-member.ts';
import { readSession, writeSession } from '../session-cookie.ts';

/** Login carried by a one-time key: issued to a logged-in member, exchanged for a session by the page a link opens. */
export function memberKeyLoginRoutes(app: Hono<AppEnv>, registry: OperationRegistry, deps: { keys: ExchangeKeys; members: Members; sessions: Sessions }): void {
  const { keys, members, sessions } = deps;

  registry.add(
    app,
    {
      method: 'post',
      path: '/a/exchangeKey',
      tag: 'User',
      summary: 'A one-time key (valid two minutes) that logs the member in on the page a link opens',
      responses: { 200: { description: 'The key', schema: ExchangeKeySchema }, 401: { description: 'Not logged in', schema: FailureSchema } },
    },
    async (c) => {
      const { key, expiresAt } = await keys.issue(await requireMember(c, sessions));
      return c.json({ key, expiresAt: expiresAt.toISOString() });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/a/exchangeKeyLogin',
      tag: 'User',
      summary: 'Exchanges a one-time key for a session of this browser',
      encoding: 'form',
      body: ExchangeKeyLoginSchema,
      responses: {
        200: { description: 'The member', schema: v.object({ user: UserSchema }) },
        401: { description: 'Unknown, used or expired key', schema: FailureSchema },
      },
    },
    async (c, { body }) => {
      const memberId = await keys.redeem(body.key);
      const member = memberId === undefined ? undefined : await members.byId(memberId);
      if (!member) throw new AppError('unauthorized');
      writeSession(c, await sessions.start(member.id, readSession(c)));
      return c.json({ user: userOf(member) });
    },
  );
}
