import en from '../../i18n/en.json' with { type: 'json' };
import ja from '../../i18n/ja.json' with { type: 'json' };
import { interpolate } from '../../src/lib/i18n/format.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { expect, type Page, test } from '../support/e2e-test.ts';

type Messages = Readonly<Record<string, string>>;
const brand = en['main.brand'];
const text = (messages: Messages, key: string, params: Record<string, string> = {}) => interpolate(messages[key], { brand, ...params });

/** The demo label every info page carries, found by its badge. */
const demoLabel = (page: Page, messages: Messages) => page.getByRole('main').getByText(messages['info.label'], { exact: true });

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the privacy link of the login box opens the labelled demo page in the visitor’s site and language', async ({ page }) => {
  await page.goto('/tk/jp/ja/login/');
  await islandsHydrated(page);
  const link = page.locator('.login-box').getByRole('link', { name: ja['login.privacyNotice'] });
  const opened = page.waitForEvent('popup');
  await link.click();
  const demo = await opened;
  await expect(demo).toHaveURL(/\/tk\/jp\/ja\/info\/privacy\/$/);
  await expect(demo.getByRole('heading', { name: ja['info.privacy.title'], level: 2 })).toBeVisible();
  await expect(demoLabel(demo, ja)).toBeVisible();
  await expect(demo.getByRole('main')).toContainText(text(ja, 'info.labelText'));
  await expect(demo).toHaveTitle(text(ja, 'info.documentTitle', { page: ja['info.privacy.title'] }));
});

const TOPICS = [
  { topic: 'refund', title: 'info.refund.title', back: ['info.search', 'info.orders'] },
  { topic: 'terms', title: 'info.terms.title', back: ['info.search'] },
  { topic: 'app-store', title: 'info.appStore.title', back: ['info.search', 'info.appPage'] },
  { topic: 'beijing-daxing', title: 'info.beijingDaxing.title', back: ['info.search'] },
] as const;

for (const [lang, messages] of [
  ['en', en],
  ['ja', ja],
] as const) {
  for (const { topic, title, back } of TOPICS) {
    test(`info/${topic} in ${lang} names its page, says it is a demonstration, leads back to the storefront, fits 360 px and passes axe`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/tk/jp/${lang}/info/${topic}/`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: messages[title], level: 2 })).toBeVisible();
      await expect(demoLabel(page, messages)).toBeVisible();
      const nav = main.getByRole('navigation', { name: messages['info.back'] });
      for (const key of back) await expect(nav.getByRole('link', { name: messages[key] })).toBeVisible();
      if (topic === 'app-store') await expect(main).toContainText(text(messages, 'info.noApp'));
      await page.screenshot({ path: `test-results/demo-info-${topic}-${lang}-360.png`, fullPage: true });
      await noSidewaysScroll(page);
      await noAxeViolations(page);
    });
  }
}

test('an order’s manage page names the order it was opened for, and leads back to my orders', async ({ page }) => {
  await page.goto('/tk/nz/en/info/refund/?orderNo=DEMO123');
  await expect(page.getByRole('main')).toContainText(text(en, 'info.forOrder', { orderNo: 'DEMO123' }));
  await page.getByRole('navigation', { name: en['info.back'] }).getByRole('link', { name: en['info.orders'] }).click();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/my\/order\/list\/$/);
});

test('an unknown topic says that the page does not exist and links home', async ({ page }) => {
  await page.goto('/s/nz/en/info/no-such-topic/');
  await expect(page.getByRole('heading', { name: en['info.notFound.title'], level: 2 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: en['info.home'] }).click();
  await expect(page).toHaveURL(/\/s\/nz\/en\/book\/search\/$/);
});

test('the dl page offers the app: both store links to their demo pages and a QR code saying what it opens', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tk/jp/ja/dl/');
  await islandsHydrated(page);
  const section = page.getByRole('region', { name: ja['dl.app.heading'] });
  await expect(section.getByRole('heading', { name: ja['dl.app.heading'], level: 2 })).toBeVisible();
  await expect(section.getByRole('link', { name: ja['dl.app.appStore'] })).toHaveAttribute('href', '/tk/jp/ja/info/app-store/');
  await expect(section.getByRole('link', { name: ja['dl.app.googlePlay'] })).toHaveAttribute('href', '/tk/jp/ja/info/google-play/');
  // The landing link is absolute at PUBLIC_URL of the build, whichever that was.
  const [before, after] = ja['dl.app.qrAlt'].split('{link}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const qr = section.getByRole('img', { name: new RegExp(`^${before}https?://[^ ]+/tk/jp/ja/info/app/${after}$`) });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;/);
  // The image has loaded and drawn: a broken one has no natural width.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/dl-app-360.png', fullPage: true });
  await noSidewaysScroll(page);
  await noAxeViolations(page);

  await section.getByRole('link', { name: ja['dl.app.googlePlay'] }).click();
  await expect(page.getByRole('heading', { name: ja['info.googlePlay.title'], level: 2 })).toBeVisible();
  await expect(demoLabel(page, ja)).toBeVisible();
});
