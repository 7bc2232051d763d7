import * as v from 'valibot';
import type { Context } from 'hono';
import { errorMessage, fieldMessage, messagesOf } from '../../lib/i18n/index.ts';
import type { AppEnv } from './context.ts';
import type { AppError } from './errors.ts';

/** The failure envelope of design 4: the code, its message in the visitor's language, and the wrong fields. */
export const FailureSchema = v.object({
  ex: v.string(),
  desc: v.string(),
  msg: v.string(),
  fields: v.optional(v.record(v.string(), v.object({ code: v.string(), msg: v.string() }))),
});

export type Failure = v.InferOutput<typeof FailureSchema>;

export function failureBody(c: Context<AppEnv>, error: AppError): Failure {
  const messages = messagesOf(c.get('lang') ?? 'en');
  const message = errorMessage(messages, error.code);
  const fields = Object.entries(error.fields);
  return {
    ex: error.code,
    desc: message,
    msg: message,
    ...(fields.length > 0
      ? { fields: Object.fromEntries(fields.map(([name, found]) => [name, { code: found.code, msg: fieldMessage(messages, found) }])) }
      : {}),
  };
}
