import Cookies from 'js-cookie';
import { formatLangCookie, LANG_COOKIE, LANG_COOKIE_DAYS, SESSION_LANG_KEY, SESSION_SITE_KEY } from '../routing/locale.ts';

/** The stored choice of site and language, as the browser keeps it. */
export function readStoredLocale(): { cookie?: string; session: { site: string | null; lang: string | null } } {
  return {
    cookie: Cookies.get(LANG_COOKIE),
    session: readSession(),
  };
}

function readSession(): { site: string | null; lang: string | null } {
  try {
    return { site: sessionStorage.getItem(SESSION_SITE_KEY), lang: sessionStorage.getItem(SESSION_LANG_KEY) };
  } catch {
    // Storage can be disabled by the browser's privacy settings; the cookie still holds the choice.
    return { site: null, lang: null };
  }
}

/** Keeps the choice in the language cookie for a year and in session storage. */
export function storeLocale(site: string, lang: string): void {
  Cookies.set(LANG_COOKIE, formatLangCookie(site, lang), {
    expires: LANG_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
  try {
    sessionStorage.setItem(SESSION_SITE_KEY, site);
    sessionStorage.setItem(SESSION_LANG_KEY, lang);
  } catch {
    // See readSession.
  }
}

/** Keeps the page's site and language as the stored choice, where the cookie or the tab holds another. */
export function rememberLocale(site: string, lang: string): void {
  const stored = readStoredLocale();
  if (stored.cookie !== formatLangCookie(site, lang) || stored.session.site !== site || stored.session.lang !== lang) storeLocale(site, lang);
}
