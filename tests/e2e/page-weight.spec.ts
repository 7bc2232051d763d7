import { relative } from 'node:path';
import { budgetKey, JS_AT_LOAD_BUDGETS_KB, SEARCH_PAGE_SCRIPT_FILES_BUDGET } from '../page-budgets.ts';
import { expect, test } from '../support/e2e-test.ts';
import { htmlFiles, pageWeigher } from '../support/page-weight.ts';

const distClient = new URL('../../dist/client/', import.meta.url).pathname;

test.describe('the weight of the built pages', () => {
  test('keeps the JavaScript every page loads before it is used within its budget', () => {
    const weigh = pageWeigher(distClient);
    const over = htmlFiles(distClient).flatMap((file) => {
      const page = relative(distClient, file);
      const key = budgetKey(page);
      const kb = weigh(file).js / 1024;
      return kb > JS_AT_LOAD_BUDGETS_KB[key] ? [`${page}: ${kb.toFixed(1)} KB, budget of ${key} ${JS_AT_LOAD_BUDGETS_KB[key]} KB`] : [];
    });
    expect(over.slice(0, 20)).toEqual([]);
  });

  test('keeps the search page to its budget of script files at load, with the shell in one of them', () => {
    const weight = pageWeigher(distClient)(`${distClient}nz/en/book/search/index.html`);
    expect(weight.scripts).toBeLessThanOrEqual(SEARCH_PAGE_SCRIPT_FILES_BUDGET);
  });

  test('names a budget for the search page and one for every other page', () => {
    expect(budgetKey('nz/en/book/search/index.html')).toBe('book/search');
    expect(budgetKey('nz/en/my/order/detail/_/index.html')).toBe('my/order/detail/_');
    expect(budgetKey('nz/en/login/index.html')).toBe('every page');
    expect(budgetKey('404/index.html')).toBe('every page');
  });
});
