import { createSearchLink } from '../../../src/domain/api/shop.ts';
import { e2eApi } from '../../support/e2e-api.ts';
import { allowConsoleErrors, expect, type Page, test } from '../../support/e2e-test.ts';
import { wording } from '../../support/e2e-wording.ts';

/**
 * Nothing a traveller is reading moves as a page's scripts and data arrive (Cumulative Layout Shift, which the
 * bench's Lighthouse audit measures). What the first paint shows is held here: the page as drawn before any
 * script has run, with script enabled, as a traveller on a slow line sees it.
 */

const t = wording('en');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The page before its scripts: they never arrive, which the islands say in the console. */
async function withoutScriptsArriving(page: Page): Promise<void> {
  allowConsoleErrors(page, /Failed to (fetch dynamically imported module|load resource)/);
  await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
}

test('on a phone the header is drawn with its menu already collapsed behind the button, as its script leaves it', async ({ page }) => {
  await withoutScriptsArriving(page);
  await page.goto('/tk/nz/en/book/search/');
  await expect(page.getByRole('button', { name: t.message('nav.menu') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t.message('nav.primary') })).toBeHidden();
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThan(100);
});

test('on a phone the results page is drawn with its step heading at the top and its footer below the fold, so the flights arriving do not push it', async ({
  page,
  request,
}) => {
  const created = await e2eApi(request).ok(createSearchLink, {
    query: { country: 'nz', language: 'en' },
    body: { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: [inDays(15)], adt: 1, cnn: 0, inf: 0, cabin: '0' },
  });
  await withoutScriptsArriving(page);
  await page.goto(created.blackUrl);
  await expect(page.getByRole('heading', { level: 2, name: t.message('shop.opening') })).toBeInViewport();
  const footer = await page.getByRole('contentinfo').boundingBox();
  expect(footer?.y).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? Number.POSITIVE_INFINITY);
});
