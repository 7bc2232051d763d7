import type { Messages } from '../i18n/catalog.ts';
import { errorMessage } from '../i18n/error-message.ts';
import { isApiError } from './api-error.ts';

/** What to tell the visitor about a failed call (spec 8): the server's own message, else the code's, else x02. */
export function failureText(messages: Messages, error: unknown): string {
  if (!isApiError(error)) return errorMessage(messages, 'x02');
  return error.message && error.message !== error.code ? error.message : errorMessage(messages, error.code);
}
