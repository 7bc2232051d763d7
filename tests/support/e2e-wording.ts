import type { Lang } from '../../src/domain/languages.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';

/** A page's wording in its language: a message, or a pattern of it with its placeholders open. */
export function wording(lang: Lang) {
  const messages = messagesOf(lang);
  const message = (key: string, params: Record<string, string | number> = {}) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`No message ${key} in ${lang}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
  };
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = (key: string, params: Record<string, string | number> = {}) =>
    new RegExp(
      `^${message(key, params)
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('.+')}$`,
    );
  const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
  return { message, pattern, startsWith };
}
