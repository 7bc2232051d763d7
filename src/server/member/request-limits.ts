import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { requestAttempt } from '../db/schema.ts';
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
  const { clock } = deps;
  const { db } = deps.db;
  const taken = new WeakMap<Attempt, number[]>();
  return {
    async begin(kind: string, keys: readonly string[]): Promise<Attempt> {
      const now = clock.now();
      await db.delete(requestAttempt).where(and(eq(requestAttempt.kind, kind), lt(requestAttempt.at, new Date(now.getTime() - KEEP_MS))));
      const ids: number[] = [];
      for (const key of keys) {
        const [{ id }] = await db.insert(requestAttempt).values({ kind, key, at: now }).returning({ id: requestAttempt.id });
        ids.push(id);
      }
      const first = Math.min(...ids);
      const attempt: Attempt = {
        async over(limits) {
          for (const limit of limits) {
            const n = await db.$count(
              requestAttempt,
              and(
                eq(requestAttempt.kind, kind),
                eq(requestAttempt.key, limit.key),
                gt(requestAttempt.at, new Date(now.getTime() - limit.windowMs)),
                lt(requestAttempt.id, first),
              ),
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
      for (const id of taken.get(attempt) ?? []) await db.delete(requestAttempt).where(eq(requestAttempt.id, id));
    },
  };
}

export type RequestLimits = ReturnType<typeof createRequestLimits>;
