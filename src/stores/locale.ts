import { atom } from 'nanostores';
import { baseOf, pageHref, segmentsOf, stripBase } from '../lib/routing/paths.ts';

/** The site and language of the page, set once by the page guard. */
export const $locale = atom<{ site: string; lang: string } | undefined>(undefined);

/**
 * Switches to another site or language on the same screen: the choice is stored
 * for a year and the page reloads in the new tree (spec 2, route guards).
 */
export async function chooseLocale(site: string, lang: string): Promise<void> {
  // Stored here as well as by the next page's guard, so that the choice holds even where that page is never idle; the
  // cookie's code loads with the choice, not with every page's header.
  await import('../lib/browser/locale-storage.ts').then(
    ({ storeLocale }) => storeLocale(site, lang),
    () => undefined,
  );
  const rest = segmentsOf(stripBase(location.pathname) ?? '')
    .slice(2)
    .join('/');
  location.assign(pageHref(baseOf(location.pathname), site, lang, rest, location.search));
}
