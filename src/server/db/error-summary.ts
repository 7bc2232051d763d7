import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a log line may say of a failed statement: the driver's message and SQLSTATE.
 * Drizzle's own message repeats the statement with its parameters, which hold
 * travellers' personal data, so it is never logged.
 */
export function errorSummary(error: Error): { error: string; message: string; code?: string } {
  const cause = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  const message = error instanceof DrizzleQueryError && cause === error ? 'query failed' : cause.message;
  return { error: cause.name, message: message.split('\n')[0].slice(0, 300), ...(typeof code === 'string' ? { code } : {}) };
}
