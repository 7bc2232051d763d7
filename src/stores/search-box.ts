import { atom } from 'nanostores';
import type { City } from '../domain/cities.ts';
import { type DateRange, MIN_MULTI_CITY_FLIGHTS, reconcileDates, relabelCities, type SearchForm } from '../domain/shop/search-box.ts';
import { normalisePassengers } from '../domain/shop/search-box-passengers.ts';
import { type SavedSearchBox, savedSearchBoxOf } from './saved-search-box.ts';

/**
 * The search box's form, kept alive (spec 2: book/search is kept alive): it is saved
 * in session storage per site on every change and read back when the page loads
 * again, such as on the way back from the results.
 */
export const $searchBox = atom<SearchForm | undefined>(undefined);

/** The cash search box of book/search, or the award search box of mileage/search (one way or round trip only). */
export type SearchBoxKind = 'cash' | 'award';

const storageKey = (site: string, kind: SearchBoxKind = 'cash') => `${kind === 'award' ? 'awardBox' : 'searchBox'}.${site}`;

function readSaved(site: string, kind?: SearchBoxKind): SavedSearchBox | undefined {
  try {
    const text = sessionStorage.getItem(storageKey(site, kind));
    return text === null ? undefined : savedSearchBoxOf(JSON.parse(text));
  } catch {
    // No storage (a private mode) or a broken entry: start afresh.
    return undefined;
  }
}

function writeSaved(site: string, lang: string, form: SearchForm, kind?: SearchBoxKind): void {
  try {
    sessionStorage.setItem(storageKey(site, kind), JSON.stringify({ lang, form }));
  } catch {
    // A full or missing storage only costs the form's memory, never the search.
  }
}

export interface OpenSearchBox {
  readonly site: string;
  readonly lang: string;
  /** The form of a first visit. */
  readonly fresh: SearchForm;
  readonly range: DateRange;
  /** The city data of the page's language, asked for only when a saved form names its cities in another. */
  readonly cities: () => Promise<readonly City[]>;
  /** Which box: each keeps its own form (cash when not given). */
  readonly kind?: SearchBoxKind;
}

/**
 * Puts the saved form of the site (brought up to today's dates) or a fresh one in
 * the store, and saves every later change. Returns the function that stops saving.
 */
export function openSearchBox({ site, lang, fresh, range, cities, kind }: OpenSearchBox): () => void {
  const saved = readSaved(site, kind);
  if (saved) {
    // An award is never multi-city: such a form (only a hand edit makes one) starts afresh.
    const multiCityReady = saved.form.tripType !== 'M' || (kind !== 'award' && saved.form.flights.length >= MIN_MULTI_CITY_FLIGHTS);
    const form = multiCityReady ? { ...saved.form, ...normalisePassengers(saved.form) } : fresh;
    $searchBox.set(reconcileDates(form, range));
    if (saved.lang !== lang) {
      void cities()
        .then((list) => editSearchBox((current) => relabelCities(current, list)))
        .catch(() => undefined);
    }
  } else {
    $searchBox.set(fresh);
  }
  return $searchBox.listen((form) => {
    if (form) writeSaved(site, lang, form, kind);
  });
}

/** The search box's last form on a site (from this tab's session), for pages that start from it, such as a low-fare alert. */
export function savedSearchForm(site: string): SearchForm | undefined {
  return readSaved(site)?.form;
}

/** Applies one of the pure edits of src/domain/shop/search-box.ts. */
export function editSearchBox(change: (form: SearchForm) => SearchForm): void {
  const current = $searchBox.get();
  if (current) $searchBox.set(change(current));
}
