import Cookies from 'js-cookie';
import { LANG_COOKIE, resolveLocale } from '../routing/locale.ts';

/**
 * The API call that starts the provider's login, for the site and language of the
 * query (spec 2), else the stored choice, resolved as every page resolves them.
 */
export function snsJumpUrl(channel: string, search: string, cookie: string | undefined, browserLanguages: readonly string[] = []): string {
  const locale = resolveLocale({ query: new URLSearchParams(search), path: '', hash: '', cookie, browserLanguages });
  const [site, lang] = locale.kind === 'ok' ? [locale.site, locale.lang] : [locale.site, 'en'];
  return `/api/sns/${encodeURIComponent(site)}/${encodeURIComponent(lang)}/jump?${new URLSearchParams({ type: channel })}`;
}

/** /sns/{channel} in the pop-up: goes on to the provider at once, leaving no entry in the pop-up's history. */
export function startSnsLogin(): void {
  const channel = document.body.dataset.channel;
  if (!channel) return;
  location.replace(snsJumpUrl(channel, location.search, Cookies.get(LANG_COOKIE), navigator.languages));
}
