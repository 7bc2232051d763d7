import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { keptPerKey } from '../../domain/kept-per-key.ts';
import { drizzleSessions } from './drizzle-sessions.ts';
import { checkWritable, GuardedNodeFS, type StorageFailure } from './guarded-node-fs.ts';
import { pgliteStatements } from './pglite-statements.ts';
import type { Schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The statements of one open transaction: Drizzle's query builder, or raw SQL, on the same connection. */
export interface Transaction {
  /** Drizzle over this transaction; it must not open a nested transaction of its own. */
  readonly db: Database;
  query<T>(sqlText: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Whether no other transaction runs while this one is open: so on the embedded database, which runs one at a time.
   * Locks taken only to order transactions among themselves are then not needed.
   */
  readonly alone: boolean;
  /**
   * Sends the statement `send` sends as the transaction's last, with the commit right behind it in the same write
   * rather than after its answer: a round trip less for every transaction that ends so, and for one that holds locks
   * (an order's, on its flights), the locks go with the statement's own run. The transaction commits when the
   * statement succeeds and rolls back when it fails, since the server ends a failed transaction's commit in a
   * rollback. So the statement must carry every check the transaction depends on (db/refusals.ts), and nothing the
   * task does afterwards can undo it: the task sends no other statement and returns what it answers.
   */
  last<T>(send: () => Promise<T>): Promise<T>;
}

/** A database connection: Drizzle for queries, plus what migrations and tests need from the driver. */
export interface DbHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Runs SQL that may hold several statements. */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sqlText: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `task` while holding a database-wide lock, so that servers sharing the database take turns. */
  exclusive<T>(lockId: number, task: () => Promise<T>): Promise<T>;
  /** Runs SQL that may hold several statements in one transaction: all of it, or none. */
  execInTransaction(sqlText: string): Promise<void>;
  /** Runs `task` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(task: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DbTarget =
  /**
   * PGlite in a folder, or in memory with `memory://`; `loadDataDir` starts it from a dump of another.
   * `onStorageFailure` is called, synchronously, when a write to the folder fails for want of disk, and must end the process.
   */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob; onStorageFailure?: (failure: StorageFailure) => never }
  /** A PostgreSQL server; `schema` confines every query to one schema (tests use a fresh one each). */
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

/**
 * The embedded server's settings. Its shared buffers default to 128 MB, which the process keeps once touched;
 * the storefront's working set (orders, seats, members) is far smaller, and what the searches read is held
 * in memory above the database, so 16 MB serves as well at an eighth of the memory.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Whether a folder already holds an embedded database (PGlite writes PG_VERSION when it creates one). */
export function holdsEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'pglite') {
    const options = { startParams: EMBEDDED_START_PARAMS, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) };
    if (target.dataDir.startsWith('memory://')) return pgliteHandle(await PGlite.create(target.dataDir, options));
    await mkdir(target.dataDir, { recursive: true });
    if (target.onStorageFailure && !holdsEmbeddedDatabase(target.dataDir)) await checkWritable(target.dataDir, target.onStorageFailure);
    const fs = target.onStorageFailure ? new GuardedNodeFS(target.dataDir, target.onStorageFailure) : undefined;
    return pgliteHandle(await PGlite.create(fs ? { ...options, fs } : { ...options, dataDir: target.dataDir }));
  }
  return postgresHandle(target);
}

/** A handle over an open PGlite database. */
export function pgliteHandle(client: PGlite): DbHandle {
  const drizzle = drizzleSessions().pglite;
  // Every statement is parsed once and kept (pglite-statements.ts), Drizzle's as well as the handle's own.
  const { run, runInTransaction } = pgliteStatements(client);
  return {
    db: drizzle(client, run, client),
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    query: async <T>(sqlText: string, params: readonly unknown[] = []) => (await run<T>(sqlText, params, client.parsers)).rows,
    // One process owns an embedded database, so there is nobody to take turns with.
    exclusive: (_lockId, task) => task(),
    execInTransaction: async (sqlText) => {
      await client.transaction(async (tx) => {
        await tx.exec(sqlText);
      });
    },
    // PGlite runs one transaction at a time; other statements wait for it to end.
    transaction: (task) =>
      client.transaction((tx) =>
        task({
          db: drizzle(tx, runInTransaction, client),
          query: async <T>(sqlText: string, params: readonly unknown[] = []) => (await runInTransaction<T>(sqlText, params, client.parsers)).rows,
          alone: true,
          // The transaction holds the database, which commits it as the task returns, in the same call.
          last: (send) => send(),
        }),
      ),
    close: () => client.close(),
  };
}

