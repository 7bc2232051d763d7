import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { User } from '../../domain/user.ts';
import type { DbHandle } from '../db/connect.ts';
import { exchangeKey } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { type Members, userOf } from './members.ts';
import type { Sessions } from './sessions.ts';

/** A key carries a login to another page or device; it must be used at once. */
export const EXCHANGE_KEY_MS = 2 * 60 * 1000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * One-time login keys: a logged-in member (or the airline's app on their behalf)
 * asks for one and hands it to a link; the page that opens it exchanges the key
 * for a session of its own. Only the key's hash is stored, and using it deletes it,
 * so a key works once, even when two requests race with it.
 */
export function createExchangeKeys(deps: { db: DbHandle; clock: Clock; members: Members; sessions: Sessions }) {
  const { clock, members, sessions } = deps;
  const { db } = deps.db;

  /** The member the key was issued for, once; undefined for an unknown, used or expired key. */
  async function redeem(key: string): Promise<number | undefined> {
    const [row] = await db
      .delete(exchangeKey)
      .where(eq(exchangeKey.keyHash, hashOf(key)))
      .returning({ memberId: exchangeKey.memberId, expiresAt: exchangeKey.expiresAt });
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return undefined;
    return row.memberId;
  }

  return {
    async issue(memberId: number): Promise<{ key: string; expiresAt: Date }> {
      const key = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + EXCHANGE_KEY_MS);
      await db.delete(exchangeKey).where(lt(exchangeKey.expiresAt, now));
      await db.insert(exchangeKey).values({ keyHash: hashOf(key), memberId, expiresAt });
      return { key, expiresAt };
    },

    /** A session of this browser for the key's member (the one it held before ends); an unknown, used or expired key is refused (401). */
    async logIn(key: string, previousSession: string | undefined): Promise<{ user: User; session: string }> {
      const memberId = await redeem(key);
      const member = memberId === undefined ? undefined : await members.byId(memberId);
      if (!member) throw new AppError('unauthorized');
      return { user: userOf(member), session: await sessions.start(member.id, previousSession) };
    },
  };
}

export type ExchangeKeys = ReturnType<typeof createExchangeKeys>;
