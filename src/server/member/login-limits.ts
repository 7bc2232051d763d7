import type { DbHandle } from '../db/connect.ts';
import type { Clock } from '../platform/clock.ts';

/** Failures on one account within the captcha window after which the captcha is asked for. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
/** The same from one address, over all accounts. */
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 10;
export const CAPTCHA_WINDOW_MS = 15 * 60 * 1000;
/** At most this many failed logins an hour on one account, from anywhere; beyond it, 429. */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
/** At most this many an hour from one address, over all accounts. */
export const ADDRESS_FAILURES_PER_HOUR = 300;
const HOUR_MS = 60 * 60 * 1000;

export interface Attempt {
  readonly id: number;
  /** Refused without looking at the password. */
  readonly blocked: boolean;
  readonly captchaNeeded: boolean;
}

/**
 * Failed logins counted per account (however the id was typed) and per address.
 * An attempt is written down before its password is checked and struck out only
 * when it succeeds, so that many attempts at once cannot all slip under a limit.
 */
export function createLoginLimits(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async begin(account: string, address: string): Promise<Attempt> {
      const now = clock.now();
      const [{ id }] = await db.query<{ id: number }>('insert into login_failure (account, address, at) values ($1, $2, $3) returning id', [
        account,
        address,
        now,
      ]);
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      const windowStart = new Date(now.getTime() - CAPTCHA_WINDOW_MS);
      const [counts] = await db.query<{ account_hour: number; address_hour: number; account_recent: number; address_recent: number }>(
        `select count(*) filter (where account = $1 and at > $3 and id < $5)::int as account_hour,
                count(*) filter (where address = $2 and at > $3 and id < $5)::int as address_hour,
                count(*) filter (where account = $1 and at > $4 and id < $5)::int as account_recent,
                count(*) filter (where address = $2 and at > $4 and id < $5)::int as address_recent
           from login_failure where (account = $1 or address = $2) and at > $3`,
        [account, address, hourAgo, windowStart, id],
      );
      await db.query('delete from login_failure where at < $1', [new Date(now.getTime() - 2 * HOUR_MS)]);
      return {
        id: Number(id),
        blocked: counts.account_hour >= ACCOUNT_FAILURES_PER_HOUR || counts.address_hour >= ADDRESS_FAILURES_PER_HOUR,
        captchaNeeded: counts.account_recent >= CAPTCHA_AFTER_ACCOUNT_FAILURES || counts.address_recent >= CAPTCHA_AFTER_ADDRESS_FAILURES,
      };
    },

    /** The failures of these accounts are forgotten (their password was just reset). */
    async forget(accounts: readonly string[]): Promise<void> {
      for (const account of accounts) await db.query('delete from login_failure where account = $1', [account]);
    },

    /** A successful login is not a failure. */
    async succeeded(attempt: Attempt): Promise<void> {
      await db.query('delete from login_failure where id = $1', [attempt.id]);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
