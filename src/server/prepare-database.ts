import { resolve } from 'node:path';
import { demoNetworkStep } from './airline/demo/seed-network.ts';
import { demoRatesStep } from './airline/demo/seed-rates.ts';
import { demoBusinessStep } from './business/demo-business.ts';
import type { Config } from './config/config.ts';
import { demoCouponsStep } from './coupon/demo-coupons.ts';
import { type DbHandle, type DbTarget, openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { demoMembersStep } from './member/demo-members.ts';
import { systemClock } from './platform/clock.ts';
import type { Logger } from './platform/logger.ts';
import { type MasterSecrets, readMasterSecrets } from './platform/master-secret.ts';
import { loadSecrets, type Secrets } from './platform/secrets.ts';
import { demoStaffStep } from './special-passengers/demo-staff.ts';

/** The database a server's configuration names: a PostgreSQL server when DATABASE_URL is set, else the embedded one. */
export function databaseTarget(config: Config, logger: Logger): DbTarget {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA };
  return {
    kind: 'pglite',
    dataDir: config.DATA_DIR.startsWith('memory://') ? config.DATA_DIR : resolve(config.DATA_DIR),
    // The embedded database cannot go on after a failed write, and nothing after it would run: say why and
    // exit at once, so that a supervisor restarts the server once the disk has room.
    onStorageFailure: (failure) => {
      logger.error('the database could not write to DATA_DIR; stopping', { code: failure.code, syscall: failure.syscall, cause: failure.message });
      process.exit(70);
    },
  };
}

/**
 * Opens the database, brings its schema up to date, opens its secrets with the master secret and, in demo mode,
 * loads the demo data on its first start. A database that does not open with the master secret stops here,
 * before anything is written.
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<{ db: DbHandle; secrets: Secrets; master: MasterSecrets }> {
  // Read before the database opens: a missing secret file stops the start before anything is written.
  const master = await readMasterSecrets(config, logger);
  const db = await openDatabase(databaseTarget(config, logger));
  try {
    const applied = await migrate(db);
    if (applied.length > 0) logger.info('migrations applied', { count: applied.length, last: applied.at(-1) });
    const secrets = await loadSecrets(db, master);
    if (config.DEMO_DATA) {
      const ssimFile = config.DATABASE_URL || config.DATA_DIR.startsWith('memory://') ? undefined : resolve(config.DATA_DIR, '..', 'demo-network.ssim');
      await seedDemoData(db, systemClock, logger, [
        demoNetworkStep({ ssimFile }),
        demoRatesStep(),
        demoMembersStep(),
        demoCouponsStep(),
        demoStaffStep(),
        demoBusinessStep(),
      ]);
    }
    return { db, secrets, master };
  } catch (error) {
    await db.close();
    throw error;
  }
}