/**
 * A statement with parameters as a PostgreSQL server is asked to keep it: prepared under a name made from its text,
 * once on each connection, and then only bound and run, as the embedded database keeps its statements
 * (pglite-statements.ts). The server otherwise parsed and planned each of an order's statements on every call, and on
 * two cores its backends' time was taken from the storefront's. Every such text in the code is fixed (its values go
 * as parameters), so a connection keeps a bounded set. A pooler in transaction mode must pass prepared statements on
 * (PgBouncer 1.21 and later, with max_prepared_statements set; see the README).
 */
function keptStatement(nameOf: StatementNames, text: string, params: readonly unknown[]): pg.QueryConfig {
  if (params.length === 0) return { text };
  // The name is hashed once per text rather than on every call: the order's statements run to kilobytes.
  const name = nameOf(text, () => `kept_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`);
  return { name, text, values: [...params] };
}

/** The names of a handle's statement texts, made once each: the code holds some thirty texts with parameters. */
type StatementNames = ReturnType<typeof keptPerKey<string>>;

/**
 * Holds a connection's writes until the current turn of the event loop ends, so that a `begin` and the statement the
 * transaction sends right behind it, or a last statement and its `commit`, leave in one write and reach the server's
 * backend in one read. Under the order bench, the writes to the server's sockets took about a fifth of the
 * storefront's own thread, most of it in the kernel: each write is a system call that wakes a backend.
 */
function writeTogether(client: pg.PoolClient): void {
  if (!(client instanceof pg.Client)) return;
  const { stream } = client.connection;
  stream.cork();
  setImmediate(() => stream.uncork());
}

async function postgresHandle(target: Extract<DbTarget, { kind: 'postgres' }>): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    // While the database is away, a request waits this long for a connection and then answers 503, well within
    // the pages' 30 s time-out, instead of hanging; keep-alive notices a peer that vanished without closing.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // A connection may send a statement before the answer to the one ahead of it: a transaction's first statement
    // goes out right behind its `begin` (see transaction below). Each statement still ends in a sync of its own, so
    // one that fails fails alone, as it would without.
    pipeline: true,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // A connection the server closed while it sat idle (a restart, a fail-over, a proxy's idle timeout) is
  // dropped by the pool, which opens a new one when next needed; unheard, the error would end the process.
  pool.on('error', () => undefined);
  if (target.schema) {
    const client = await pool.connect();
    try {
      await client.query(`create schema if not exists "${target.schema.replaceAll('"', '')}"`);
    } finally {
      client.release();
    }
  }
  const drizzle = drizzleSessions().nodePg;
  // Drizzle over each of the pool's connections, made once: the pool hands out the same connections again, and Drizzle
  // made anew for every transaction was about 3% of all the server allocated under the order load.
  const overConnection = new WeakMap<pg.PoolClient, ReturnType<typeof drizzle>>();
  const drizzleOver = (client: pg.PoolClient) => {
    let made = overConnection.get(client);
    if (!made) {
      made = drizzle(client);
      overConnection.set(client, made);
    }
    return made;
  };
  const names: StatementNames = keptPerKey<string>();
  return {
    db: drizzle(pool),
    kind: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    query: async <T>(sqlText: string, params: readonly unknown[] = []) => (await pool.query(keptStatement(names, sqlText, params))).rows as T[],
    exclusive: async (lockId, task) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        return await task();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        client.release();
      }
    },
    execInTransaction: async (sqlText) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(sqlText);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    transaction: async (task) => {
      const client = await pool.connect();
      // The transaction's first statement follows its `begin` without waiting for the answer, saving a round trip
      // of each transaction (two of a paid order's). The server runs them in the order sent; a `begin` fails only
      // with its connection, and then so does everything behind it.
      writeTogether(client);
      const begun = client.query('begin');
      begun.catch(() => undefined);
      let committing: Promise<unknown> | undefined;
      try {
        const result = await task({
          db: drizzleOver(client),
          query: async <T>(sqlText: string, params: readonly unknown[] = []) => (await client.query(keptStatement(names, sqlText, params))).rows as T[],
          alone: false,
          last: (send) => {
            writeTogether(client);
            const answer = send();
            committing = client.query('commit');
            // Awaited once the task returns; a task that fails first has its own error to tell.
            committing.catch(() => undefined);
            return answer;
          },
        });
        await begun;
        await (committing ?? client.query('commit'));
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
