import { createHash, randomBytes } from 'node:crypto';
import type { DbHandle } from '../db/connect.ts';
import type { Clock } from '../platform/clock.ts';

/** Spec 9: the page token is valid for an hour; a session left that long ends. */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** However active, a session ends after this long and the member logs in again. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** The last-seen time is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Member sessions kept in the database. The browser holds only a random token;
 * the database holds its hash, so a copy of the table logs nobody in.
 */
export function createSessions(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** A new session for a member; the one the browser held before, if any, ends (rotation at login). */
    async start(memberId: number, previous?: string): Promise<string> {
      if (previous) await db.query('delete from member_session where id_hash = $1', [hashOf(previous)]);
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.query('delete from member_session where expires_at < $1', [now]);
      await db.query('insert into member_session (id_hash, member_id, created_at, last_seen_at, expires_at) values ($1, $2, $3, $3, $4)', [
        hashOf(token),
        memberId,
        now,
        new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      ]);
      return token;
    },

    /** The member of a live session, or undefined when it is unknown, idle too long or past its end. */
    async memberOf(token: string | undefined): Promise<number | undefined> {
      if (!token) return undefined;
      const [row] = await db.query<{ member_id: number; last_seen_at: Date; expires_at: Date }>(
        'select member_id, last_seen_at, expires_at from member_session where id_hash = $1',
        [hashOf(token)],
      );
      if (!row) return undefined;
      const now = clock.now().getTime();
      const lastSeen = new Date(row.last_seen_at).getTime();
      if (now >= new Date(row.expires_at).getTime() || now - lastSeen >= SESSION_IDLE_MS) {
        await db.query('delete from member_session where id_hash = $1', [hashOf(token)]);
        return undefined;
      }
      if (now - lastSeen >= TOUCH_EVERY_MS) await db.query('update member_session set last_seen_at = $2 where id_hash = $1', [hashOf(token), new Date(now)]);
      return row.member_id;
    },

    /** Every session of a member ends, e.g. after the password was reset. */
    async endAllOf(memberId: number): Promise<void> {
      await db.query('delete from member_session where member_id = $1', [memberId]);
    },

    async end(token: string | undefined): Promise<void> {
      if (token) await db.query('delete from member_session where id_hash = $1', [hashOf(token)]);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
