import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/server/db/connect.ts';
import { pgliteStatements } from '../../src/server/db/pglite-statements.ts';

/** The embedded database's statements, kept parsed by the handle (src/server/db/pglite-statements.ts). */
describe('statements on the embedded database', () => {
  let db: DbHandle;
  let plain: PGlite;
  /** Statements kept by the reading under test, on the database PGlite reads for comparison. */
  let run: ReturnType<typeof pgliteStatements>['run'];
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    plain = await PGlite.create('memory://');
    ({ run } = pgliteStatements(plain));
    await db.exec('create table thing (id int primary key, label text not null, at timestamptz not null default now())');
  });
  afterAll(async () => {
    await db.close();
    await plain.close();
  });

  it('read every type as PGlite reads it, the first time and when kept', async () => {
    const text = `select $1::int as n, $2::text[] as texts, $3::jsonb as doc, now() as at, current_date as day, interval '1 day' as span,
      array[now()] as ats, 1.5::numeric as amount, array[1.5::numeric] as amounts, array[current_date] as days, 9007199254740993::bigint as big`;
    const params = [5, ['a', 'b'], JSON.stringify({ a: [1] })];
    const expected = (await plain.query<Record<string, unknown>>(text, params)).rows[0];
    for (let i = 0; i < 3; i++) {
      const [row] = await db.query<Record<string, unknown>>(text, params);
      expect(Object.keys(row)).toEqual(Object.keys(expected));
      for (const key of ['n', 'texts', 'doc', 'day', 'span', 'amount', 'amounts', 'days', 'big']) expect(row[key]).toEqual(expected[key]);
      expect(row.at).toBeInstanceOf(Date);
      expect((row.ats as unknown[])[0]).toBeInstanceOf(Date);
    }
  });

  it('answer what PGlite’s own reading answers: rows as objects or arrays, a repeated column name, nulls, the columns, and the counts of what was written', async () => {
    await plain.exec('create table note (id int primary key, body text)');
    const write = 'insert into note select g, case when g % 3 = 0 then null else repeat(g::text, 40) end from generate_series(1, $1::int) g';
    const written = await run(write, [600], plain.parsers);
    expect(written).toMatchObject({ rows: [], affectedRows: 600, rowCount: 600, command: 'INSERT' });
    // Some 60 KB of rows, more than the database writes out at once.
    const read = 'select id, body, id::text as id, $1::jsonb as doc from note where id <= $2 order by 1';
    const params = [JSON.stringify({ lang: 'ja', name: '山田' }), 600];
    for (const rowMode of ['object', 'array'] as const) {
      const own = await plain.query(read, params, { rowMode });
      const kept = await run(read, params, plain.parsers, rowMode);
      expect(kept.rows).toHaveLength(600);
      expect(kept.rows).toEqual(own.rows);
      expect(kept.fields).toEqual(own.fields);
    }
    const changed = await run('update note set body = null where id > $1', [590], plain.parsers);
    expect(changed).toMatchObject({ affectedRows: 10, rowCount: 10, command: 'UPDATE' });
    expect((await run('select id from note where id < $1', [0], plain.parsers)).rows).toEqual([]);
  });

  it('fail a statement with the error PGlite’s own reading fails it with', async () => {
    await plain.exec("create table code (id int primary key, kind text not null check (kind in ('a', 'b')))");
    const insert = 'insert into code values ($1, $2)';
    await run(insert, [1, 'a'], plain.parsers);
    for (const values of [
      [1, 'a'],
      [2, 'c'],
      [3, null],
    ]) {
      const own = await plain.query(insert, values).catch((error: unknown) => error);
      const kept = await run(insert, values, plain.parsers).catch((error: unknown) => error);
      // PGlite's query() adds the statement and its values to the error; the rest is the database's.
      const { query, params, queryOptions, ...fromDatabase } = own as Record<string, unknown>;
      expect(query).toBe(insert);
      expect(kept).toBeInstanceOf((own as Error).constructor);
      expect((kept as Error).message).toBe((own as Error).message);
      expect({ ...(kept as object) }).toEqual(fromDatabase);
    }
  });

  it('give Drizzle its date and time types as text, inside and outside a transaction', async () => {
    const read = sql`select now() as at, current_date as day, ${7}::int as n`;
    // PGlite's result, as Drizzle hands it on.
    const rowOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0];
    const outside = rowOf(await db.db.execute(read));
    const inside = await db.transaction(async (tx) => rowOf(await tx.db.execute(read)));
    for (const row of [outside, inside]) {
      expect(typeof row.at).toBe('string');
      expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.n).toBe(7);
    }
  });

  it('leave the database usable after a statement fails, and roll a failed transaction back whole', async () => {
    const insert = 'insert into thing (id, label) values ($1, $2) returning id';
    expect(await db.query(insert, [1, 'one'])).toEqual([{ id: 1 }]);
    await expect(db.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [2, 'two']);
        await tx.query(insert, [1, 'clash']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select id, label from thing order by id')).toEqual([{ id: 1, label: 'one' }]);
  });

  it('parse a statement again once its table has changed under it', async () => {
    const text = 'select * from thing where id = $1';
    expect(Object.keys((await db.query<Record<string, unknown>>(text, [1]))[0])).toEqual(['id', 'label', 'at']);
    await db.exec('alter table thing add column note text');
    // The kept statement's columns no longer match: the database refuses it once, then it is parsed anew.
    await db.query(text, [1]).catch(() => undefined);
    expect(Object.keys((await db.query<Record<string, unknown>>(text, [1]))[0])).toEqual(['id', 'label', 'at', 'note']);
  });

  it('keep answering when more statements are used than are kept', async () => {
    for (let i = 0; i < 300; i++) expect(await db.query(`select ${i} as k, $1::int as v`, [i])).toEqual([{ k: i, v: i }]);
    expect(await db.query('select 0 as k, $1::int as v', [1])).toEqual([{ k: 0, v: 1 }]);
  });
});
