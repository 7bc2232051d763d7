import { sql } from 'drizzle-orm';
import type { HealthReport } from '../domain/health.ts';
import type { DbHandle } from './db/connect.ts';
import { AppError } from './errors.ts';
import type { Clock } from './platform/clock.ts';

/** Whether the API can do its work: its database answers. */
export function createHealth(deps: { db: DbHandle; clock: Clock }) {
  return {
    async check(): Promise<HealthReport> {
      try {
        await deps.db.db.execute(sql`select 1`);
      } catch {
        throw new AppError('unavailable');
      }
      return { status: 'ok', database: deps.db.kind, time: deps.clock.now().toISOString() };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
