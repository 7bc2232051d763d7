import type { DbHandle } from './connect.ts';
import { MIGRATIONS, type Migration } from './migrations.ts';

/** Any number that no other part of the app uses as an advisory lock. */
const MIGRATION_LOCK = 7_421_001;

/**
 * Applies the migrations not yet applied, each in its own transaction with its
 * record, under a lock so that servers starting at once take turns.
 */
export function migrate(handle: DbHandle, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  return handle.exclusive(MIGRATION_LOCK, () => applyPending(handle, migrations));
}

async function applyPending(handle: DbHandle, migrations: readonly Migration[]): Promise<string[]> {
  await handle.exec(`
    create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const applied: string[] = [];
  for (const migration of migrations) {
    if (await isApplied(handle, migration.id)) continue;
    const id = migration.id.replaceAll("'", "''");
    await handle.execInTransaction(`insert into schema_migrations (id) values ('${id}');\n${migration.sql}`);
    applied.push(migration.id);
  }
  return applied;
}

async function isApplied(handle: DbHandle, id: string): Promise<boolean> {
  const rows = await handle.query<{ found: boolean }>('select exists (select 1 from schema_migrations where id = $1) as found', [id]);
  return rows[0]?.found === true;
}
