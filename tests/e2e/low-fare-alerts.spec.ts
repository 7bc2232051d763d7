import { randomInt } from 'node:crypto';
import { queryLowPrice } from '../../src/domain/api/low-price.ts';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import { interpolate, messagesOf } from '../../src/lib/i18n/index.ts';
import { CHEAPEST_CLASS_LOAD } from '../../src/server/airline/fares/availability.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { chooseByKeyboard } from '../support/e2e-autocomplete.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { joinThroughApi, mailsTo } from '../support/e2e-registration.ts';
import { holdSeats, releaseSeats } from '../support/e2e-seat-holds.ts';
import { allowConsoleErrors, expect, type Locator, type Page, test } from '../support/e2e-test.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const words = (lang: Lang) => {
  const m = messagesOf(lang);
  return (key: string, params?: Record<string, string | number>) => interpolate(m[key].replaceAll('{brand}', m['main.brand']), params);
};

/** The economy cabin of the demo's wide-bodies: the cheapest class closes once this many of its seats are sold or held. */
const ECONOMY_SEATS = 228;

async function press(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await page.keyboard.press(key);
}

/** The storefront path of the first link in the latest mail to the address whose subject matches, once it has arrived. */
async function linkIn(address: string, subject: RegExp, path: RegExp): Promise<{ link: string; count: number }> {
  let found = { link: '', count: 0 };
  await expect
    .poll(async () => {
      const mails = (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
      found = { link: path.exec(mails.at(-1)?.text ?? '')?.[1] ?? '', count: mails.length };
      return found.link;
    })
    .not.toBe('');
  return found;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a guest watches a route from its results, confirms the alert from the e-mail, and when the fare drops gets one e-mail whose link opens the results at that price', async ({
  page,
  baseURL,
}) => {
  // The week's fares are asked for first without the security check, which the answer asks for (400).
  allowConsoleErrors(page, /status of 400 .*rangeLowestOneWay/);
  test.setTimeout(120_000);
  const t = words('en');
  const run = randomInt(1e6);
  const email = `watcher-${Date.now()}-${run}@example.com`;
  const date = inDays(30);
  const origin = baseURL ?? '';

  // Other travellers hold the cheap seats of the CAN–MEL non-stop with unpaid bookings: its lowest fare is up.
  const held = await holdSeats({ baseURL: origin, dep: 'CAN', arr: 'MEL', date }, Math.floor(ECONOMY_SEATS * CHEAPEST_CLASS_LOAD), run);

  const { blackUrl } = await e2eApi(page.request).ok(createSearchLink, {
    query: { country: 'nz', language: 'en' },
    body: { tripType: 'S', dep: ['CAN'], arr: ['MEL'], date: [date], cabin: '0', adt: 1, cnn: 0, inf: 0 },
  });
  await page.goto(blackUrl);
  await press(page, page.getByRole('link', { name: t('shop.watchRoute') }));
  await expect(page).toHaveURL(/\/tk\/nz\/en\/my\/subscribelowprice\/\?from=CAN&to=MEL/);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: t('route.my.subscribelowprice.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('lowFare.list.title') })).toBeVisible();
  await expect(page.getByText(t('lowFare.list.guest'))).toBeVisible();

  // The form starts from the trip of the results page; the traveller asks for non-stops and gives an address.
  const form = page.getByRole('form', { name: t('lowFare.form.title') });
  await expect(form.getByRole('combobox', { name: t('search.from') })).toHaveValue(/Guangzhou/);
  await expect(form.getByRole('combobox', { name: t('search.to') })).toHaveValue(/Melbourne/);
  await press(page, form.getByRole('checkbox', { name: t('lowFare.nonstop') }), 'Space');
  await form.getByRole('textbox', { name: t('lowFare.form.email') }).fill(email);
  await noAxeViolations(page);

  // Today's fares of the week as a chart, after the security check.
  await press(page, form.getByRole('button', { name: t('lowFare.chart.show') }));
  const captcha = page.getByRole('dialog', { name: t('ui.captcha.title') });
  await expect(captcha.getByRole('textbox', { name: t('ui.captcha.code') })).toBeFocused();
  await page.keyboard.type(E2E_CAPTCHA);
  await page.keyboard.press('Enter');
  const chart = form.getByRole('figure');
  await expect(chart).toContainText(/Lowest fare now: \$/);
  await expect(chart.getByRole('listitem')).toHaveCount(7);
  await noAxeViolations(page);

  await press(page, form.getByRole('textbox', { name: t('lowFare.form.email') }));
  const status = page.getByRole('status').filter({ hasText: email });
  await expect(status).toHaveText(new RegExp(`^Alert FR[0-9A-Z]{18} is waiting for you: open the link we have sent to ${escaped(email)} within 7 days`));
  await expect(status).toBeFocused();

  const confirm = await linkIn(
    email,
    /^Confirm your .* low-fare alert for CAN–MEL$/,
    /https?:\/\/\S+(\/tk\/nz\/en\/my\/subscribelowprice\/\?confirm=[A-Za-z0-9_-]{43})/,
  );
  await page.goto(confirm.link);
  await islandsHydrated(page);
  await expect(page.getByRole('status').filter({ hasText: /^Your alert FR[0-9A-Z]{18} is confirmed and running/ })).toBeVisible();
  await expect(page).toHaveURL(/\?token=\d+\.[A-Za-z0-9_-]{22}$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Guangzhou \(CAN\) to Melbourne \(MEL\)/ }) });
  await expect(card).toContainText(t('lowFare.status.0'));
  await noAxeViolations(page);

  // The watcher prices the alert with the seats held; then the holders cancel, the seats are back, the fare drops.
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  const lowest = async () => (await e2eApi(page.request).ok(queryLowPrice, { params: { site: 'nz', lang: 'en' }, body: { token } })).list[0];
  await expect.poll(async () => (await lowest()).lowestPrice?.amount ?? 0).toBeGreaterThan(0);
  const before = (await lowest()).lowestPrice?.amount ?? 0;
  await releaseSeats(origin, held);

  const drop = await linkIn(email, /^CAN–MEL: fares now from \$/, /^See the flights:\r?\n(https?:\/\/\S+)/m);
  expect(drop.count).toBe(1);
  const mail = (await mailsTo(email)).filter((m) => m.subject.startsWith('CAN–MEL: fares now from')).at(-1);
  const price = /fares now from (\$[\d,.]+)/.exec(mail?.subject ?? '')?.[1] ?? '';
  const day = siteFormat('en', 'nz').day(date);
  expect(mail?.text).toContain(`The lowest fare from CAN to MEL for ${day} is now ${price}.`);
  expect(Number(price.replace(/[^\d.]/g, '')) * 100).toBeLessThan(before);
  // One-click cancel for the mail program's button (RFC 8058).
  expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The link opens the results of that day, where the non-stop is on sale at the price of the e-mail.
  await page.goto(new URL(drop.link).pathname + new URL(drop.link).search);
  await islandsHydrated(page);
  const nonstop = page.getByRole('article').filter({ hasText: 'Non-stop' }).first();
  await expect(nonstop.getByRole('button', { name: `Economy from ${price}` })).toBeVisible();

  // The alert told once and is done.
  await page.goto(`/tk/nz/en/my/subscribelowprice/?token=${token}`);
  await islandsHydrated(page);
  await expect(card).toContainText(t('lowFare.status.2'));
  expect((await mailsTo(email)).filter((m) => m.subject.startsWith('CAN–MEL: fares now from'))).toHaveLength(1);
});

