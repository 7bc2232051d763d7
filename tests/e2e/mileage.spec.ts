import { logIn as logInCall } from '../../src/domain/api/member.ts';
import { getAwardPrice, getMemberPassengers, searchMileageFlights, sendMileageCode, verifyMileageCode } from '../../src/domain/api/mileage.ts';
import { createMileageOrder } from '../../src/domain/api/mileage-order.ts';
import { createSearchLink, openBookingSession } from '../../src/domain/api/shop.ts';
import { bcp47, type Lang } from '../../src/domain/languages.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi, encryptedPassword } from '../support/e2e-api.ts';
import { smsCodeTo } from '../support/e2e-sms.ts';
import { type APIRequestContext, allowConsoleErrors, expect, type Locator, type Page, test } from '../support/e2e-test.ts';
import { wording as pageWording } from '../support/e2e-wording.ts';
import { CARDS } from '../support/test-cards.ts';

/**
 * Award booking as a member makes it, by keyboard: the award search box with the
 * miles balance, the award results (a cell of miles plus taxes per direction, the
 * price for the party with its baggage), the travellers and the one-time code sent
 * by text message, the taxes paid on the sandbox's card page, and the award on the
 * order pages; the balance down by the miles quoted, and back when an unpaid award
 * is cancelled. A guest who searches gets the login dialog.
 */

// The demo member who books awards only: no other test's cash booking can move her balance while this one reads it.
const HANA = DEMO_MEMBERS.find((member) => member.email === 'hana.sato@demo.airline.example') ?? DEMO_MEMBERS[0];
const HANA_PHONE = `+${HANA.areaCode}${HANA.phone}`;
const day = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => day(new Date(Date.now() + days * 86_400_000));

/** A page's wording in its language, and numbers of miles as the page writes them. */
function wording(lang: Lang) {
  const number = new Intl.NumberFormat(bcp47(lang), { maximumFractionDigits: 0 });
  return { ...pageWording(lang), miles: (value: number) => number.format(value) };
}

/** A phone's screen. */
const PHONE = { width: 360, height: 760 };

/** Phone first: the page fits a 360 px wide screen without scrolling sideways. */
async function fitsPhone(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) > PHONE.width) return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The header shows a miles balance; on a phone the balance is in the sheet that the header's menu button opens. */
async function expectHeaderBalance(page: Page, t: ReturnType<typeof wording>, miles: number): Promise<void> {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: t.message('nav.menu') });
  const balance = banner.getByText(t.message('mileage.header.balance', { miles: t.miles(miles) }));
  await expect(async () => {
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(balance).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** The whole number a text shows (12,345 miles, 12.345 Meilen, 12,345マイル). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

interface Trip {
  readonly site: string;
  readonly lang: Lang;
  /** The site's default departure, which the search box starts from. */
  readonly from: string;
  /** On a phone's screen. */
  readonly phone?: boolean;
}

const TRIPS: readonly Trip[] = [
  { site: 'nz', lang: 'en', from: 'AKL' },
  { site: 'jp', lang: 'ja', from: 'NRT', phone: true },
];

/** Moves the focus to a control and presses a key there, as a keyboard user does. */
async function press(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await page.keyboard.press(key);
}

/** Types into a field from the keyboard, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function logIn(page: Page, trip: Trip): Promise<void> {
  const api = e2eApi(page.request);
  const pw = await encryptedPassword(api, DEMO_PASSWORD);
  await api.ok(logInCall, { body: { country: trip.site, language: trip.lang, loginType: 'account', id: HANA.email, pw } });
}

/** An award session of the member (the cookies of the request context) for a round trip to Guangzhou, with its award flights. */
async function awardSession(request: APIRequestContext, trip: Trip, dates: readonly [string, string], party: { adt: number; cnn: number }) {
  const api = e2eApi(request);
  const { encryptArgs } = await api.ok(createSearchLink, {
    query: { country: trip.site, language: trip.lang },
    body: { tripType: 'R', dep: [trip.from, 'CAN'], arr: ['CAN', trip.from], date: [...dates], cabin: '0', inf: 0, m: 'mileage', ...party },
  });
  const { execution } = await api.ok(openBookingSession, { body: { encryptArgs } });
  const flights = await api.send(searchMileageFlights, { body: { execution, date: [] } });
  return { execution, flights: flights.status === 200 ? flights.reply.data : null };
}

/** A week's round trip a few weeks out whose two directions both have award seats in economy for the party. */
async function awardDates(request: APIRequestContext, trip: Trip): Promise<[string, string]> {
  for (let start = 20; start < 40; start += 3) {
    const dates: [string, string] = [inDays(start), inDays(start + 7)];
    const { flights } = await awardSession(request, trip, dates, { adt: 1, cnn: 1 });
    if (flights?.slices.every((slice) => slice.rows.some((row) => row.cells[0]?.miles !== null))) return dates;
  }
  throw new Error(`no award seats from ${trip.from} to CAN in the coming weeks`);
}

/** The miles balance the award search page shows. */
async function balanceOnSearchPage(page: Page, trip: Trip): Promise<number> {
  const t = wording(trip.lang);
  await page.goto(`/tk/${trip.site}/${trip.lang}/mileage/search/`);
  await islandsHydrated(page);
  const balance = page.getByRole('status').filter({ hasText: t.pattern('mileage.balance.value') });
  await expect(balance).toBeVisible();
  return numberIn(await balance.textContent());
}

/** Searches the award from the search box, by keyboard: the dates typed, a child added, the award search sent. */
async function searchAward(page: Page, trip: Trip, dates: readonly [string, string]): Promise<void> {
  const t = wording(trip.lang);
  const form = page.getByRole('form', { name: t.message('search.form') });
  await expect(form.getByRole('radio', { name: t.message('search.trip.R') })).toBeChecked();
  await expect(form.getByRole('radio', { name: t.message('search.trip.M') })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: t.message('search.to') })).toHaveValue(/CAN/);
  await typeInto(page, form.getByRole('textbox', { name: t.message('search.departDate'), exact: true }), dates[0]);
  await typeInto(page, form.getByRole('textbox', { name: t.message('search.returnDate'), exact: true }), dates[1]);
  await press(page, form.getByRole('button', { name: t.message('search.pax.cnn.add') }));
  await expect(form.locator('output').filter({ hasText: t.message('search.pax.cnn.count', { count: 1 }) })).toHaveCount(1);
  await noAxeViolations(page);
  await fitsPhone(page);
  await press(page, form.getByRole('button', { name: t.message('mileage.search.submit') }));
  await page.waitForURL(new RegExp(`/tk/${trip.site}/${trip.lang}/mileage/flights/\\?args=`));
  await islandsHydrated(page);
}

