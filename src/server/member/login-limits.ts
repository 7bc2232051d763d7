import { and, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { loginFailure } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';

/** Failures on one account within the captcha window after which the captcha is asked for. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
/** The same from one address, over all accounts. */
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 10;
export const CAPTCHA_WINDOW_MS = 15 * 60 * 1000;
/** Failures on one account in an hour after which each further try waits, a second more each time. */
export const SLOW_DOWN_AFTER_ACCOUNT_FAILURES = 10;
/** The longest a try waits. */
export const MAX_SLOW_DOWN_MS = 5_000;
/** At most this many failed logins an hour from one address, over all accounts; beyond it, 429. */
export const ADDRESS_FAILURES_PER_HOUR = 300;
const HOUR_MS = 60 * 60 * 1000;

export interface Attempt {
  readonly id: number;
  /** Refused without looking at the password: the address has failed too often. */
  readonly blocked: boolean;
  readonly captchaNeeded: boolean;
  /** How long the try waits before its password is looked at. */
  readonly slowDownMs: number;
}

/**
 * Failed logins counted per account (whichever of its ids was typed) and per
 * address. An account is never locked (OWASP): whoever guesses at it meets the
 * captcha after a few failures and a growing wait after more, but its owner, with
 * the right password and the right captcha, always gets in. Only an address that
 * fails at many accounts is refused. An attempt is written down before its
 * password is checked and struck out only when it succeeds, so that many attempts
 * at once cannot all slip under a limit.
 */
export function createLoginLimits(deps: { db: DbHandle; clock: Clock }) {
  const { clock } = deps;
  const { db } = deps.db;
  return {
    async begin(account: string, address: string): Promise<Attempt> {
      const now = clock.now();
      const [{ id }] = await db.insert(loginFailure).values({ account, address, at: now }).returning({ id: loginFailure.id });
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      const windowStart = new Date(now.getTime() - CAPTCHA_WINDOW_MS);
      // Only the attempts written before this one count: of many at once, each sees those ahead of it.
      const earlier = (by: SQL, since: Date) => sql<number>`count(*) filter (where ${and(by, gt(loginFailure.at, since), lt(loginFailure.id, id))})::int`;
      const byAccount = eq(loginFailure.account, account);
      const byAddress = eq(loginFailure.address, address);
      const [counts] = await db
        .select({
          accountHour: earlier(byAccount, hourAgo),
          addressHour: earlier(byAddress, hourAgo),
          accountRecent: earlier(byAccount, windowStart),
          addressRecent: earlier(byAddress, windowStart),
        })
        .from(loginFailure)
        .where(and(or(byAccount, byAddress), gt(loginFailure.at, hourAgo)));
      await db.delete(loginFailure).where(lt(loginFailure.at, new Date(now.getTime() - 2 * HOUR_MS)));
      const beyondSlowDown = counts.accountHour - SLOW_DOWN_AFTER_ACCOUNT_FAILURES + 1;
      return {
        id,
        blocked: counts.addressHour >= ADDRESS_FAILURES_PER_HOUR,
        captchaNeeded: counts.accountRecent >= CAPTCHA_AFTER_ACCOUNT_FAILURES || counts.addressRecent >= CAPTCHA_AFTER_ADDRESS_FAILURES,
        slowDownMs: beyondSlowDown > 0 ? Math.min(beyondSlowDown * 1_000, MAX_SLOW_DOWN_MS) : 0,
      };
    },

    /** The failures of these accounts are forgotten (their password was just reset). */
    async forget(accounts: readonly string[]): Promise<void> {
      for (const account of accounts) await db.delete(loginFailure).where(eq(loginFailure.account, account));
    },

    /** A successful login is not a failure. */
    async succeeded(attempt: Attempt): Promise<void> {
      await db.delete(loginFailure).where(eq(loginFailure.id, attempt.id));
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
