import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { staffAccount, staffSession } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { hashPassword, passwordMatches } from '../member/passwords.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';

/** Sign-in tries one address may make within an hour. */
const LOGINS_PER_ADDRESS_HOUR = 20;

/** A staff session lasts a working day at most. */
export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The airline's staff who review special-passenger registrations: their own accounts (argon2 password hashes) and
 * sessions, apart from members', so that no member login ever reaches a proof file.
 */
export function createStaffAccounts(deps: { db: DbHandle; clock: Clock; limits: RequestLimits }) {
  const { db } = deps.db;
  const { clock } = deps;
  return {
    /** Adds an account, or sets the password of one that exists. */
    async setPassword(username: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db
        .insert(staffAccount)
        .values({ username, passwordHash, createdAt: clock.now() })
        .onConflictDoUpdate({ target: staffAccount.username, set: { passwordHash } });
    },

    /** A new session for a name and password, or undefined when they do not match an account; 20 tries an hour per address. */
    async logIn(username: string, password: string, address: string): Promise<string | undefined> {
      const attempt = await deps.limits.begin('staff-login', [`address:${address}`]);
      if (await attempt.over([{ key: `address:${address}`, max: LOGINS_PER_ADDRESS_HOUR, windowMs: 3_600_000 }])) throw new AppError('tooManyRequests');
      const [account] = await db.select().from(staffAccount).where(eq(staffAccount.username, username));
      if (!(await passwordMatches(account?.passwordHash, password)) || !account) return undefined;
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.delete(staffSession).where(lt(staffSession.expiresAt, now));
      await db
        .insert(staffSession)
        .values({ tokenHash: hashOf(token), staffId: account.id, createdAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_MS) });
      return token;
    },

    /** The name of the staff member a live session belongs to. */
    async whoIs(token: string | undefined): Promise<string | undefined> {
      if (!token) return undefined;
      const [row] = await db
        .select({ username: staffAccount.username })
        .from(staffSession)
        .innerJoin(staffAccount, eq(staffAccount.id, staffSession.staffId))
        .where(and(eq(staffSession.tokenHash, hashOf(token)), gt(staffSession.expiresAt, clock.now())));
      return row?.username;
    },

    async logOut(token: string | undefined): Promise<void> {
      if (token) await db.delete(staffSession).where(eq(staffSession.tokenHash, hashOf(token)));
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
