import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { logIn as logInCall } from '../../src/domain/api/member.ts';
import { getOrder } from '../../src/domain/api/orders.ts';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import type { Reply } from '../support/api.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi, encryptedPassword } from '../support/e2e-api.ts';
import { agreeToNotices, expectFlightsFound } from '../support/e2e-booking.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/e2e-test.ts';
import { wording } from '../support/e2e-wording.ts';
import { type ParsedMail, parseEml } from '../support/eml.ts';
import { CARDS } from '../support/test-cards.ts';

/**
 * The whole booking, as travellers make it: a round trip for an adult, a child
 * and an infant, from the results page through passengers, seats and a bag, the
 * sandbox's card page, the paid page and the confirmation e-mail, then the order
 * found again. A guest books on one site and a member on another, in another
 * language and currency.
 */

const [MEI] = DEMO_MEMBERS;
const day = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => day(new Date(Date.now() + days * 86_400_000));
const yearsAgo = (years: number, days = 0) => {
  const at = new Date(Date.now() - days * 86_400_000);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return day(at);
};

interface Traveller {
  readonly given: string;
  readonly surname: string;
  readonly sex: 'female' | 'male';
  readonly birthday: string;
  readonly passport: string;
}

interface Journey {
  readonly site: string;
  readonly lang: Lang;
  readonly from: string;
  readonly to: string;
  readonly currency: string;
  readonly email: string;
  /** Filled in by hand; a member's adult comes from their saved passengers instead. */
  readonly adult?: Traveller;
  readonly child: Traveller;
  readonly infant: Traveller;
  /** A promotion code typed into the discount box. */
  readonly code?: string;
}

async function logIn(page: Page, email: string): Promise<void> {
  const api = e2eApi(page.request);
  const pw = await encryptedPassword(api, DEMO_PASSWORD);
  await api.ok(logInCall, { body: { country: 'jp', language: 'ja', loginType: 'account', id: email, pw } });
}

/** The results page of the trip, as the search box reaches it: the create call's link. */
async function openResults(page: Page, request: APIRequestContext, journey: Journey): Promise<void> {
  const created = await e2eApi(request).ok(createSearchLink, {
    query: { country: journey.site, language: journey.lang },
    body: {
      tripType: 'R',
      dep: [journey.from, journey.to],
      arr: [journey.to, journey.from],
      date: [inDays(15), inDays(22)],
      adt: 1,
      cnn: 1,
      inf: 1,
      cabin: '0',
    },
  });
  await page.goto(created.blackUrl);
  await islandsHydrated(page);
}

/** Chooses the first economy fare of the first row of one slice, named as the step heading names it. */
async function chooseSlice(page: Page, journey: Journey, slice: 'shop.outbound' | 'shop.inbound'): Promise<void> {
  const t = wording(journey.lang);
  await expectFlightsFound(page, t, t.message(slice));
  await page
    .getByRole('list', { name: t.message('shop.results') })
    .getByRole('button', { name: t.startsWith(t.message('cabin.0')) })
    .first()
    .click();
  const families = page.getByRole('table', { name: t.message('shop.families', { cabin: t.message('cabin.0') }) });
  await families
    .getByRole('button', { name: t.pattern('shop.select') })
    .first()
    .click();
}

async function fillTraveller(form: Locator, journey: Journey, person: Traveller): Promise<void> {
  const t = wording(journey.lang);
  const surnameFirst = journey.site === 'jp';
  await form.getByLabel(t.message(surnameFirst ? 'passengers.field.givenName' : 'passengers.field.firstName'), { exact: true }).fill(person.given);
  await form.getByLabel(t.message(surnameFirst ? 'passengers.field.surname' : 'passengers.field.lastName'), { exact: true }).fill(person.surname);
  await form.getByLabel(t.message('passengers.field.sex')).selectOption({ label: t.message(`passengers.sex.${person.sex}`) });
  await form.getByLabel(t.message('passengers.field.birthday')).fill(person.birthday);
  await form.getByLabel(t.message('passengers.field.documentNumber')).fill(person.passport);
  await form.getByLabel(t.message('passengers.field.documentExpiry')).fill(yearsAgo(-6));
}