/** Chooses the first economy cell of each direction, and answers the award's total miles and taxes as the page shows them. */
async function chooseAward(page: Page, trip: Trip): Promise<{ miles: number; taxes: string }> {
  const t = wording(trip.lang);
  const economy = t.startsWith(t.message('cabin.0'));
  for (const name of [t.message('mileage.flights.name.out'), t.message('mileage.flights.name.back')]) {
    const rows = page.getByRole('list', { name: t.message('mileage.flights.rows', { direction: name }) });
    await expect(page.getByRole('navigation', { name: t.message('mileage.flights.ribbon', { direction: name }) }).getByRole('button')).toHaveCount(7);
    const cell = rows.getByRole('button', { name: economy }).first();
    await press(page, cell);
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
  }
  const summary = page.getByRole('region', { name: t.message('mileage.quote.heading') });
  const prices = summary.getByRole('table', { name: t.message('mileage.quote.caption') });
  await expect(prices.getByRole('row', { name: t.startsWith(t.message('mileage.quote.total')) })).toBeVisible();
  await expect(prices.getByRole('rowheader', { name: t.message('mileage.quote.line', { count: 1, type: t.message('mileage.type.CNN') }) })).toBeVisible();
  const baggage = summary.getByRole('table', { name: t.message('mileage.quote.baggage') });
  // Every flight leaves or enters Guangzhou from abroad at least once each way: the award rule's 20 kg applies there.
  await expect(baggage.getByRole('cell', { name: t.message('mileage.baggage.pieces', { pieces: 1, kg: 20 }) }).first()).toBeVisible();
  expect(await baggage.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
  const totals = prices.locator('tfoot td');
  const award = { miles: numberIn(await totals.nth(0).textContent()), taxes: (await totals.nth(1).textContent()) ?? '' };
  expect(award.miles).toBeGreaterThan(0);
  await noAxeViolations(page);
  await fitsPhone(page);
  await press(page, summary.getByRole('button', { name: t.message('mileage.quote.continue') }));
  await page.waitForURL(new RegExp(`/tk/${trip.site}/${trip.lang}/mileage/book/\\?execution=`));
  await islandsHydrated(page);
  return award;
}

/** Ticks Hana and Ren, keeps the saved contact, confirms the code sent by text message (a wrong one first) and books. */
async function bookAward(page: Page, trip: Trip): Promise<void> {
  const t = wording(trip.lang);
  const travellers = page.getByRole('group', { name: t.message('mileage.book.travellers') });
  await press(page, travellers.getByRole('checkbox', { name: /^SATO\/HANA/ }), 'Space');
  await press(page, travellers.getByRole('checkbox', { name: /^SATO\/REN/ }), 'Space');
  await expect(travellers.getByRole('checkbox', { checked: true })).toHaveCount(2);
  const contact = page.getByRole('group', { name: t.message('passengers.contact.heading') });
  await expect(contact.getByRole('textbox', { name: t.message('passengers.contact.name') })).toHaveValue('Hana Sato');

  const step = page.getByRole('form', { name: t.message('mileage.code.heading') });
  await expect(step.getByRole('radio', { name: t.message('mileage.code.by.sms') })).toBeChecked();
  const since = new Date(Date.now() - 1000);
  await press(page, step.getByRole('button', { name: t.message('mileage.code.send') }));
  await expect(step.getByRole('status').filter({ hasText: t.pattern('mileage.code.sent') })).toContainText('678');
  const code = step.getByRole('textbox', { name: t.message('mileage.code.label') });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  const sent = await smsCodeTo(HANA_PHONE, since);
  const wrong = sent === '000000' ? '111111' : '000000';
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  await expect(step.getByRole('alert')).toHaveText(t.message('error.codeWrong'));
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await noAxeViolations(page);
  await fitsPhone(page);
  await typeInto(page, code, sent);
  await page.keyboard.press('Enter');
  await expect(step.getByRole('status')).toHaveText(t.message('mileage.code.verified'));
  const book = page.getByRole('button', { name: t.message('mileage.book.submit') });
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');
}

async function payTaxes(page: Page, trip: Trip, taxes: string): Promise<string> {
  const t = wording(trip.lang);
  await expect(page.getByRole('heading', { name: t.message('pay.title') })).toBeVisible();
  await expect(page.getByText(t.message('pay.amount', { amount: taxes }))).toBeVisible();
  await page.getByLabel(t.message('pay.cardNumber')).fill(CARDS.success);
  await page.getByLabel(t.message('pay.expiry')).fill('12/34');
  await page.getByLabel(t.message('pay.securityCode')).fill('123');
  await page.getByLabel(t.message('pay.holder')).fill('HANA SATO');
  await page.getByRole('button', { name: t.message('pay.submit', { amount: taxes }) }).click();
  await page.waitForURL(new RegExp(`/tk/${trip.site}/${trip.lang}/book/paid/order/[A-Za-z0-9_-]+/$`));
  await islandsHydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: t.message('paid.success') })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('cell', { name: /^784\d{10}$/ })).toHaveCount(2);
  await expect(main.getByText(t.message('mileage.order.award'))).toBeVisible();
  await noAxeViolations(page);
  return (
    (await main
      .getByText(/^C\d{16}$/)
      .first()
      .textContent()) ?? ''
  );
}

