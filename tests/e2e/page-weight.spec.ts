import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { budgetKey, JS_AT_LOAD_BUDGETS_KB, SCRIPT_FILES_BUDGETS, SEARCH_PAGE_HTML_BUDGET_KB } from '../page-budgets.ts';
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

  test('keeps the booking funnel’s pages to their budgets of script files at load, with the shell in one of them', () => {
    const weigh = pageWeigher(distClient);
    const over = Object.entries(SCRIPT_FILES_BUDGETS).flatMap(([page, budget]) => {
      const { scripts } = weigh(`${distClient}nz/en/${page}/index.html`);
      return scripts > budget ? [`${page}: ${scripts} files, budget ${budget}`] : [];
    });
    expect(over).toEqual([]);
  });

  test('keeps the search page’s HTML within its budget', () => {
    const kb = statSync(`${distClient}nz/en/book/search/index.html`).size / 1024;
    expect(kb).toBeLessThanOrEqual(SEARCH_PAGE_HTML_BUDGET_KB);
  });

  test('draws the first paint with the styles in its own head, under its content security policy, with no stylesheet to wait for', async ({ page }) => {
    const stylesheets: string[] = [];
    // The whole sheet comes empty: what the page shows before its scripts run is drawn by its head's part alone.
    await page.route('**/_astro/page-style.*.css', (route) => {
      stylesheets.push(route.request().url());
      return route.fulfill({ contentType: 'text/css', body: '' });
    });
    await page.goto('/tk/nz/en/book/search/');
    // The global sheet draws the header; the search page's own sheet lays out its form.
    await expect(page.locator('.site-header')).toHaveCSS('display', 'flex');
    await expect(page.locator('.search-box')).toHaveCSS('display', 'grid');
    // The whole sheet is linked after the page's content, so that it never holds the first paint.
    expect(stylesheets).toHaveLength(1);
    expect(await page.locator('body > link[rel="stylesheet"]:last-child').count()).toBe(1);
  });

  test("carries each page's own sheets and no other page's, and inlines only the rules its HTML may use", () => {
    const html = (path: string) => readFileSync(`${distClient}${path}/index.html`, 'utf8');
    const inline = (path: string) => /<style data-page-style>([\s\S]*?)<\/style>/.exec(html(path))?.[1] ?? '';
    const whole = (path: string) => readFileSync(`${distClient}${/href="\/tk\/(_astro\/page-style\.[^"]+)"/.exec(html(path))?.[1]}`, 'utf8');
    expect(whole('nz/en/book/search')).toContain('.search-box{');
    expect(whole('nz/en/book/search')).not.toContain('.shop-rows{');
    expect(whole('nz/en/book/shop')).toContain('.shop-rows{');
    expect(whole('nz/en/book/shop')).not.toContain('.search-box{');
    expect(whole('nz/en/book/passengers')).toContain('.shop-timer{');
    expect(whole('nz/en/book/passengers')).not.toContain('.shop-rows{');
    // The search box is in the search page's HTML; a dialog is drawn only on use.
    expect(inline('nz/en/book/search')).toContain('.search-box{');
    expect(whole('nz/en/book/search')).toContain('.ui-modal{');
    expect(inline('nz/en/book/search')).not.toContain('.ui-modal{');
  });

  test('names a budget for the search page and one for every other page', () => {
    expect(budgetKey('nz/en/book/search/index.html')).toBe('book/search');
    expect(budgetKey('nz/en/my/order/detail/_/index.html')).toBe('my/order/detail/_');
    expect(budgetKey('nz/en/login/index.html')).toBe('every page');
    expect(budgetKey('404/index.html')).toBe('every page');
  });
});
