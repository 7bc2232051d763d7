import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { type PendingRegistrationRow, pendingRegistration } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';

/** What a registration keeps until its link is opened: the account to make, its password already hashed. */
export type PendingRegistration = Omit<PendingRegistrationRow, 'tokenHash' | 'createdAt' | 'expiresAt'>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Registrations waiting for the link sent to their address. Only the hash of the link's token is stored, so a copy
 * of the table completes none; each link works once, and until it expires.
 */
export function createPendingRegistrations(deps: { db: DbHandle; clock: Clock }) {
  const { clock } = deps;
  const { db } = deps.db;
  return {
    /** Keeps the registration; answers the token of its link. */
    async add(registration: PendingRegistration, ttlMs: number): Promise<string> {
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      await db.delete(pendingRegistration).where(lt(pendingRegistration.expiresAt, now));
      await db.insert(pendingRegistration).values({ ...registration, tokenHash: hashOf(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
      return token;
    },

    /** Uses a link up: its registration, or undefined when the token is unknown, used or expired. */
    async take(token: string): Promise<PendingRegistration | undefined> {
      // Deleting it is what makes it single-use, even when two requests bring it at once.
      const [row] = await db
        .delete(pendingRegistration)
        .where(eq(pendingRegistration.tokenHash, hashOf(token)))
        .returning({
          givenName: pendingRegistration.givenName,
          surname: pendingRegistration.surname,
          email: pendingRegistration.email,
          areaCode: pendingRegistration.areaCode,
          phone: pendingRegistration.phone,
          passwordHash: pendingRegistration.passwordHash,
          address: pendingRegistration.address,
          expiresAt: pendingRegistration.expiresAt,
        });
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return undefined;
      const { expiresAt: _expiresAt, ...registration } = row;
      return registration;
    },
  };
}

export type PendingRegistrations = ReturnType<typeof createPendingRegistrations>;
