import { randomInt } from 'node:crypto';
import { translate } from '../../src/lib/i18n/format.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { mailsTo } from '../support/e2e-registration.ts';
import { expect, test } from '../support/e2e-test.ts';

const en = messagesOf('en');
const brand = en['main.brand'];
const withBrand = (key: string) => en[key].replaceAll('{brand}', brand);

/** The storefront path of the first link in the latest mail with the subject, once it has arrived. */
async function linkIn(address: string, subject: string, path: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(address)).filter((m) => m.subject === subject).at(-1);
      found = path.exec(mail?.text ?? '')?.[1] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

test('a guest subscribes on my/subscribe, confirms from the mailed link, and unsubscribes on my/cancelSubscribe with the captcha and the mailed link', async ({
  page,
}) => {
  // Two mailed links, a captcha and axe on four pages: over twenty seconds on an idle machine.
  test.setTimeout(90_000);
  const email = `subscriber-${Date.now()}-${randomInt(1e6)}@example.com`;

  await page.goto('/tk/au/en/my/subscribe/');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: en['route.my.subscribe.title'] })).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('button', { name: en['subscribe.submit'] }).click();
  await expect(page.getByText(en['subscribe.agreeRequired'])).toBeVisible();

  // Keyboard only: the address, a second topic, then the privacy-notice consent of au, and Enter.
  await page.getByRole('textbox', { name: en['subscribe.email'] }).fill(email);
  await page.getByRole('checkbox', { name: en['subscribe.topic.lowFares'] }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: withBrand('subscribe.consent.privacy') }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('link', { name: en['subscribe.link.privacy'] })).toBeVisible();
  await page.getByRole('textbox', { name: en['subscribe.email'] }).press('Enter');
  await expect(page.getByRole('status')).toHaveText(translate(en, 'subscribe.sent', { email, days: 7 }));
  await noAxeViolations(page);

  const confirm = await linkIn(email, withBrand('subscribe.mail.confirm.subject'), /https?:\/\/\S+(\/tk\/au\/en\/my\/subscribe\/\?token=[A-Za-z0-9_-]{43})/);
  await page.goto(confirm);
  await islandsHydrated(page);
  const topics = `${en['subscribe.topic.offers']}, ${en['subscribe.topic.lowFares']}`;
  await expect(page.getByRole('status')).toHaveText(en['subscribe.confirmed'].replace('{email}', email).replace('{topics}', topics));
  await noAxeViolations(page);

  await page.goto('/tk/au/en/my/cancelSubscribe/');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: en['route.my.cancelSubscribe.title'] })).toBeVisible();
  await page.getByRole('textbox', { name: en['subscribe.email'] }).fill(email);
  await page.getByRole('textbox', { name: en['ui.captcha.code'] }).fill(E2E_CAPTCHA);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(en['subscribe.cancel.sent'].replace('{email}', email));
  await noAxeViolations(page);

  const cancel = await linkIn(
    email,
    withBrand('subscribe.mail.unsubscribe.subject'),
    /https?:\/\/\S+(\/tk\/au\/en\/my\/cancelSubscribe\/\?token=\d+\.[A-Za-z0-9_-]{22})/,
  );
  await page.goto(cancel);
  await islandsHydrated(page);
  await expect(page.getByText(withBrand('subscribe.cancel.linkIntro'))).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('button', { name: en['subscribe.cancel.confirm'] }).click();
  await expect(page.getByRole('status')).toHaveText(en['subscribe.cancel.done']);

  // The same signed token is the one-click address of a marketing mail: a mail program's plain POST, without
  // cookie or CSRF header, is taken (and changes nothing more for an address already withdrawn).
  const token = new URL(cancel, 'http://x').searchParams.get('token') ?? '';
  const oneClick = await page.request.fetch(`/api/ur/oneClickUnsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: '' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
});

test('my/subscribe fits a 360 px phone without horizontal scrolling, with tap targets of 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tk/gb/en/my/subscribe/');
  await islandsHydrated(page);
  // gb is a noGDPR site: the consent is the membership terms.
  const consent = page.getByRole('checkbox', { name: withBrand('subscribe.consent.membership') });
  await expect(consent).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const name of [en['subscribe.topic.offers'], en['subscribe.topic.newRoutes']]) {
    const box = await page.locator('label', { has: page.getByRole('checkbox', { name }) }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await noAxeViolations(page);
});
