import type { Context } from 'hono';
import type { Failure } from '../../domain/api/failure.ts';
import type { Lang } from '../../domain/languages.ts';
import { errorMessage, fieldMessage, messagesOf } from '../../lib/i18n/index.ts';
import type { AppError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/** The body of a failed call, its messages in the request's language. */
export function failureBody(c: Context<AppEnv>, error: AppError): Failure {
  return failureIn(c.get('lang') ?? 'en', error);
}

/** The body of a failed call, its messages in a language. */
export function failureIn(lang: Lang, error: AppError): Failure {
  const messages = messagesOf(lang);
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