async function fillPassengers(page: Page, journey: Journey): Promise<void> {
  const t = wording(journey.lang);
  await expect(page).toHaveURL(new RegExp(`/tk/${journey.site}/${journey.lang}/book/passengers/\\?execution=`));
  await islandsHydrated(page);
  const adult = page.getByRole('group', { name: t.message('passengers.type.ADT', { n: 1 }) });
  await expect(adult.getByLabel(t.message('passengers.field.documentType'))).toHaveValue('PP');
  if (journey.adult) {
    await fillTraveller(adult, journey, journey.adult);
    const contact = page.getByRole('group', { name: t.message('passengers.contact.heading') });
    await contact.getByLabel(t.message('passengers.contact.name')).fill(`${journey.adult.given} ${journey.adult.surname}`);
    await contact.getByLabel(t.message('passengers.contact.phone')).fill('412345678');
    await contact.getByRole('combobox', { name: t.message('passengers.contact.email') }).fill(journey.email);
  } else {
    const saved = adult.getByLabel(t.message('passengers.saved.label'));
    await saved.selectOption({ index: 1 });
    await expect(adult.getByLabel(t.message('passengers.field.documentNumber'))).not.toHaveValue('');
    await expect(
      page.getByRole('group', { name: t.message('passengers.contact.heading') }).getByRole('combobox', { name: t.message('passengers.contact.email') }),
    ).toHaveValue(journey.email);
  }
  await fillTraveller(page.getByRole('group', { name: t.message('passengers.type.CNN', { n: 1 }) }), journey, journey.child);
  await fillTraveller(page.getByRole('group', { name: t.message('passengers.type.INF', { n: 1 }) }), journey, journey.infant);
  await agreeToNotices(page, journey.lang);
  await noAxeViolations(page);
  await page.getByRole('button', { name: t.message('passengers.continue') }).click();
}

/** Seats for the adult and the child on the first flight (from the list of seats), and an extra bag for the adult there. */
async function chooseExtras(page: Page, journey: Journey): Promise<string> {
  const t = wording(journey.lang);
  await expect(page).toHaveURL(new RegExp(`/tk/${journey.site}/${journey.lang}/book/addition/\\?execution=`));
  await islandsHydrated(page);
  await page
    .getByRole('group', { name: t.message('seat.viewLabel') })
    .getByRole('button', { name: t.message('seat.viewList') })
    .click();
  const seatsOfFirstFlight = () => page.getByRole('group', { name: t.pattern('seat.listLegend') }).first();
  const seatPattern = t.pattern('seat.name');
  for (let seated = 0; seated < 2; seated++) {
    const list = seatsOfFirstFlight();
    const legend = await list.evaluate((group) => group.querySelector('legend')?.textContent ?? '');
    await list.getByRole('radio', { name: seatPattern, disabled: false, checked: false }).first().check();
    // The list moves on to the next passenger, so the first flight's group is now named for the child.
    if (seated === 0) await expect(seatsOfFirstFlight().locator('legend')).not.toHaveText(legend);
  }
  const bags = page.getByRole('combobox', { name: t.pattern('addition.bagsFor') }).first();
  await bags.selectOption({ index: 1 });
  const summary = page.getByRole('region', { name: t.message('addition.summary') });
  await expect(summary.getByRole('row', { name: t.startsWith(t.message('addition.bagsTotal')) })).not.toContainText(/^\D*0([.,]00)?\D*$/);
  if (journey.code) {
    const discounts = page.getByRole('region', { name: t.message('discount.heading') });
    await discounts.getByLabel(t.message('discount.code.label')).fill(journey.code.toLowerCase());
    await discounts.getByRole('button', { name: t.message('discount.code.apply') }).click();
    await expect(discounts.getByText(t.pattern('discount.code.applied', { code: journey.code }))).toBeVisible();
    await expect(summary.getByRole('row', { name: t.startsWith(t.message('addition.discount')) })).toBeVisible();
  }
  await noAxeViolations(page);
  const total = (await summary.locator('tfoot td').textContent()) ?? '';
  await summary.getByRole('button', { name: t.message('addition.continue') }).click();
  return total;
}

