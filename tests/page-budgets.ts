/**
 * How much JavaScript (gzip, KB) each built page may load before it is used: the route's page path below
 * /{site}/{lang}/ (placeholders as `_`), else `every page`. `tests/e2e/page-weight.spec.ts` fails on a page above its
 * budget; `npm run bench` prints the figures.
 *
 * These are today's figures with 1 KB to spare, so that nothing grows unnoticed. Issue 20's targets are 90 KB for
 * the search page and 120 KB for every page: each step that trims a page lowers its line here.
 */
export const JS_AT_LOAD_BUDGETS_KB: Readonly<Record<string, number>> = {
  'every page': 153,
  'book/search': 116,
  'book/shop': 121,
  'book/passengers': 177,
  'book/addition': 165,
  'mileage/search': 118,
  'mileage/flights': 119,
  'mileage/book': 174,
  'my/order/detail/_': 157,
  'my/subscribelowprice': 154,
};

/**
 * How many script files the search page may load before it is used, each a request on a phone's network (issue 20's
 * target is 20 requests in all on its first load). The shell every page hydrates travels as one file
 * (`src/lib/build/entry-groups.ts`); a new shared module the bundler splits off shows here as one more.
 */
export const SEARCH_PAGE_SCRIPT_FILES_BUDGET = 26;

/** The budget line of a built page, from its path below the client folder (nz/en/book/search/index.html). */
export function budgetKey(page: string): string {
  const parts = page
    .replace(/index\.html$/, '')
    .split('/')
    .filter(Boolean);
  const below = parts.length >= 2 && /^[a-z]{2}$/.test(parts[1]) ? parts.slice(2).join('/') : '';
  return below in JS_AT_LOAD_BUDGETS_KB ? below : 'every page';
}
