import { resolve } from 'node:path';
import type { Config } from '../config/config.ts';
import { type DbHandle, openDatabase } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';

/** The servers' database as a command opens it: the PostgreSQL server of DATABASE_URL, else the embedded one in DATA_DIR, migrated. */
export async function openCommandDatabase(config: Config): Promise<DbHandle> {
  const db = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA }
      : { kind: 'pglite', dataDir: resolve(config.DATA_DIR) },
  );
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
