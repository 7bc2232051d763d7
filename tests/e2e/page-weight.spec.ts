import { readFileSync } from 'node:fs';
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

  test('draws a page with the styles in its own head, under its content security policy, and fetches no stylesheet', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/tk/nz/en/book/search/');
    // The global sheet draws the header; the search page's own sheet lays out its form.
    await expect(page.locator('.site-header')).toHaveCSS('display', 'flex');
    await expect(page.locator('.search-box')).toHaveCSS('display', 'grid');
    expect(stylesheets).toEqual([]);
  });

  test("carries each page's own sheets and no other page's", () => {
    const html = (path: string) => readFileSync(`${distClient}${path}/index.html`, 'utf8');
    expect(html('nz/en/book/search')).toContain('.search-box{');
    expect(html('nz/en/book/search')).not.toContain('.shop-rows{');
    expect(html('nz/en/book/shop')).toContain('.shop-rows{');
    expect(html('nz/en/book/shop')).not.toContain('.search-box{');
    expect(html('nz/en/book/passengers')).toContain('.shop-timer{');
    expect(html('nz/en/book/passengers')).not.toContain('.shop-rows{');
  });

  test('names a budget for the search page and one for every other page', () => {
    expect(budgetKey('nz/en/book/search/index.html')).toBe('book/search');
    expect(budgetKey('nz/en/my/order/detail/_/index.html')).toBe('my/order/detail/_');
    expect(budgetKey('nz/en/login/index.html')).toBe('every page');
    expect(budgetKey('404/index.html')).toBe('every page');
  });
});
