/** The SQLSTATE of the error refuse() raises (migration 0029_statement_refusals): a class no PostgreSQL error uses. */
export const REFUSAL_STATE = 'SF001';

/**
 * The reason a statement refused itself with (refuse(reason)), or undefined for any other failure. Both drivers
 * throw a database error with the SQLSTATE as its `code` and the reason as its message.
 */
export function refusalOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && error.code === REFUSAL_STATE ? error.message : undefined;
}
