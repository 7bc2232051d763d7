import type { Context } from 'hono';
import type { Failure } from '../../domain/api/failure.ts';
import { errorMessage, fieldMessage, messagesOf } from '../../lib/i18n/index.ts';
import type { AppError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/** The body of a failed call, its messages in the request's language. */
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
