import { createHash, randomBytes } from 'node:crypto';
import type { User } from '../../domain/user.ts';
import type { DbHandle } from '../db/connect.ts';
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
  const { db, clock, members, sessions } = deps;

  /** The member the key was issued for, once; undefined for an unknown, used or expired key. */
  async function redeem(key: string): Promise<number | undefined> {
    const [row] = await db.query<{ member_id: number; expires_at: Date }>('delete from exchange_key where key_hash = $1 returning member_id, expires_at', [
      hashOf(key),
    ]);
    if (!row || new Date(row.expires_at).getTime() <= clock.now().getTime()) return undefined;
    return row.member_id;
  }

  return {
    async issue(memberId: number): Promise<{ key: string; expiresAt: Date }> {
      const key = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + EXCHANGE_KEY_MS);
      await db.query('delete from exchange_key where expires_at < $1', [now]);
      await db.query('insert into exchange_key (key_hash, member_id, expires_at) values ($1, $2, $3)', [hashOf(key), memberId, expiresAt]);
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
