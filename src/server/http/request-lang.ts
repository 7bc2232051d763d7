import { isLang, type Lang, langFromTag } from '../../domain/languages.ts';
import { acceptedLanguages } from '../../lib/routing/first-visit.ts';
import { LANG_COOKIE, parseLangCookie } from '../../lib/routing/locale.ts';

/**
 * The language to answer a request in: the `language` or `lang` query parameter
 * (the spec's calls send one), a /{site}/{lang}/ pair in the API path, the
 * language cookie, then Accept-Language; English when none is usable.
 */
export function requestLang(url: URL, cookieHeader: string | undefined, acceptLanguage: string | undefined): Lang {
  for (const name of ['language', 'lang']) {
    const value = url.searchParams.get(name);
    if (isLang(value)) return value;
  }
  const pathLang = url.pathname.split('/').find((segment, i, all) => i > 1 && isLang(segment) && all[i - 1].length >= 2);
  if (isLang(pathLang)) return pathLang;
  const cookie = cookieValue(cookieHeader, LANG_COOKIE);
  const fromCookie = parseLangCookie(cookie).lang;
  if (isLang(fromCookie)) return fromCookie;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const lang = langFromTag(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** One cookie of a Cookie header, decoded. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
