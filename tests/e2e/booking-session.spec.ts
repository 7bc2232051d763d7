import { randomInt } from 'node:crypto';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import { messagesOf, translate } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { bookThroughApi } from '../support/e2e-orders.ts';
import { allowConsoleErrors, expect, type Locator, type Page, test } from '../support/e2e-test.ts';

const en = messagesOf('en');
const text = (key: string, params: Record<string, string | number> = {}) => translate(en, key, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const EXTEND_PATH = /\/api\/shop\/extend\/[A-Za-z0-9_-]+$/;

/** Presses Tab until the element has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function resultsPage(page: Page): Promise<string> {
  const created = await e2eApi(page.request).ok(createSearchLink, {
    query: { country: 'nz', language: 'en' },
    body: { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: [inDays(10)], adt: 1, cnn: 0, inf: 0, cabin: '0' },
  });
  return created.blackUrl;
}

test.describe('the booking session warning', () => {
  test('the time left is announced at ten minutes, two minutes before the end an alert dialog warns, and the traveller extends the session with the keyboard', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(await resultsPage(page));
    await expect(page.getByText(text('shop.timeLeft', { minutes: 30 }))).toBeVisible();

    await page.clock.fastForward('20:01');
    await expect(page.getByRole('status').filter({ hasText: text('shop.timeLeft', { minutes: 10 }) })).toBeAttached();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.clock.fastForward('08:00');
    const warning = page.getByRole('alertdialog', { name: en['shop.session.warningTitle'] });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(text('shop.session.warning', { minutes: 2 }));
    await expect(page.getByText(en['shop.timeLeftUnderMinute']).or(page.getByText(text('shop.timeLeft', { minutes: 1 })))).toBeVisible();
    const extend = warning.getByRole('button', { name: en['shop.session.extend'] });
    await expect(extend).toBeFocused();
    await noAxeViolations(page);

    const accepted = page.waitForResponse((response) => EXTEND_PATH.test(new URL(response.url()).pathname));
    await page.keyboard.press('Enter');
    const response = await accepted;
    expect(response.status()).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({ extendable: true });
    await expect(warning).toHaveCount(0);
    await expect(page.getByText(/^Time left to book: (29|30) min$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Your booking session has been extended\. Time left to book: (29|30) min$/ })).toBeAttached();

    // The old end passes and the session goes on.
    await page.clock.fastForward('05:00');
    await expect(page.getByText(/^Time left to book: 2[45] min$/)).toBeVisible();
    await expect(page.getByText(en['shop.expired'])).toHaveCount(0);
  });

  test('the passengers page keeps the results page’s time and warns before the end, and Escape puts the warning away', async ({ page }) => {
    await page.clock.install();
    await page.goto(await resultsPage(page));
    await page
      .getByRole('list', { name: 'Flight options' })
      .getByRole('button', { name: /^Economy from/ })
      .first()
      .press('Enter');
    await page
      .getByRole('table', { name: 'Fare options in Economy' })
      .getByRole('button', { name: /^Select Economy/ })
      .first()
      .press('Enter');
    // Choosing the last flight moves the focus to the step's heading on the next frame: a key pressed on the way on
    // before then would go to the heading.
    await expect(page.getByRole('heading', { level: 2, name: en['shop.allChosen'] })).toBeFocused();
    await page.getByRole('region', { name: 'Price details' }).getByRole('button', { name: 'Continue to passengers' }).press('Enter');
    await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/passengers\/\?execution=/);
    await islandsHydrated(page);
    await expect(page.getByText(/^Time left to book: (29|30) min$/)).toBeVisible();

    await page.clock.fastForward('28:30');
    const warning = page.getByRole('alertdialog', { name: en['shop.session.warningTitle'] });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: en['shop.session.extend'] })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(warning).toHaveCount(0);
  });
});

test.describe('the card page', () => {
  test('a failed card submit puts the focus on an error summary linked to the fields under an error title, and the link back leads to the order', async ({
    page,
  }) => {
    // The refused submit is answered 400, which the browser logs.
    allowConsoleErrors(page, /status of 400 .*sandbox-pay/);
    const { orderNo, payUrl } = await bookThroughApi(page.request, `card-page-${Date.now()}-${randomInt(1e6)}@example.com`, 'SMITH');
    await page.goto(payUrl);
    await expect(page).toHaveTitle(en['pay.title']);

    await tabTo(page, page.getByLabel(en['pay.cardNumber']));
    await page.keyboard.type('4242 4242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('01/20');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('JOHN SMITH');
    await page.keyboard.press('Enter');

    await expect(page).toHaveTitle(text('pay.errorTitle', { title: en['pay.title'] }));
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: en['pay.errorHeading'] })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([en['pay.error.number'], en['pay.error.expiry']]);
    await noAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(summary.getByRole('link', { name: en['pay.error.number'] })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(en['pay.cardNumber'])).toBeFocused();

    const back = page.getByRole('link', { name: en['pay.back'] });
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tk/nz/en/my/order/detail/${orderNo}/$`));
    await islandsHydrated(page);
    await expect(page.getByRole('main').getByText(orderNo, { exact: true })).toBeVisible();
  });
});
