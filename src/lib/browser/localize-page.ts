import Cookies from 'js-cookie';
import { bcp47, isLang, type Lang, langFromTag } from '../../domain/languages.ts';
import { LANG_COOKIE, parseLangCookie } from '../routing/locale.ts';

/** The visitor's language on a page without one in its URL: the stored choice, else the browser's, else English. */
export function visitorLang(): Lang {
  const stored = parseLangCookie(Cookies.get(LANG_COOKIE)).lang;
  if (isLang(stored)) return stored;
  for (const tag of navigator.languages) {
    const lang = langFromTag(tag);
    if (lang) return lang;
  }
  return 'en';
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
