import { eq } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { member, savedContact, savedPassenger } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Members } from '../member/members.ts';
import { decryptPassword, passwordMatches } from '../member/passwords.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Logger } from '../platform/logger.ts';
import type { Secrets } from '../platform/secrets.ts';
import { ERASURE_STEPS, type ErasureStep } from './erasure-steps.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Wrong passwords an hour before closing is refused for a while. A stolen session must not become a way to guess
 * the password without the login's captcha and limits.
 */
export const CLOSE_FAILURES_PER_HOUR = 5;

/** A member's erasure of their own data: the saved passengers and contacts, or the whole account. */
export function createAccountClosing(deps: {
  db: DbHandle;
  members: Members;
  limits: RequestLimits;
  secrets: Secrets;
  logger: Logger;
  steps?: readonly ErasureStep[];
}) {
  const { db, members, limits, secrets, logger } = deps;
  const steps = deps.steps ?? ERASURE_STEPS;
  return {
    async eraseSavedData(memberId: number): Promise<{ passengers: number; contacts: number }> {
      return db.transaction(async (tx) => {
        const passengers = await tx.db.delete(savedPassenger).where(eq(savedPassenger.memberId, memberId)).returning({ id: savedPassenger.id });
        const contacts = await tx.db.delete(savedContact).where(eq(savedContact.memberId, memberId)).returning({ id: savedContact.id });
        return { passengers: passengers.length, contacts: contacts.length };
      });
    },

    /** Closes the account once the password, encrypted as the login sends it, is right; every session ends with it. */
    async close(memberId: number, encryptedPassword: string): Promise<void> {
      const key = `member:${memberId}`;
      const attempt = await limits.begin('closeAccount', [key]);
      if (await attempt.over([{ key, max: CLOSE_FAILURES_PER_HOUR, windowMs: HOUR_MS }])) throw new AppError('tooManyRequests');
      const person = await members.byId(memberId);
      if (!person) throw new AppError('unauthorized');
      if (!(await passwordMatches(person.passwordHash, decryptPassword(secrets.loginKey, encryptedPassword)))) throw new AppError('CZSSO030014');
      await db.transaction(async (tx) => {
        // The row is taken first, so that two closings at once run one after the other and the second finds nothing.
        const [still] = await tx.db.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for('update');
        if (!still) throw new AppError('unauthorized');
        for (const step of steps) await step.erase(tx.db, person);
      });
      logger.info('member account closed', { steps: steps.length });
    },
  };
}

export type AccountClosing = ReturnType<typeof createAccountClosing>;
