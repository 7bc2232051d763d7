import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { createTableRelationsHelpers, type ExtractTablesWithRelations, extractTablesRelationalConfig, type RelationalSchemaConfig } from 'drizzle-orm';
import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Parsers, RunStatement } from './pglite-statements.ts';
import { type Schema, schema } from './schema.ts';

type Relational = RelationalSchemaConfig<ExtractTablesWithRelations<Schema>>;

/**
 * PGlite, or one of its transactions, as Drizzle's session reaches it: its statements go to `run`, which keeps them
 * parsed (pglite-statements.ts). Drizzle passes the same parsers with every query, which read its date and time types
 * as text; PGlite merged those with all three hundred of its own on every query, so they are merged once here.
 */
function throughStatements<C extends PGlite | PgliteTransaction>(client: C, instance: PGlite, run: RunStatement, merged: WeakMap<PGlite, Parsers>): C {
  const query: C['query'] = (text, params = [], options) => {
    if (!options?.parsers) return run(text, params, instance.parsers, options?.rowMode);
    let parsers = merged.get(instance);
    if (!parsers) {
      parsers = { ...instance.parsers, ...options.parsers };
      merged.set(instance, parsers);
    }
    return run(text, params, parsers, options.rowMode);
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Drizzle over a connection or a transaction, sharing one dialect and one reading of the schema's
 * relations. Drizzle's own factory reads every table's relations again on each call, which
 * cost more than the statements of a short transaction.
 */
export function drizzleSessions() {
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  // Drizzle types the reading only by what it was given; its own factory makes the same assertion.
  const relational: Relational = { fullSchema: schema, schema: tables.tables as ExtractTablesWithRelations<Schema>, tableNamesMap: tables.tableNamesMap };
  const dialect = new PgDialect();
  // Drizzle's parsers over each instance's own, merged once.
  const merged = new WeakMap<PGlite, Parsers>();
  return {
    /** Drizzle over PGlite or one of its transactions, running its statements with `run` (the instance's, or its transaction's). */
    pglite: (client: PGlite | PgliteTransaction, run: RunStatement, instance: PGlite) =>
      new PgliteDatabase(dialect, new PgliteSession(throughStatements(client, instance, run, merged), dialect, relational), relational),
    nodePg: (client: pg.Pool | pg.PoolClient) => new NodePgDatabase(dialect, new NodePgSession(client, dialect, relational), relational),
  };
}