async function payWithCard(page: Page, journey: Journey, total: string): Promise<void> {
  const t = wording(journey.lang);
  await expect(page.getByRole('heading', { name: t.message('pay.title') })).toBeVisible();
  await expect(page.getByText(t.message('pay.amount', { amount: total }))).toBeVisible();
  await page.getByLabel(t.message('pay.cardNumber')).fill(CARDS.success);
  await page.getByLabel(t.message('pay.expiry')).fill('12/34');
  await page.getByLabel(t.message('pay.securityCode')).fill('123');
  await page.getByLabel(t.message('pay.holder')).fill('TEST HOLDER');
  await page.getByRole('button', { name: t.message('pay.submit', { amount: total }) }).click();
  await page.waitForURL(new RegExp(`/tk/${journey.site}/${journey.lang}/book/paid/order/[A-Za-z0-9_-]+/$`));
  await islandsHydrated(page);
}

/** The order as its holder reads it through the API. */
type PaidOrder = Reply<typeof getOrder>['order'];

/** The paid page's success, and the order as its holder reads it through the API. */
async function paidOrder(page: Page, journey: Journey): Promise<PaidOrder> {
  const t = wording(journey.lang);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: t.message('paid.success') })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('cell', { name: /^784\d{10}$/ })).toHaveCount(3);
  await noAxeViolations(page);
  const orderNo =
    (await main
      .getByText(/^C\d{16}$/)
      .first()
      .textContent()) ?? '';
  const { order } = await e2eApi(page.request).ok(getOrder, { params: { site: journey.site, lang: journey.lang }, body: { orderNo } });
  // The page shows the seats chosen on the first flight, and the bag among the prices.
  const firstFlight = main.getByRole('table', { name: t.pattern('order.flightExtras') }).first();
  for (const { seat } of order.extras.seats) await expect(firstFlight).toContainText(seat);
  await expect(
    main.getByRole('table', { name: t.message('order.priceSummary') }).getByRole('row', { name: t.startsWith(t.message('order.bagsTotal')) }),
  ).toBeVisible();
  return order;
}

async function confirmation(journey: Journey, orderNo: string): Promise<ParsedMail> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is set by tests/playwright.config.ts');
  const subject = wording(journey.lang).message('mail.order.subject', { orderNo });
  const find = async () => {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    const mails = await Promise.all(files.map(async (f) => parseEml(await readFile(join(dir, f)))));
    return mails.filter((m) => m.headers.to === journey.email && m.subject === subject);
  };
  await expect.poll(async () => (await find()).length, { timeout: 20_000 }).toBe(1);
  return (await find())[0];
}

function expectCalendar(mail: ParsedMail, order: PaidOrder): void {
  const ics = mail.attachments.find((a) => a.contentType === 'text/calendar');
  expect(ics?.filename).toBe(`${order.orderNo}.ics`);
  const calendar = (ics?.content ?? '').replace(/\r\n[ \t]/g, '');
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(order.segments.length);
  expect(calendar).toMatch(/DTSTART;TZID=[A-Za-z_]+\/[A-Za-z_]+:\d{8}T\d{6}/);
}

