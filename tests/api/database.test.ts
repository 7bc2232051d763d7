import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { MIGRATIONS } from '../../src/server/db/migrations.ts';
import { refusalOf } from '../../src/server/db/refusals.ts';
import { seedDemoData } from '../../src/server/db/seed.ts';
import { fixedClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { freshDatabase } from '../support/test-app.ts';

describe('the database layer', () => {
  it('applies each migration once, however often it starts', async () => {
    const db = await freshDatabase();
    try {
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ id: string }>('select id from schema_migrations order by id');
      expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    } finally {
      await db.close();
    }
  });

  it('keeps a statement with parameters prepared on its connection, once however often it runs, and gives each run its own values', async () => {
    const db = await freshDatabase();
    try {
      const text = 'select $1::int * 2 as twice';
      const kept = await db.transaction(async (tx) => {
        const answers = [...(await tx.query<{ twice: number }>(text, [2])), ...(await tx.query<{ twice: number }>(text, [21]))];
        const [{ count }] = await tx.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements where statement = $1', [text]);
        return { answers: answers.map((row) => row.twice), count };
      });
      expect(kept).toEqual({ answers: [4, 42], count: 1 });
    } finally {
      await db.close();
    }
  });

  it("runs all of a transaction's statements in one transaction, and keeps none of them when it fails", async () => {
    const db = await freshDatabase();
    try {
      await db.exec('create table kept_or_not (id int primary key)');
      const ids = await db.transaction(async (tx) => {
        const [first] = await tx.query<{ id: string }>('select pg_current_xact_id()::text as id');
        await tx.query('insert into kept_or_not (id) values ($1)', [1]);
        const [second] = await tx.query<{ id: string }>('select pg_current_xact_id()::text as id');
        return [first.id, second.id];
      });
      expect(ids[0]).toBe(ids[1]);
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into kept_or_not (id) values ($1)', [2]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      // The first statement fails: the transaction fails with it, and the connection serves the next one.
      await expect(db.transaction((tx) => tx.query('insert into kept_or_not (id) values ($1)', [1]))).rejects.toThrow();
      const rows = await db.transaction((tx) => tx.query<{ id: number }>('select id from kept_or_not order by id'));
      expect(rows.map((row) => row.id)).toEqual([1]);
    } finally {
      await db.close();
    }
  });

  it("commits a transaction with its last statement, and keeps none of it when that statement fails or refuses itself, with the refusal's reason", async () => {
    const db = await freshDatabase();
    try {
      await db.exec('create table last_or_not (id int primary key)');
      const kept = async () => (await db.query<{ id: number }>('select id from last_or_not order by id')).map((row) => row.id);
      const answer = await db.transaction(async (tx) => {
        await tx.query('insert into last_or_not (id) values ($1)', [1]);
        return tx.last(() => tx.query<{ id: number }>('insert into last_or_not (id) values ($1) returning id', [2]));
      });
      expect(answer).toEqual([{ id: 2 }]);
      expect(await kept()).toEqual([1, 2]);

      const duplicate = db.transaction(async (tx) => {
        await tx.query('insert into last_or_not (id) values ($1)', [3]);
        return tx.last(() => tx.query('insert into last_or_not (id) values ($1)', [1]));
      });
      await expect(duplicate).rejects.toMatchObject({ code: '23505' });
      const refused = await db
        .transaction(async (tx) => {
          await tx.query('insert into last_or_not (id) values ($1)', [4]);
          return tx.last(() => tx.query("select case when count(*) > $1 then refuse('soldOut') end from last_or_not", [2]));
        })
        .catch((error: unknown) => error);
      expect(refusalOf(refused)).toBe('soldOut');
      // Neither kept its first insert, and the connections serve the next transaction.
      expect(await kept()).toEqual([1, 2]);
      await db.transaction((tx) => tx.last(() => tx.query('insert into last_or_not (id) values ($1)', [5])));
      expect(await kept()).toEqual([1, 2, 5]);
    } finally {
      await db.close();
    }
  });

  it('leaves nothing behind of a migration that fails half-way', async () => {
    const db = await freshDatabase();
    try {
      const broken = [{ id: '9999_broken', sql: 'create table half_done (id int); select no_such_function();' }];
      await expect(migrate(db, broken)).rejects.toThrow();
      const tables = await db.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_name = 'half_done'");
      expect(tables[0].n).toBe(0);
      const recorded = await db.query<{ n: number }>("select count(*)::int as n from schema_migrations where id = '9999_broken'");
      expect(recorded[0].n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('keeps the embedded database on disk and loads the demo data only on the first start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'storefront-db-'));
    const clock = fixedClock('2026-11-21T08:00:00Z');
    const logger = memoryLogger();
    let stepRuns = 0;
    const step = async () => {
      stepRuns++;
    };
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      expect(await migrate(first)).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await seedDemoData(first, clock, logger, [step])).toBe(true);
      await first.close();
      const again = await openDatabase({ kind: 'pglite', dataDir: dir });
      expect(await migrate(again)).toEqual([]);
      expect(await seedDemoData(again, clock, logger, [step])).toBe(false);
      const marker = await again.query<{ value: { label: string } }>("select value from app_meta where key = 'demo_data'");
      expect(marker[0].value.label).toMatch(/demonstration/i);
      await again.close();
      expect(stepRuns).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('lets two servers starting at once on PostgreSQL apply each migration exactly once', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `t_race_${Date.now()}`;
    const a = await openDatabase({ kind: 'postgres', url, schema });
    const b = await openDatabase({ kind: 'postgres', url, schema });
    try {
      const [left, right] = await Promise.all([migrate(a), migrate(b)]);
      expect([...left, ...right].sort()).toEqual(MIGRATIONS.map((m) => m.id).sort());
      const rows = await a.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(rows[0].n).toBe(MIGRATIONS.length);
    } finally {
      await a.exec(`drop schema "${schema}" cascade`);
      await a.close();
      await b.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection', () => {
  it('lost while idle is replaced on the next query, and the process lives on', async () => {
    const db = await freshDatabase();
    try {
      const [{ pid }] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await expect.poll(async () => (await db.query<{ n: number }>('select 1 as n'))[0]?.n, { timeout: 10_000 }).toBe(1);
    } finally {
      await db.close();
    }
  });
});
