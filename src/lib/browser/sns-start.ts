import Cookies from 'js-cookie';
import { apiUrl } from '../../domain/api/operation.ts';
import { startSnsLogin as jumpToProvider } from '../../domain/api/sns.ts';
import { isLang } from '../../domain/languages.ts';
import { isSnsChannel, type SnsChannel } from '../../domain/member/sns-channels.ts';
import { LANG_COOKIE, resolveLocale } from '../routing/locale.ts';

/**
 * The API call that starts the provider's login, for the site and language of the
 * query (spec 2), else the stored choice, resolved as every page resolves them.
 */
export function snsJumpUrl(channel: SnsChannel, search: string, cookie: string | undefined, browserLanguages: readonly string[] = []): string {
  const locale = resolveLocale({ query: new URLSearchParams(search), path: '', hash: '', cookie, browserLanguages });
  const lang = locale.kind === 'ok' && isLang(locale.lang) ? locale.lang : 'en';
  return apiUrl(jumpToProvider, { params: { site: locale.site, lang }, query: { type: channel } });
}

/** /sns/{channel} in the pop-up: goes on to the provider at once, leaving no entry in the pop-up's history. */
export function startSnsLogin(): void {
  const channel = document.body.dataset.channel;
  // The page is built for each channel of SNS_CHANNELS only.
  if (!channel || !isSnsChannel(channel)) return;
  location.replace(snsJumpUrl(channel, location.search, Cookies.get(LANG_COOKIE), navigator.languages));
}
