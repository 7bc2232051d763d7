import { type Column, getTableColumns, is, Param, Placeholder, SQL, sql, type Table } from 'drizzle-orm';
import type { Transaction } from './connect.ts';

/**
 * A statement the query builder wrote once, with a placeholder wherever a value changes from call to call, to be
 * run in any transaction by runBuilt. Drizzle's own prepared statements are bound to the connection they were made
 * on, so they cannot serve a transaction; and building a large statement again on every call (the order's insert
 * with its seats, the payment's claim with its tickets) cost more of the server's time than PGlite took to run it.
 */
export interface BuiltStatement {
  readonly text: string;
  readonly params: readonly unknown[];
}

/** Keeps the text and parameters of a query built with sql.placeholder for each of its changing values. */
export function buildOnce(query: { toSQL(): { sql: string; params: unknown[] } }): BuiltStatement {
  const { sql: text, params } = query.toSQL();
  return { text, params };
}

/**
 * The statement's parameters for one run. A placeholder that stands for a column's value is written as the column
 * writes it (JSON for jsonb, ISO text for a timestamp), but a null stays SQL NULL: Drizzle's own filling would write
 * a null jsonb value as the JSON value null.
 */
export function paramsOf(statement: BuiltStatement, values: Readonly<Record<string, unknown>>): unknown[] {
  const given = (name: string): unknown => {
    if (!(name in values)) throw new Error(`No value for the placeholder "${name}"`);
    return values[name];
  };
  return statement.params.map((param) => {
    if (is(param, Placeholder)) return given(param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const value = given(param.value.name);
      return value === null || value === undefined ? null : param.encoder.mapToDriverValue(value);
    }
    return param;
  });
}

/** Runs a built statement on a transaction's connection with the values of its placeholders; its rows come as the driver reads them, by column name. */
export function runBuilt(
  tx: Pick<Transaction, 'query'>,
  statement: BuiltStatement,
  values: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>[]> {
  return tx.query<Record<string, unknown>>(statement.text, paramsOf(statement, values));
}

/** A placeholder named as each of a table's columns, for a statement that writes the whole row (the value a column is not given is its default). */
export function columnPlaceholders<T extends Table>(table: T, except: readonly (keyof T['_']['columns'])[] = []): Record<keyof T['$inferInsert'], Placeholder> {
  const entries = Object.keys(getTableColumns(table))
    .filter((key) => !except.includes(key))
    .map((key) => [key, sql.placeholder(key)]);
  return Object.fromEntries(entries) as Record<keyof T['$inferInsert'], Placeholder>;
}

/** The values of a whole row for columnPlaceholders: each column's own default where the row leaves it out, or null. */
export function rowValues<T extends Table>(table: T, values: Partial<T['$inferInsert']>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, Column][]) {
    const given: unknown = values[key as keyof T['$inferInsert']];
    if (given !== undefined) row[key] = given;
    else if (is(column.default, SQL)) throw new Error(`The column ${column.name} has a default in SQL, which a placeholder cannot give; give its value`);
    else row[key] = column.default ?? null;
  }
  return row;
}

/** A row of a table as a driver read it by column name, each value read as Drizzle reads it in a select of the table. */
export function tableRow<T extends Table>(table: T, raw: Readonly<Record<string, unknown>>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, Column][]) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