async function book(page: Page, request: APIRequestContext, journey: Journey): Promise<PaidOrder> {
  await openResults(page, request, journey);
  await chooseSlice(page, journey, 'shop.outbound');
  await chooseSlice(page, journey, 'shop.inbound');
  await page
    .getByRole('region', { name: wording(journey.lang).message('shop.summary') })
    .getByRole('button', { name: wording(journey.lang).message('shop.continue') })
    .click();
  await fillPassengers(page, journey);
  const total = await chooseExtras(page, journey);
  await payWithCard(page, journey, total);
  const order = await paidOrder(page, journey);
  expect(order.equivFarecurrency).toBe(journey.currency);
  // The amount paid, as the pages wrote it, is the order's total in the site's own way of writing its money.
  expect(total).toBe(siteFormat(journey.lang, journey.site).money({ amount: order.totalPayMoney, currency: journey.currency }));
  expect(order.segments.length).toBeGreaterThanOrEqual(2);
  expect(order.passengers.map((p) => p.type)).toEqual(['ADT', 'CNN', 'INF']);
  expect(order.passengers.every((p) => p.tickets.length === 1 && /^784\d{10}$/.test(p.tickets[0]))).toBe(true);
  expect(order.extras.seats).toHaveLength(2);
  expect(order.extras.bags).toHaveLength(1);
  expect(order.discountOrderInfos.map((d) => d.discountCode)).toEqual(journey.code ? [journey.code] : []);
  expectCalendar(await confirmation(journey, order.orderNo), order);
  return order;
}

const child = (given: string, surname: string): Traveller => ({ given, surname, sex: 'female', birthday: yearsAgo(7), passport: `K${randomInt(1e7, 1e8)}` });
const infant = (given: string, surname: string): Traveller => ({
  given,
  surname,
  sex: 'male',
  birthday: yearsAgo(0, 200),
  passport: `K${randomInt(1e7, 1e8)}`,
});

test.describe('a whole booking', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a guest on the Australian site in English books a family round trip with seats, a bag and a promotion code, pays in Australian dollars and finds the order again by its number', async ({
    page,
    request,
    browser,
  }) => {
    const surname = 'HARPER';
    const journey: Journey = {
      site: 'au',
      lang: 'en',
      from: 'SYD',
      to: 'CAN',
      currency: 'AUD',
      email: `harper-${Date.now()}-${randomInt(1e6)}@example.com`,
      adult: { given: 'NORA', surname, sex: 'female', birthday: '1986-03-14', passport: `PA${randomInt(1e6, 1e7)}` },
      child: child('ELLA', surname),
      infant: infant('SAM', surname),
      code: 'WELCOME10',
    };
    const order = await book(page, request, journey);

    const elsewhere = await browser.newContext();
    try {
      const guest = await elsewhere.newPage();
      const t = wording('en');
      await guest.goto('/tk/au/en/my/order/find/');
      await islandsHydrated(guest);
      const byOrder = guest.getByRole('region', { name: t.message('find.byOrder') });
      await byOrder.getByLabel(t.message('find.orderNo')).fill(order.orderNo);
      await byOrder.getByLabel(t.message('find.who')).fill(surname.toLowerCase());
      await byOrder.getByRole('button', { name: t.message('find.submit') }).click();
      await guest.waitForURL(new RegExp(`/tk/au/en/my/order/detail/${order.orderNo}/$`));
      await islandsHydrated(guest);
      await expect(guest.getByRole('heading', { level: 2, name: t.message('order.detailHeading', { orderNo: order.orderNo }) })).toBeVisible();
      await expect(guest.getByText(t.message('order.status.ticketed'))).toBeVisible();
    } finally {
      await elsewhere.close();
    }
  });

  test('a member on the Japanese site in Japanese books a family round trip from a saved passenger, pays in yen and finds the order in the order list', async ({
    page,
    request,
  }) => {
    await logIn(page, MEI.email);
    const journey: Journey = {
      site: 'jp',
      lang: 'ja',
      from: 'NRT',
      to: 'CAN',
      currency: 'JPY',
      email: MEI.email,
      child: child('HANA', 'LIN'),
      infant: infant('KAI', 'LIN'),
    };
    const order = await book(page, request, journey);

    const t = wording('ja');
    await page.goto('/tk/jp/ja/my/order/list/');
    await islandsHydrated(page);
    const link = page.getByRole('link', { name: new RegExp(order.orderNo) });
    await expect(link).toBeVisible();
    await link.click();
    await page.waitForURL(new RegExp(`/tk/jp/ja/my/order/detail/${order.orderNo}/$`));
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: t.message('order.detailHeading', { orderNo: order.orderNo }) })).toBeVisible();
    await noAxeViolations(page);
  });
});
