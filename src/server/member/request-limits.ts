import type { DbHandle } from '../db/connect.ts';
import type { Clock } from '../platform/clock.ts';

/** At most `max` earlier attempts under `key` within `windowMs`. */
export interface Limit {
  readonly key: string;
  readonly max: number;
  readonly windowMs: number;
}

/** Attempts are kept this long; no limit looks further back. */
const KEEP_MS = 25 * 60 * 60 * 1000;

export interface Attempt {
  /** Whether any limit was already reached by the attempts before this one. */
  readonly over: (limits: readonly Limit[]) => Promise<boolean>;
}

/**
 * Counts attempts of one kind (a reset request, a member check) per key, such as an
 * account or an address: the idea of the login limits for the other calls. An
 * attempt is written down before it is judged, so that many at once cannot all
 * slip under a limit; `strike` takes it back when only failures should count.
 */
export function createRequestLimits(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  const taken = new WeakMap<Attempt, number[]>();
  return {
    async begin(kind: string, keys: readonly string[]): Promise<Attempt> {
      const now = clock.now();
      await db.query('delete from request_attempt where kind = $1 and at < $2', [kind, new Date(now.getTime() - KEEP_MS)]);
      const ids: number[] = [];
      for (const key of keys) {
        const [{ id }] = await db.query<{ id: number }>('insert into request_attempt (kind, key, at) values ($1, $2, $3) returning id', [kind, key, now]);
        ids.push(Number(id));
      }
      const first = Math.min(...ids);
      const attempt: Attempt = {
        async over(limits) {
          for (const limit of limits) {
            const [{ n }] = await db.query<{ n: number }>(
              'select count(*)::int as n from request_attempt where kind = $1 and key = $2 and at > $3 and id < $4',
              [kind, limit.key, new Date(now.getTime() - limit.windowMs), first],
            );
            if (n >= limit.max) return true;
          }
          return false;
        },
      };
      taken.set(attempt, ids);
      return attempt;
    },

    /** The attempt no longer counts (it succeeded, and only failures are limited). */
    async strike(attempt: Attempt): Promise<void> {
      for (const id of taken.get(attempt) ?? []) await db.query('delete from request_attempt where id = $1', [id]);
    },
  };
}

export type RequestLimits = ReturnType<typeof createRequestLimits>;
