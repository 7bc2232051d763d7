import { atom } from 'nanostores';
import type { City } from '../domain/cities.ts';
import type { DateRange, SearchForm } from '../domain/shop/search-box.ts';

/**
 * The search box's form, kept alive (spec 2: book/search is kept alive): it is saved
 * in session storage per site on every change and read back when the page loads
 * again, such as on the way back from the results.
 */
export const $searchBox = atom<SearchForm | undefined>(undefined);

/** The cash search box of book/search, or the award search box of mileage/search (one way or round trip only). */
export type SearchBoxKind = 'cash' | 'award';

const storageKey = (site: string, kind: SearchBoxKind = 'cash') => `${kind === 'award' ? 'awardBox' : 'searchBox'}.${site}`;

/** What this tab saved of a site's box, if anything (read as `saved-search-box.ts` reads it). */
export function savedSearchBoxText(site: string, kind?: SearchBoxKind): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(site, kind)) ?? undefined;
  } catch {
    // No storage (a private mode): start afresh.
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

/** A saved form being read back: edits made meanwhile wait for it. */
let reopening: Promise<void> | undefined;

/**
 * Puts the saved form of the site (brought up to today's dates) or a fresh one in
 * the store, and saves every later change. Returns the function that stops saving.
 * A saved form is read back by code of its own (`saved-search-box.ts`), which a first
 * visit, with nothing saved, never loads; should that code fail to load, the box
 * starts afresh.
 */
export function openSearchBox(box: OpenSearchBox): () => void {
  const { site, lang, fresh, kind } = box;
  let open = true;
  let stopSaving = () => {};
  const start = (form: SearchForm) => {
    $searchBox.set(form);
    stopSaving = $searchBox.listen((next) => {
      if (next) writeSaved(site, lang, next, kind);
    });
  };
  const text = savedSearchBoxText(site, kind);
  if (text === undefined) {
    start(fresh);
  } else {
    const done: Promise<void> = import('./saved-search-box.ts')
      .then(
        ({ reopenedSearchBox }) => reopenedSearchBox(text, box),
        () => fresh,
      )
      .then((form) => {
        if (open) start(form);
      })
      .finally(() => {
        if (reopening === done) reopening = undefined;
      });
    reopening = done;
  }
  return () => {
    open = false;
    stopSaving();
  };
}

/** Applies one of the pure edits of src/domain/shop/search-box.ts (once a saved form being read back is in place). */
export function editSearchBox(change: (form: SearchForm) => SearchForm): void {
  const current = $searchBox.get();
  if (current) $searchBox.set(change(current));
  else void reopening?.then(() => editSearchBox(change));
}
