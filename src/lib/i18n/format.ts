import type { Messages } from './catalog.ts';
import { formatMessage, type Params } from './message-format.ts';

export type { Params } from './message-format.ts';

/** The message that names its file's language (a BCP 47 tag), so plural forms follow the language. */
export const LANGUAGE_TAG_KEY = 'meta.languageTag';

/** Fills a message's `{name}`, plural and select arguments (ICU MessageFormat); one without a value is left as written. */
export function interpolate(template: string, params: Params = {}, languageTag = 'en'): string {
  return formatMessage(template, params, languageTag);
}

/** A message by key; the key itself when missing, which the completeness test prevents. */
export function translate(messages: Messages, key: string, params?: Params): string {
  const template = messages[key];
  return template === undefined ? key : formatMessage(template, params, messages[LANGUAGE_TAG_KEY] ?? 'en');
}

/** The subset of messages whose keys start with one of the prefixes, for an island's props. */
export function pickMessages(messages: Messages, prefixes: readonly string[]): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => key === LANGUAGE_TAG_KEY || prefixes.some((p) => key === p || key.startsWith(`${p}.`))));
}