/** The order detail page of an order, with the header's miles balance. */
async function openOrder(page: Page, trip: Trip, orderNo: string): Promise<Locator> {
  const t = wording(trip.lang);
  await page.goto(`/tk/${trip.site}/${trip.lang}/my/order/detail/${orderNo}/`);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: t.message('order.detailHeading', { orderNo }) })).toBeVisible();
  return page.getByRole('main');
}

/** An unpaid award for Hana alone, booked through the API with a code of its own; answers its order number and miles. */
async function unpaidAward(request: APIRequestContext, trip: Trip, dates: readonly [string, string]): Promise<{ orderNo: string; miles: number }> {
  const api = e2eApi(request);
  const params = { site: trip.site, lang: trip.lang };
  const { execution, flights } = await awardSession(request, trip, dates, { adt: 1, cnn: 0 });
  if (!flights) throw new Error('no award seats for one adult');
  const choices = flights.slices.map((slice) => {
    const row = slice.rows.find((r) => r.cells[0]?.miles !== null);
    if (!row) throw new Error(`no economy award on ${slice.date}`);
    return { set: slice.set, sol: row.sol, cabin: 0 };
  });
  const { data: quote } = await api.ok(getAwardPrice, { body: { execution, choices } });
  const { pList } = await api.ok(getMemberPassengers, { params, body: { isDomestic: false } });
  const hana = pList.find((p) => p.self);
  if (!hana) throw new Error('Hana Sato is not among her travellers');
  const since = new Date(Date.now() - 1000);
  await api.ok(sendMileageCode, { params, body: { channel: 'sms' } });
  await api.ok(verifyMileageCode, { params, body: { code: await smsCodeTo(HANA_PHONE, since) } });
  const { order } = await api.ok(createMileageOrder, {
    query: { execution, country: trip.site, language: trip.lang },
    body: {
      session: execution,
      choices,
      travellers: [hana.psgId],
      contact: { contactName: 'Hana Sato', areaCode: HANA.areaCode, phone: HANA.phone, email: HANA.email },
      expectedMiles: quote.totalMiles,
      expectedTaxes: quote.totalTaxes,
    },
  });
  expect(order.status).toBe('unpaid');
  return { orderNo: order.orderNo, miles: quote.totalMiles };
}

