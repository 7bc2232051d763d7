import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { MIGRATIONS } from '../../src/server/db/migrations.ts';
import * as declared from '../../src/server/db/schema.ts';
import { schemaChangeSql } from '../../src/server/db/schema-sql.ts';
import { emptyDatabase, freshDatabase } from '../support/test-databases.ts';

/**
 * What a database's tables are made of, read from its catalog, with the names PostgreSQL or drizzle-kit choose
 * for constraints and indexes left out: two databases with equal shapes take the same rows and answer the same
 * queries the same way.
 */
async function shapeOf(handle: DbHandle): Promise<Record<string, string[]>> {
  const columns = await handle.query<{ line: string }>(
    `select table_name || '.' || column_name || ' ' || format_type(a.atttypid, a.atttypmod)
              || case when a.attnotnull then ' not null' else '' end
              || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
              || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end as line
       from information_schema.columns c
       join pg_attribute a on a.attrelid = (quote_ident(c.table_name))::regclass and a.attname = c.column_name
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.table_schema = current_schema()
      order by 1`,
  );
  const constraints = await handle.query<{ line: string }>(
    `select conrelid::regclass::text || ' ' || pg_get_constraintdef(oid) as line
       from pg_constraint where connamespace = current_schema()::regnamespace and contype <> 'n'
      order by 1`,
  );
  const indexes = await handle.query<{ line: string }>(
    `select regexp_replace(indexdef, 'INDEX \\S+ ON', 'INDEX ON') as line
       from pg_indexes where schemaname = current_schema()
      order by 1`,
  );
  return {
    columns: columns.map((row) => row.line),
    constraints: constraints.map((row) => row.line),
    indexes: indexes.map((row) => row.line),
  };
}

describe('the database schema', () => {
  let migrated: DbHandle;
  let fromSchema: DbHandle;

  beforeAll(async () => {
    // The run's migrated template is made by migrate() on an empty database, as a first start does.
    migrated = await freshDatabase();
    fromSchema = await emptyDatabase();
    for (const statement of await schemaChangeSql({}, declared)) await fromSchema.exec(statement);
  });
  afterAll(async () => {
    await migrated.close();
    await fromSchema.close();
  });

  it('is built by the migrations exactly as the Drizzle schema declares it: columns, keys, checks and indexes', async () => {
    const [byMigrations, bySchema] = [await shapeOf(migrated), await shapeOf(fromSchema)];
    expect(byMigrations.columns.length).toBeGreaterThan(100);
    expect(byMigrations).toEqual(bySchema);
  });

  it('declares every table the migrations create, and no other', async () => {
    const tables = async (handle: DbHandle) =>
      (await handle.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = current_schema() order by 1`)).map((row) => row.name);
    const created = await tables(migrated);
    expect(created).toHaveLength(54);
    expect(created).toEqual(await tables(fromSchema));
  });

  it('leaves no enumerable property on the prototypes of arrays, strings and objects, so other code sharing the process can iterate them', () => {
    const enumerable = [Array.prototype, String.prototype, Object.prototype].flatMap((prototype) => Object.keys(prototype));
    expect(enumerable).toEqual([]);
  });

  it('numbers the migrations in order, one module each, with ids that are never reused', () => {
    const ids = MIGRATIONS.map((migration) => migration.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.map((id) => id.slice(0, 4))).toEqual(ids.map((_, index) => String(index + 1).padStart(4, '0')));
  });
});
