import { type PGlite, parse, protocol, type Results, type RowMode } from '@electric-sql/pglite';
import { type Column, columnsOf, readResult } from './protocol-replies.ts';

/** The statements an embedded database keeps parsed, the least recently used closed first. */
const KEPT_STATEMENTS = 128;

/** What a statement's first use learnt of it: its name in the session, the types of its parameters, and its columns. */
interface Statement {
  readonly name: string;
  readonly paramTypes: readonly number[];
  /** Its columns, as its RowDescription gave them: each run's rows are read by them (protocol-replies.ts). */
  readonly columns: readonly Column[];
}

/** How PGlite reads each type of column, by type id. */
export type Parsers = PGlite['parsers'];

/** Runs one parameterised statement, reading its rows with the parsers given, in object or array mode. */
export type RunStatement = <T>(text: string, params: readonly unknown[], parsers: Parsers, rowMode?: RowMode) => Promise<Results<T>>;

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/**
 * PGlite's statements, each parsed once and kept under a name in the database's one session, as a PostgreSQL
 * driver keeps prepared statements. PGlite's own query() parses, analyses and plans each statement on every call,
 * which on the WebAssembly backend cost more than running it (milliseconds for the order's larger statements); a
 * kept statement is only bound and run, and is planned once for good where a generic plan serves; its replies are
 * read straight from the bytes the database writes (protocol-replies.ts). Statements run under PGlite's own locks, as
 * its query() runs them: `run` outside a transaction, `runInTransaction` only inside the callback of PGlite's
 * transaction(), which holds the database for it.
 */
export function pgliteStatements(client: PGlite): { run: RunStatement; runInTransaction: RunStatement } {
  const kept = new Map<string, Statement>();
  let named = 0;

  async function prepare(text: string): Promise<Statement> {
    const known = kept.get(text);
    if (known) {
      // Most recently used last, so that the first is the one to close.
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    const name = `pglite_${++named}`;
    const parts = [protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()];
    const oldest = kept.size >= KEPT_STATEMENTS ? kept.keys().next().value : undefined;
    const closing = oldest === undefined ? undefined : kept.get(oldest);
    if (oldest !== undefined && closing) {
      kept.delete(oldest);
      parts.unshift(protocol.serialize.close({ type: 'S', name: closing.name }));
    }
    const described = await client.execProtocolStream(concat(parts), { syncToFs: false });
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      columns: columnsOf(described.find((message) => message instanceof protocol.messages.RowDescriptionMessage)?.fields ?? []),
    };
    kept.set(text, statement);
    return statement;
  }

  async function execute<T>(text: string, params: readonly unknown[], parsers: Parsers, rowMode: RowMode | undefined): Promise<Results<T>> {
    const statement = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = client.serializers[statement.paramTypes[i]];
      return serialize ? serialize(value) : String(value);
    });
    // The replies' bytes as written (each chunk is copied: it is a view of the database's memory).
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(
      concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    try {
      return readResult<T>(chunks.length === 1 ? chunks[0] : concat(chunks), statement.columns, parsers, rowMode);
    } catch (error) {
      // A statement whose tables changed under it is parsed again on its next use.
      if (error instanceof Error && 'code' in error && error.code === '0A000') kept.delete(text);
      throw error;
    }
  }

  return {
    run: async <T>(text: string, params: readonly unknown[], parsers: Parsers, rowMode?: RowMode): Promise<Results<T>> => {
      // A closed or closing database refuses the statement, as its query() does.
      await client._checkReady();
      const result = await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => execute<T>(text, params, parsers, rowMode)));
      // As PGlite's query() does after a statement outside a transaction.
      await client.syncToFs();
      return result;
    },
    runInTransaction: <T>(text: string, params: readonly unknown[], parsers: Parsers, rowMode?: RowMode): Promise<Results<T>> =>
      client._runExclusiveQuery(() => execute<T>(text, params, parsers, rowMode)),
  };
}