test('in Japanese, a member creates an alert from the search box, then lists, changes and cancels it by keyboard alone', async ({ page }) => {
  // Some thirty seconds on an idle machine: a whole member journey with axe on each step.
  test.setTimeout(90_000);
  const t = words('ja');
  const digits = String(randomInt(10_000_000)).padStart(7, '0');
  const email = `kaito.${digits}@example.com`;
  await joinThroughApi(e2eApi(page.request), { email, phone: `23${digits}`, givenName: 'Kaito', surname: 'Mori' }, { site: 'jp', lang: 'ja' });

  await page.goto('/tk/jp/ja/my/subscribelowprice/');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: t('route.my.subscribelowprice.title') })).toBeVisible();
  await expect(page.getByText(t('lowFare.list.empty'))).toBeVisible();
  await noAxeViolations(page);

  // Nothing filled in: the errors are counted and each field says what is wrong.
  const form = page.getByRole('form', { name: t('lowFare.form.title') });
  await press(page, form.getByRole('button', { name: t('lowFare.form.submit') }));
  await expect(form.getByRole('alert').first()).toHaveText(/\d/);

  // The route, each city typed and picked from its list, and a week of departure days.
  await pickCity(page, form.getByRole('combobox', { name: t('search.from') }), 'CAN');
  await pickCity(page, form.getByRole('combobox', { name: t('search.to') }), 'KMG');
  await form.getByRole('textbox', { name: t('lowFare.form.departFrom') }).fill(inDays(20));
  await form.getByRole('textbox', { name: t('lowFare.form.departTo') }).fill(inDays(26));
  await form.getByRole('textbox', { name: t('lowFare.form.target', { currency: 'JPY' }) }).fill('1000');
  await form.getByRole('textbox', { name: t('lowFare.form.email') }).fill(email);
  await press(page, form.getByRole('textbox', { name: t('lowFare.form.email') }));
  const created = page.getByRole('status').filter({ hasText: /FR[0-9A-Z]{18}/ });
  await expect(created).toHaveText(new RegExp(`^${escaped(t('lowFare.created', { orderNo: '@' })).replace('@', 'FR[0-9A-Z]{18}')}$`));

  const card = page
    .getByRole('list')
    .getByRole('listitem')
    .filter({ hasText: t('lowFare.card.orderNo') });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(t('lowFare.status.0'));
  await expect(card).toContainText('1,000');
  await noAxeViolations(page);

  // Targets far below any fare, so that the watcher, running every second here, leaves the alert running.
  // Change: a lower target and non-stops only.
  const route = t('lowFare.card.route', {
    from: t('lowFare.card.city', { name: '広州', code: 'CAN' }),
    to: t('lowFare.card.city', { name: '昆明', code: 'KMG' }),
  });
  await press(page, card.getByRole('button', { name: t('lowFare.card.changeNamed', { route }) }));
  const edit = card.getByRole('form');
  const target = edit.getByRole('textbox', { name: t('lowFare.form.target', { currency: 'JPY' }) });
  await expect(target).toHaveValue('1000');
  await target.fill('900');
  await press(page, edit.getByRole('checkbox', { name: t('lowFare.nonstop') }), 'Space');
  await press(page, edit.getByRole('button', { name: t('lowFare.card.save') }));
  await expect(page.getByRole('status').filter({ hasText: t('lowFare.changed') })).toBeFocused();
  await expect(card).toContainText(new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(900));
  await expect(card).toContainText(t('lowFare.nonstop'));
  await noAxeViolations(page);

  // Cancel, after the question.
  await press(page, card.getByRole('button', { name: t('lowFare.card.cancelNamed', { route }) }));
  const dialog = page.getByRole('alertdialog', { name: t('lowFare.cancel.title') });
  await press(page, dialog.getByRole('button', { name: t('lowFare.cancel.ok') }));
  await expect(page.getByRole('status').filter({ hasText: t('lowFare.cancel.done', { route }) })).toBeFocused();
  await expect(card).toContainText(t('lowFare.status.1'));
  await expect(card.getByRole('button')).toHaveCount(0);
  await noAxeViolations(page);
});

