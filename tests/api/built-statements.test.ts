import { eq, sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, columnPlaceholders, rowValues, runBuilt, tableRow } from '../../src/server/db/built-statements.ts';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { emptyDatabase } from '../support/test-databases.ts';

const parcel = pgTable('parcel', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  kind: text('kind').notNull().default('box'),
  weight: bigint('weight', { mode: 'number' }).notNull(),
  contents: jsonb('contents'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  note: text('note'),
});

/** Statements the query builder wrote once and any transaction runs (src/server/db/built-statements.ts), on either database. */
describe('statements built once', () => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await emptyDatabase();
    await db.exec(`create table parcel (id serial primary key, label text not null, kind text not null default 'box', weight bigint not null,
      contents jsonb, sent_at timestamptz not null, note text)`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('write whole rows in transactions, a null jsonb as SQL NULL and a value left out as its default, and read them back as a select of the table does', async () => {
    const insert = buildOnce(
      db.db
        .insert(parcel)
        .values(columnPlaceholders(parcel, ['id']))
        .returning(),
    );
    const sentAt = new Date('2026-11-29T08:30:00.123Z');
    const rows = await db.transaction(async (tx) => [
      ...(await runBuilt(tx, insert, rowValues(parcel, { label: 'first', weight: 2 ** 40, contents: { items: [1, 2], note: 'fragile' }, sentAt }))),
      ...(await runBuilt(tx, insert, rowValues(parcel, { label: 'second', kind: 'crate', weight: 3, contents: null, sentAt, note: 'n' }))),
    ]);
    const written = rows.map((row) => tableRow(parcel, row));
    const selected = await db.db.select().from(parcel).orderBy(parcel.id);
    expect(written).toEqual(selected);
    expect(written).toMatchObject([
      { label: 'first', kind: 'box', weight: 2 ** 40, contents: { items: [1, 2], note: 'fragile' }, sentAt, note: null },
      { label: 'second', kind: 'crate', weight: 3, contents: null, sentAt, note: 'n' },
    ]);
    const [{ nulls }] = await db.query<{ nulls: number }>('select count(*)::int as nulls from parcel where contents is null');
    expect(nulls).toBe(1);
  });

  it('run with the values of each call, and refuse a call that leaves a placeholder without one', async () => {
    const byLabel = buildOnce(
      db.db
        .select()
        .from(parcel)
        .where(eq(parcel.label, sql.placeholder('label'))),
    );
    const labels = await db.transaction(async (tx) => [
      (await runBuilt(tx, byLabel, { label: 'first' })).map((row) => row.label),
      (await runBuilt(tx, byLabel, { label: 'none' })).map((row) => row.label),
    ]);
    expect(labels).toEqual([['first'], []]);
    await expect(db.transaction((tx) => runBuilt(tx, byLabel, {}))).rejects.toThrow('No value for the placeholder "label"');
  });
});
