import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { memberSession } from '../db/schema.ts';
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
  const { clock } = deps;
  const { db } = deps.db;
  const endSession = (token: string) => db.delete(memberSession).where(eq(memberSession.idHash, hashOf(token)));
  return {
    /** A new session for a member; the one the browser held before, if any, ends (rotation at login). */
    async start(memberId: number, previous?: string): Promise<string> {
      if (previous) await endSession(previous);
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.delete(memberSession).where(lt(memberSession.expiresAt, now));
      await db
        .insert(memberSession)
        .values({ idHash: hashOf(token), memberId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS) });
      return token;
    },

    /** The member of a live session, or undefined when it is unknown, idle too long or past its end. */
    async memberOf(token: string | undefined): Promise<number | undefined> {
      if (!token) return undefined;
      const [row] = await db
        .select({ memberId: memberSession.memberId, lastSeenAt: memberSession.lastSeenAt, expiresAt: memberSession.expiresAt })
        .from(memberSession)
        .where(eq(memberSession.idHash, hashOf(token)));
      if (!row) return undefined;
      const now = clock.now().getTime();
      const lastSeen = row.lastSeenAt.getTime();
      if (now >= row.expiresAt.getTime() || now - lastSeen >= SESSION_IDLE_MS) {
        await endSession(token);
        return undefined;
      }
      if (now - lastSeen >= TOUCH_EVERY_MS) {
        await db
          .update(memberSession)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(memberSession.idHash, hashOf(token)));
      }
      return row.memberId;
    },

    /** Every session of a member ends, e.g. after the password was reset. */
    async endAllOf(memberId: number): Promise<void> {
      await db.delete(memberSession).where(eq(memberSession.memberId, memberId));
    },

    async end(token: string | undefined): Promise<void> {
      if (token) await endSession(token);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