/** Types into a city field and takes the city of that code from its list, by keyboard. */
async function pickCity(page: Page, field: Locator, code: string): Promise<void> {
  await field.focus();
  await page.keyboard.type(code);
  await chooseByKeyboard(page, field, page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).first());
  await expect(field).toHaveValue(new RegExp(`\\(${code}\\)$`));
}

test('my/subscribelowprice fits a 360 px phone in German without horizontal scrolling, with tap targets of 44 px', async ({ page }) => {
  const t = words('de');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tk/de/de/my/subscribelowprice/');
  await islandsHydrated(page);
  const form = page.getByRole('form', { name: t('lowFare.form.title') });
  await pickCity(page, form.getByRole('combobox', { name: t('search.from') }), 'FRA');
  await press(page, form.getByRole('radio', { name: t('search.trip.R') }), 'Space');
  await press(page, form.getByRole('button', { name: t('lowFare.form.submit') }));
  await expect(form.getByRole('alert').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/low-fare-alerts-360.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const control of [
    form.getByRole('button', { name: t('lowFare.form.submit') }),
    form.getByRole('button', { name: t('lowFare.chart.show') }),
    form.getByRole('button', { name: t('lowFare.form.chooseDepartFrom') }),
    form.getByRole('combobox', { name: t('search.from') }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  await noAxeViolations(page);
});
