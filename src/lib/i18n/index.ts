import type { Lang } from '../../domain/languages.ts';
import { messagesOf } from './catalog.ts';
import { errorMessage } from './error-message.ts';
import { type Params, translate } from './format.ts';

export { type MessageKey, type Messages, messagesOf, missingKeys } from './catalog.ts';
export { errorMessage, fieldMessage } from './error-message.ts';
export { interpolate, type Params, pickMessages, translate } from './format.ts';

/** A translator bound to one language, for pages and the server. */
export function translator(lang: Lang): { t: (key: string, params?: Params) => string; error: (code: string) => string } {
  const messages = messagesOf(lang);
  return {
    t: (key, params) => translate(messages, key, params),
    error: (code) => errorMessage(messages, code),
  };
}
