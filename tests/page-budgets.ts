/**
 * How much JavaScript (gzip, KB) each built page may load before it is used: the route's page path below
 * /{site}/{lang}/ (placeholders as `_`), else `every page`. `tests/e2e/page-weight.spec.ts` fails on a page above its
 * budget; `npm run bench` prints the figures.
 *
 * These are today's figures with a few tenths of a KB to spare, so that nothing grows unnoticed; `every page` is issue
 * 20's target of 120 KB, which every page meets. Each step that trims a page lowers its line here.
 */
export const JS_AT_LOAD_BUDGETS_KB: Readonly<Record<string, number>> = {
  'every page': 120,
  'book/search': 89.5,
  'book/shop': 112.2,
  'book/passengers': 116.9,
  'book/addition': 112.9,
  'mileage/flights': 103.9,
  'mileage/book': 114.1,
  // These two carry the whole of the funnel's shared file for the few of its modules they use (entry-groups.ts), in
  // fewer files than before.
  'mileage/search': 108.9,
  'my/order/detail/_': 115.2,
};

/**
 * How many script files a page of the booking funnel may load before it is used, each a request on a phone's network
 * and tasks of its own as the page starts (issue 20's target is 20 requests in all on the search page's first load).
 * The shell every page hydrates travels as one file, and so do the small form pieces the search box shares with other
 * pages and what the passengers and extras pages share (`src/lib/build/entry-groups.ts`); a new shared module the
 * bundler splits off shows here as one more.
 */
export const SCRIPT_FILES_BUDGETS: Readonly<Record<string, number>> = {
  'book/search': 14,
  'book/shop': 23,
  'book/passengers': 32,
  'book/addition': 23,
};

/**
 * How large the search page's HTML may be (raw, KB): issue 20's target. It carries the first paint's styles, the
 * islands' props and the header of every page, so that whatever grows in those shows here first.
 */
export const SEARCH_PAGE_HTML_BUDGET_KB = 20;

/** The budget line of a built page, from its path below the client folder (nz/en/book/search/index.html). */
export function budgetKey(page: string): string {
  const parts = page
    .replace(/index\.html$/, '')
    .split('/')
    .filter(Boolean);
  const below = parts.length >= 2 && /^[a-z]{2}$/.test(parts[1]) ? parts.slice(2).join('/') : '';
  return below in JS_AT_LOAD_BUDGETS_KB ? below : 'every page';
}
