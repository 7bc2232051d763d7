import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { createTableRelationsHelpers, type ExtractTablesWithRelations, extractTablesRelationalConfig, type RelationalSchemaConfig } from 'drizzle-orm';
import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { type Schema, schema } from './schema.ts';

type Relational = RelationalSchemaConfig<ExtractTablesWithRelations<Schema>>;

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
  return {
    pglite: (client: PGlite | PgliteTransaction) => new PgliteDatabase(dialect, new PgliteSession(client, dialect, relational), relational),
    nodePg: (client: pg.Pool | pg.PoolClient) => new NodePgDatabase(dialect, new NodePgSession(client, dialect, relational), relational),
  };
}
