import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/server/db/connect.ts';

/** The embedded database's statements, kept parsed by the handle (src/server/db/pglite-statements.ts). */
describe('statements on the embedded database', () => {
  let db: DbHandle;
  let plain: PGlite;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    plain = await PGlite.create('memory://');
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
