import { resolveLocale } from '../routing/locale.ts';
import { baseOf, errorHref, routeHref } from '../routing/paths.ts';
import { readStoredLocale, storeLocale } from './locale-storage.ts';
import { followOldHashAddress } from './old-hash-address.ts';

/**
 * The storefront's front door ({base} with nothing after it): an old hash URL
 * (/#/...) is rewritten without the hash; otherwise the visitor goes to the search
 * page of the site and language resolved in the spec's order.
 */
export function enterStorefront(): void {
  const base = baseOf(location.pathname);
  if (followOldHashAddress(base)) return;
  const query = new URLSearchParams(location.search);
  const stored = readStoredLocale();
  const resolved = resolveLocale({
    query,
    path: '',
    hash: location.hash,
    cookie: stored.cookie,
    session: stored.session,
    browserLanguages: navigator.languages,
  });
  if (resolved.kind === 'unsupportedSite') {
    location.replace(errorHref(base, 404));
    return;
  }
  query.delete('site');
  query.delete('lang');
  storeLocale(resolved.site, resolved.lang);
  const search = query.size > 0 ? `?${query}` : '';
  location.replace(routeHref(base, resolved.site, resolved.lang, 'book.search', {}, search));
}
