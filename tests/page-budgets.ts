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
  'book/search': 89.6,
  'book/shop': 112.5,
  'book/passengers': 119.1,
  'mileage/search': 105.1,
  'mileage/flights': 104.2,
  'mileage/book': 115.3,
  'my/order/detail/_': 111.9,
};

/**
 * How many script files the search page may load before it is used, each a request on a phone's network (issue 20's
 * target is 20 requests in all on its first load). The shell every page hydrates travels as one file, and so do the
 * small form pieces its search box shares with other pages (`src/lib/build/entry-groups.ts`); a new shared module the
 * bundler splits off shows here as one more.
 */
export const SEARCH_PAGE_SCRIPT_FILES_BUDGET = 14;

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
