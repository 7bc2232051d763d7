import { resolveLocale } from '../routing/locale.ts';
import { baseOf, pageHref } from '../routing/paths.ts';
import { readStoredLocale } from './locale-storage.ts';

/**
 * /{site}/ without a language: the spec's main.notSupport alert, then the site's
 * home in the best language, unless the query asks to `keep` the page.
 */
export function leaveUnsupportedLocale(message: string): void {
  const site = document.body.dataset.site;
  if (!site) return;
  window.alert(message);
  const query = new URLSearchParams(location.search);
  if (query.has('keep')) return;
  const stored = readStoredLocale();
  const resolved = resolveLocale({
    query: new URLSearchParams(),
    path: site,
    hash: '',
    cookie: stored.cookie,
    session: stored.session,
    browserLanguages: navigator.languages,
  });
  if (resolved.kind === 'ok') location.replace(pageHref(baseOf(location.pathname), resolved.site, resolved.lang, ''));
}
