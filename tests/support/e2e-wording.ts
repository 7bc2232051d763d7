import { bcp47, type Lang } from '../../src/domain/languages.ts';
import { messagesOf, translate } from '../../src/lib/i18n/index.ts';
import { messagePattern } from './message-pattern.ts';

/** A page's wording in its language: a message, or a pattern of it with its placeholders open. */
export function wording(lang: Lang) {
  const messages = messagesOf(lang);
  const plural = new Intl.PluralRules(bcp47(lang));
  const own = (key: string) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`No message ${key} in ${lang}`);
    return text;
  };
  const message = (key: string, params: Record<string, string | number> = {}) => {
    own(key);
    return translate(messages, key, params);
  };
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** The message with the arguments given filled in and the others open. */
  const pattern = (key: string, params: Record<string, string | number> = {}) =>
    new RegExp(
      `^${messagePattern(own(key), params, (value, cases) => {
        const exact = `=${value}`;
        if (cases.includes(exact)) return exact;
        if (typeof value === 'number' && cases.includes(plural.select(value))) return plural.select(value);
        return cases.includes(String(value)) ? String(value) : undefined;
      })}$`,
    );
  const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
  return { message, pattern, startsWith };
}
