import type { DbHandle } from './connect.ts';
import { MIGRATIONS, type Migration } from './migrations.ts';

/**
 * Applies the migrations not yet applied, each in its own transaction that first
 * records it: when two servers start at once, the second one's record waits for
 * the first and then fails, and the migration counts as applied.
 */
export async function migrate(handle: DbHandle, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
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
    try {
      await handle.execInTransaction(`insert into schema_migrations (id) values ('${id}');\n${migration.sql}`);
      applied.push(migration.id);
    } catch (error) {
      if (!(await isApplied(handle, migration.id))) throw error;
    }
  }
  return applied;
}

async function isApplied(handle: DbHandle, id: string): Promise<boolean> {
  const rows = await handle.query<{ found: boolean }>('select exists (select 1 from schema_migrations where id = $1) as found', [id]);
  return rows[0]?.found === true;
}
