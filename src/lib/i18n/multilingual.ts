import { LANGUAGES, type Lang } from '../../domain/languages.ts';
import { messagesOf } from './catalog.ts';
import { type Params, translate } from './format.ts';

/**
 * A few messages in every language, for pages whose URL has no language (the error
 * pages, the entry page, the social-login pop-up): the page picks one in the browser.
 */
export function inEveryLanguage(keys: readonly string[], params?: Params): Record<Lang, Record<string, string>> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(keys.map((key) => [key, translate(messagesOf(lang), key, params)]))])) as Record<
    Lang,
    Record<string, string>
  >;
}
