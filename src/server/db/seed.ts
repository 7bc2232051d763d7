import { eq } from 'drizzle-orm';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { DbHandle } from './connect.ts';
import { appMeta } from './schema.ts';

const DEMO_MARKER = 'demo_data';

/** What a demo seed step loads; each area adds its own step (network, fares, members) through its import path. */
export type DemoStep = (handle: DbHandle, clock: Clock, logger: Logger) => Promise<void>;

/**
 * Loads the labelled demo data once, on the first start of an empty database;
 * later starts find the marker and leave the data alone.
 */
export async function seedDemoData(handle: DbHandle, clock: Clock, logger: Logger, steps: readonly DemoStep[]): Promise<boolean> {
  const existing = await handle.db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
  if (existing.length > 0) return false;
  for (const step of steps) await step(handle, clock, logger);
  await handle.db
    .insert(appMeta)
    .values({ key: DEMO_MARKER, value: { label: 'Demonstration data, generated', loadedAt: clock.now().toISOString() } })
    .onConflictDoNothing();
  logger.info('demo data loaded', { steps: steps.length });
  return true;
}
