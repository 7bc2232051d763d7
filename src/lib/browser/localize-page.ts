import { bcp47, isLang, type Lang } from '../../domain/languages.ts';
import { resolveLocale } from '../routing/locale.ts';
import { readStoredLocale } from './locale-storage.ts';

/**
 * The visitor's language on a page without one in its URL, chosen as the front door
 * chooses it: the stored choice, else the browser's languages.
 */
export function visitorLang(): Lang {
  const stored = readStoredLocale();
  const resolved = resolveLocale({
    query: new URLSearchParams(location.search),
    path: '',
    hash: '',
    cookie: stored.cookie,
    session: stored.session,
    browserLanguages: navigator.languages,
  });
  return resolved.kind === 'ok' && isLang(resolved.lang) ? resolved.lang : 'en';
}

/** Shows the page in the visitor's language, from the messages it carries in `data-messages`. */
export function localizePage(): Record<string, string> {
  const all = JSON.parse(document.body.dataset.messages ?? '{}') as Partial<Record<Lang, Record<string, string>>>;
  const lang = visitorLang();
  const messages = all[lang] ?? all.en ?? {};
  document.documentElement.lang = bcp47(lang);
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const text = messages[element.dataset.i18n ?? ''];
    if (text !== undefined) element.textContent = text;
  }
  if (messages.title) document.title = messages.title;
  return messages;
}
