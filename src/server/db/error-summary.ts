import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a log line may say of a failed statement: the driver's message and SQLSTATE.
 * Drizzle's own message repeats the statement with its parameters, which hold
 * travellers' personal data, so it is never logged. The message goes in `detail`,
 * so that it never takes the place of the log line's own message.
 */
export function errorSummary(error: Error): { error: string; detail: string; code?: string } {
  const cause = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  const message = error instanceof DrizzleQueryError && cause === error ? 'query failed' : cause.message;
  return { error: cause.name, detail: message.split('\n')[0].slice(0, 300), ...(typeof code === 'string' ? { code } : {}) };
}
