import { type PGlite, protocol, type Results, type RowMode, types } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];

/** A column of a statement's rows, as its RowDescription names it and a result lists it. */
export type Column = Results['fields'][number];

/** The columns of a statement as its results list them, from its RowDescription's fields (made once per statement). */
export const columnsOf = (fields: readonly Column[]): readonly Column[] => fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));

/** The first byte of each backend message read here (the others, such as BindComplete, say nothing a result needs). */
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

/** The commands whose tag's count is of rows written, which PGlite's results sum as affectedRows. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The result of one bound and executed statement, read straight from the bytes the embedded database wrote, as
 * PGlite's parseResults reads its parsed messages: the rows (their values read by `parsers`, by column type, as
 * types.parseType reads them), the columns, the command and the counts of its tag. PGlite's own parser builds an
 * object for every message and copies every value before a row is made; on the order load that reading took a tenth
 * of the request thread, and the main thread's CPU per paid order fell from 8.2-10.0 to 7.4-7.9 ms without it. A
 * statement that failed is read by PGlite's parser, and its DatabaseError thrown, as PGlite's execProtocolStream
 * throws it.
 */
export function readResult<T>(bytes: Uint8Array, columns: readonly Column[], parsers: Parsers, rowMode: RowMode | undefined): Results<T> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: unknown[] = [];
  let tag: string | undefined;
  for (let at = 0; at + 5 <= bytes.length; ) {
    const type = bytes[at];
    const end = at + 1 + text.readInt32BE(at + 1);
    if (type === DATA_ROW) rows.push(rowOf(text, at + 5, columns, parsers, rowMode));
    else if (type === COMMAND_COMPLETE) tag ??= text.toString('utf8', at + 5, end - 1);
    else if (type === ERROR_RESPONSE) throw databaseError(bytes);
    at = end;
  }
  // Each result has its own list, as parseResults gives it.
  const fields = [...columns];
  if (tag === undefined) return { rows: rows as T[], fields: [], affectedRows: 0 };
  const parts = tag.split(' ');
  const command = parts[0];
  const count = Number.parseInt(parts[parts.length - 1], 10);
  return {
    rows: rows as T[],
    fields,
    command,
    affectedRows: WRITES.has(command) ? count : 0,
    ...(Number.isNaN(count) ? {} : { rowCount: count }),
  } as Results<T>;
}

/** One DataRow's values, from the field count at `at`: an array, or an object by column name. */
function rowOf(text: Buffer, at: number, columns: readonly Column[], parsers: Parsers, rowMode: RowMode | undefined): unknown {
  const count = text.readInt16BE(at);
  const values: unknown[] = new Array(count);
  let next = at + 2;
  for (let i = 0; i < count; i++) {
    const length = text.readInt32BE(next);
    next += 4;
    if (length < 0) {
      values[i] = null;
      continue;
    }
    values[i] = types.parseType(text.toString('utf8', next, next + length), columns[i].dataTypeID, parsers);
    next += length;
  }
  if (rowMode === 'array') return values;
  const row: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const { name } = columns[i];
    // As Object.fromEntries makes it, a later column of the same name wins, and even this name is a column.
    if (name === '__proto__') Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true, configurable: true });
    else row[name] = values[i];
  }
  return row;
}

/** The error of a statement that failed, as PGlite's own parser makes it. */
function databaseError(bytes: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (!error && message instanceof protocol.messages.DatabaseError) error = message;
  });
  return error ?? new Error('The embedded database reported an error it could not describe');
}
