import { atom } from 'nanostores';
import { storeLocale } from '../lib/browser/locale-storage.ts';
import { baseOf, pageHref, segmentsOf, stripBase } from '../lib/routing/paths.ts';

/** The site and language of the page, set once by the page guard. */
export const $locale = atom<{ site: string; lang: string } | undefined>(undefined);

/**
 * Switches to another site or language on the same screen: the choice is stored
 * for a year and the page reloads in the new tree (spec 2, route guards).
 */
export function chooseLocale(site: string, lang: string): void {
  storeLocale(site, lang);
  const rest = segmentsOf(stripBase(location.pathname) ?? '')
    .slice(2)
    .join('/');
  location.assign(pageHref(baseOf(location.pathname), site, lang, rest, location.search));
}