test.describe('award booking', () => {
  // Both journeys spend and give back the one demo member's miles: one at a time, so that each balance is its own.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  for (const trip of TRIPS) {
    test(`Hana Sato books a round-trip award for herself and her son on ${trip.site}/${trip.lang}, pays its taxes, sees it on the order page, and gets the miles of an unpaid award back by cancelling it`, async ({
      page,
    }) => {
      // The wrong one-time code is refused (400).
      allowConsoleErrors(page, /status of 400 .*verificationcode/);
      const t = wording(trip.lang);
      if (trip.phone) await page.setViewportSize(PHONE);
      await logIn(page, trip);
      const dates = await awardDates(page.request, trip);

      const before = await balanceOnSearchPage(page, trip);
      expect(before).toBeGreaterThan(0);
      await expectHeaderBalance(page, t, before);
      await searchAward(page, trip, dates);
      const award = await chooseAward(page, trip);
      await bookAward(page, trip);
      const orderNo = await payTaxes(page, trip, award.taxes);

      // The order page shows the award: its kind, the miles spent beside the taxes paid, and each flight's baggage.
      const order = await openOrder(page, trip, orderNo);
      await expect(order.getByText(t.message('mileage.order.award'))).toBeVisible();
      const spent = order.getByRole('definition').filter({ hasText: t.miles(award.miles) });
      await expect(spent).toHaveCount(1);
      await expect(order.getByRole('term').filter({ hasText: t.message('mileage.order.taxesPaid') })).toBeVisible();
      await expect(order.getByText(t.message('mileage.order.fare')).first()).toBeVisible();
      await expect(
        order
          .getByRole('definition')
          .filter({ hasText: t.message('order.baggageAllowance', { pieces: 1, kg: 20 }) })
          .first(),
      ).toBeVisible();
      const after = before - award.miles;
      await expectHeaderBalance(page, t, after);
      await noAxeViolations(page);
      await fitsPhone(page);
      expect(await balanceOnSearchPage(page, trip)).toBe(after);

      // An unpaid award holds its miles until it is cancelled on its order page.
      const unpaid = await unpaidAward(page.request, trip, dates);
      const held = await openOrder(page, trip, unpaid.orderNo);
      await expectHeaderBalance(page, t, after - unpaid.miles);
      await press(page, held.getByRole('button', { name: t.message('order.cancel') }));
      const confirm = page.getByRole('alertdialog', { name: t.message('order.cancelTitle') });
      await press(page, confirm.getByRole('button', { name: t.message('order.cancelOk') }));
      await expect(held.getByRole('status').filter({ hasText: t.message('mileage.order.cancelled') })).toBeVisible();
      await expectHeaderBalance(page, t, after);
      expect(await balanceOnSearchPage(page, trip)).toBe(after);
    });
  }
});

test('a guest who searches award flights is told to log in, and gets the login dialog', async ({ page }) => {
  const t = wording('en');
  await page.goto('/tk/nz/en/mileage/search/');
  await islandsHydrated(page);
  await expect(page.getByText(t.message('mileage.balance.guest'))).toBeVisible();
  await noAxeViolations(page);
  await press(page, page.getByRole('button', { name: t.message('mileage.search.submit') }));
  await expect(page.getByRole('alert').filter({ hasText: t.message('error.CZMILEAGE0000002') })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: t.message('login.title') });
  await expect(dialog).toBeVisible();
  await noAxeViolations(page);
  await expect(page).toHaveURL(/\/tk\/nz\/en\/mileage\/search\/$/);
});
