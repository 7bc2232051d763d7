import { resolveLocale } from '../routing/locale.ts';
import { type Base, baseOf, errorHref, routeHref, segmentsOf } from '../routing/paths.ts';
import { readStoredLocale, storeLocale } from './locale-storage.ts';

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

/**
 * An old hash address (/#/{site}/{lang}/...) goes to its path. The server sends a
 * visitor at the front door on before the page can see the hash, and the browser
 * carries the hash along, so the page it lands on follows it too; returns true
 * when the page is left.
 */
export function followOldHashAddress(base: Base): boolean {
  if (!location.hash.startsWith('#/') || segmentsOf(location.hash.slice(1)).length === 0) return false;
  location.replace(`${base}${location.hash.slice(2)}${location.search}`);
  return true;
}
