import { type DbHandle, openDatabase } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';

/** A database of the bench's own: a fresh schema on the PostgreSQL server of BENCH_DATABASE_URL or TEST_DATABASE_URL, else an embedded one in memory. */
export async function benchDatabase(): Promise<DbHandle> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const db = url
    ? await openDatabase({ kind: 'postgres', url, schema: `bench_${crypto.randomUUID().replaceAll('-', '')}`, maxConnections: 10 })
    : await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrate(db);
  return db;
}

/** A schema another bench process made on the PostgreSQL server, opened as it is. */
export function benchSchema(schema: string): Promise<DbHandle> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url || !schema.startsWith('bench_')) throw new Error('a bench schema needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  return openDatabase({ kind: 'postgres', url, schema, maxConnections: 10 });
}

/** Drops the bench's schema from the server, if it made one, and closes the database. */
export async function closeBenchDatabase(db: DbHandle): Promise<void> {
  if (db.kind === 'postgres') {
    const [{ schema }] = await db.query<{ schema: string }>('select current_schema() as schema');
    if (schema.startsWith('bench_')) await db.exec(`drop schema "${schema}" cascade`);
  }
  await db.close();
}

export const databaseName = (db: DbHandle) => (db.kind === 'postgres' ? 'PostgreSQL server' : 'embedded PGlite');
