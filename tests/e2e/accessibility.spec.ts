import { startSnsLogin } from '../../src/domain/api/sns.ts';
import { noAxeViolations } from '../support/e2e.ts';
import { routePattern } from '../support/e2e-api.ts';
import { allowConsoleErrors, expect, test } from '../support/e2e-test.ts';

const pages = [
  '/tk/nz/en/book/search/',
  '/tk/nz/en/login/',
  '/tk/nz/en/book/flights/',
  '/tk/hk/tc/my/order/find/',
  '/tk/kr/ko/mileage/search/',
  '/tk/jp/ja/pnr/',
  '/tk/eu/de/my/subscribe/',
  '/tk/404/',
  '/tk/sns/google/',
  '/tk/snsEnd/',
];

test.describe('accessibility', () => {
  for (const path of pages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      // The 404 page comes with its status.
      if (path === '/tk/404/') allowConsoleErrors(page, /status of 404/);
      // The social-login start page goes on to the provider at once; held back (a 204 keeps the page), it can be checked itself.
      const snsStart = path.startsWith('/tk/sns/');
      if (snsStart) await page.route(routePattern(startSnsLogin), (route) => route.fulfill({ status: 204 }));
      await page.goto(path, snsStart ? { waitUntil: 'commit' } : {});
      await expect(page.getByRole('main')).toBeVisible();
      await noAxeViolations(page);
    });
  }

  test('the skip link takes keyboard users to the main content', async ({ page }) => {
    await page.goto('/tk/nz/en/my/order/list/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
