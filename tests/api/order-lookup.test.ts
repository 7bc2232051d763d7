import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { getOrder, getPnr as getPnrOperation, listOrdersByEmail, refreshOrder, sendOrderEmailCode } from '../../src/domain/api/orders.ts';
import { CODES_PER_EMAIL_HOUR, EMAIL_CODE_MAX_ATTEMPTS, LOOKUPS_PER_ADDRESS_HOUR } from '../../src/server/booking/guest-orders.ts';
import { FAILED_LOOKUPS_PER_ADDRESS_HOUR, FAILED_LOOKUPS_PER_ORDER_HOUR } from '../../src/server/booking/order-lookup-limits.ts';
import type { Browser } from '../support/api.ts';
import {
  adult,
  book,
  CARDS,
  deliver,
  lastNotification,
  nonStop,
  openSession,
  orderApp,
  paidStatus,
  payOrder,
  registeredMember,
  type TestApp,
} from '../support/order-flow.ts';

const CAPTCHA = 'K7PQ';

let t: TestApp;
let trip: { execution: string; sol: string };

beforeAll(async () => {
  // Notifications are only recorded: a pending payment stays pending until a test delivers it or asks the provider.
  ({ t } = await orderApp({ captchaCodes: () => CAPTCHA, sandbox: { autoDeliver: false } }));
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-18'] });
  trip = { execution, sol: (await nonStop(t, execution, '2026-12-18')).sol };
}, 60_000);
afterAll(async () => {
  await t.close();
});

let addresses = 0;
const newAddress = () => `198.18.0.${++addresses}`;
const newBrowser = (): Browser => ({ address: newAddress() });
const choices = () => [{ set: 0, sol: trip.sol, familyId: 'ECONOMY_FLEX' }];

/** A member registered and logged in in a browser of their own. */
const member = (email: string, phone: string) => registeredMember(t, email, phone, newAddress(), CAPTCHA);

/** A captcha drawn for the browser, with the code the test app always draws. */
async function solvedCaptcha(): Promise<{ captchaId: string; ca: string }> {
  const captchaId = crypto.randomUUID();
  expect((await t.api.send(getCaptcha, { query: { i: captchaId } })).status).toBe(200);
  return { captchaId, ca: CAPTCHA };
}

const site = { site: 'nz', lang: 'en' } as const;
type ChallengeBody = CallInput<typeof sendOrderEmailCode>['body'];
const challenge = async (email: string, browser: Browser, extra: Partial<ChallengeBody> = {}) =>
  t.api.send(sendOrderEmailCode, { body: { email, ...(await solvedCaptcha()), ...extra } }, { browser });
const codeIn = (email: string) => /\b(\d{6})\b/.exec(t.mailer.last(email)?.text ?? '')?.[1] ?? '';
const ordersByEmail = (email: string, code: string, browser: Browser) => t.api.send(listOrdersByEmail, { body: { email, code } }, { browser });
const getPnr = (locator: string, surname: string | undefined, browser: Browser) =>
  t.api.send(
    getPnrOperation,
    // Without a surname the test sends a query the declaration forbids, as a hand-made link would.
    { params: site, query: surname === undefined ? ({ pnrNo: locator } as never) : { pnrNo: locator, surname } },
    { browser },
  );
const detail = (body: CallInput<typeof getOrder>['body'], browser: Browser) => t.api.send(getOrder, { params: site, body }, { browser });
const refresh = (body: CallInput<typeof refreshOrder>['body'], browser: Browser) => t.api.send(refreshOrder, { params: site, body }, { browser });

describe('the order detail brought up to date (refreshOrder)', () => {
  it('reads a pending payment from the payment provider when its notification has not come, tickets the order and mails it once', async () => {
    const browser = newBrowser();
    const email = 'refresh.paid@example.com';
    const order = await book(t, { execution: trip.execution, choices: choices(), email }, browser);
    const { execution } = await payOrder(t, order.orderNo, CARDS.success, browser);
    expect(await paidStatus(t, execution, browser)).toEqual({ status: 'pending' });
    const before = await detail({ orderNo: order.orderNo }, browser);
    expect(before.reply.order.status).toBe('unpaid');

    const refreshed = await refresh({ orderNo: order.orderNo }, browser);
    expect(refreshed.status).toBe(200);
    const body = refreshed.reply;
    expect(body.order).toMatchObject({ status: 'ticketed', payStatus: true });
    expect(body.order.passengers[0].tickets).toHaveLength(1);
    expect((await paidStatus(t, execution, browser)).status).toBe('success');

    // The notification that comes afterwards changes nothing and sends nothing more.
    expect((await deliver(t, lastNotification(t))).status).toBe(200);
    expect(t.mailer.to(email)).toHaveLength(1);
  });

  it('leaves an unpaid order as it is when nothing was paid, and opens it only for its holder or lookup data', async () => {
    const browser = newBrowser();
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('ANA', 'SILVA')] }, browser);
    const own = await refresh({ orderNo: order.orderNo }, browser);
    expect(own.reply.order.status).toBe('unpaid');
    const stranger = newBrowser();
    expect((await refresh({ orderNo: order.orderNo }, stranger)).status).toBe(404);
    expect((await refresh({ orderNo: order.orderNo, surname: 'SMITH' }, stranger)).status).toBe(404);
    expect((await refresh({ orderNo: order.orderNo, surname: 'silva' }, stranger)).status).toBe(200);
  });
});

describe('guest orders by e-mail', () => {
  it('asks for the captcha before sending a code, and answers alike for an address with orders and one without', async () => {
    const browser = newBrowser();
    const bare = await t.api.send(sendOrderEmailCode, { body: { email: 'who@example.com' } }, { browser });
    expect(bare.status).toBe(400);
    expect(bare.failure.ex).toBe('CZWEB000010');
    const wrong = await challenge('who@example.com', browser, { ca: 'ZZZZ' });
    expect(wrong.failure.ex).toBe('CZWEB000011');

    await book(t, { execution: trip.execution, choices: choices(), email: 'has.orders@example.com' }, newBrowser());
    const withOrders = await challenge('has.orders@example.com', browser);
    const without = await challenge('no.orders@example.com', browser);
    expect(withOrders.status).toBe(200);
    expect(without.status).toBe(200);
    expect(withOrders.reply).toEqual(without.reply);
    expect(withOrders.text).toBe(without.text);
    expect(codeIn('has.orders@example.com')).toMatch(/^\d{6}$/);
    expect(codeIn('no.orders@example.com')).toMatch(/^\d{6}$/);
  });

  it("lists the address's guest orders for the code sent to it, once, and never a member's orders under the same address", async () => {
    const email = 'ana.lists@example.com';
    const first = await book(t, { execution: trip.execution, choices: choices(), email }, newBrowser());
    const second = await book(t, { execution: trip.execution, choices: choices(), email: 'Ana.Lists@Example.com' }, newBrowser());
    const mei = await member(email, '211120001');
    const members = await book(t, { execution: trip.execution, choices: choices(), email }, mei);
    await book(t, { execution: trip.execution, choices: choices(), email: 'someone.else@example.com' }, newBrowser());

    const browser = newBrowser();
    expect((await challenge(email, browser, { language: 'de' })).status).toBe(200);
    expect(t.mailer.last(email)?.subject).toBe('Ihr Code zum Finden Ihrer Buchungen');
    const code = codeIn(email);
    const listed = await ordersByEmail(email, code, browser);
    expect(listed.status).toBe(200);
    const { data } = listed.reply;
    expect(data.map((o) => o.orderNo).sort()).toEqual([first.orderNo, second.orderNo].sort());
    expect(data.map((o) => o.orderNo)).not.toContain(members.orderNo);

    const reused = await ordersByEmail(email, code, browser);
    expect(reused.status).toBe(400);
    expect(reused.failure.ex).toBe('e01');
  });

  it(`throws a code away after ${EMAIL_CODE_MAX_ATTEMPTS} wrong tries and sends at most ${CODES_PER_EMAIL_HOUR} codes an hour to one address`, async () => {
    const email = 'guessed.code@example.com';
    const browser = newBrowser();
    await challenge(email, browser);
    const code = codeIn(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS; i++) expect((await ordersByEmail(email, wrong, browser)).status).toBe(400);
    expect((await ordersByEmail(email, code, browser)).status).toBe(400);

    for (let i = 1; i < CODES_PER_EMAIL_HOUR; i++) expect((await challenge(email, newBrowser())).status).toBe(200);
    const over = await challenge(email, newBrowser());
    expect(over.status).toBe(429);
    expect(over.failure.ex).toBe('tooManyRequests');
  });
});

describe('a booking found by its record locator (getPnr)', () => {
  it("shows a booking by its record locator only with a passenger's surname, without price or contact", async () => {
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('LEA', 'MARTIN')] }, newBrowser());
    const stranger = newBrowser();
    expect((await getPnr(order.locator, undefined, stranger)).status).toBe(400);
    expect((await getPnr(order.locator, '', stranger)).status).toBe(400);
    expect((await getPnr(order.locator, 'SMITH', stranger)).status).toBe(404);
    const found = await getPnr(order.locator.toLowerCase(), 'martin', stranger);
    expect(found.status).toBe(200);
    const { booking } = found.reply;
    expect(booking).toMatchObject({ orderNo: order.orderNo, locator: order.locator, status: 'unpaid' });
    expect(booking.passengers.map((p) => p.name)).toEqual(['MARTIN/LEA']);
    expect(booking.segments).toHaveLength(1);
    // The answer as sent: the checked reply keeps only the fields its schema declares.
    expect(Object.keys(JSON.parse(found.text).booking)).not.toContain('contact');
    expect(Object.keys(JSON.parse(found.text).booking)).not.toContain('totalPayMoney');
  });

  it("shows a member's booking to that member only, even to someone with the locator and surname", async () => {
    const mei = await member('pnr.member@example.com', '211120002');
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('MEI', 'LIN')] }, mei);
    expect((await getPnr(order.locator, 'LIN', newBrowser())).status).toBe(404);
    const other = await member('pnr.other@example.com', '211120003');
    expect((await getPnr(order.locator, 'LIN', other)).status).toBe(404);
    expect((await getPnr(order.locator, 'LIN', mei)).status).toBe(200);
  });

  it(`answers ${LOOKUPS_PER_ADDRESS_HOUR} lookups an hour from one address, then 429`, async () => {
    const browser = newBrowser();
    for (let i = 0; i < LOOKUPS_PER_ADDRESS_HOUR; i++) expect((await getPnr('ABCDEF', 'NOBODY', browser)).status).toBe(404);
    expect((await getPnr('ABCDEF', 'NOBODY', browser)).status).toBe(429);
  });
});

describe('a paid order found again as a guest', () => {
  it('opens with the order number and the e-mail in another browser, after it was paid', async () => {
    const email = 'paid.guest@example.com';
    const browser = newBrowser();
    const order = await book(t, { execution: trip.execution, choices: choices(), email }, browser);
    await payOrder(t, order.orderNo, CARDS.success, browser);
    await deliver(t, lastNotification(t));
    const elsewhere = newBrowser();
    expect((await detail({ orderNo: order.orderNo }, elsewhere)).status).toBe(404);
    const found = await detail({ orderNo: order.orderNo, email }, elsewhere);
    expect(found.reply.order.status).toBe('ticketed');
  });
});

describe('opening an order by its number and a surname', () => {
  const wrongSurname = (i: number) => `WRONG${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`;

  it(`stops the guessing at one order number after ${FAILED_LOOKUPS_PER_ORDER_HOUR} wrong surnames from any addresses, while its holder still opens it`, async () => {
    const holder = newBrowser();
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('RUI', 'COSTA')] }, holder);
    for (let i = 0; i < FAILED_LOOKUPS_PER_ORDER_HOUR; i++) {
      expect((await detail({ orderNo: order.orderNo, surname: wrongSurname(i) }, newBrowser())).status).toBe(404);
    }
    const over = await detail({ orderNo: order.orderNo, surname: 'costa' }, newBrowser());
    expect(over.status).toBe(429);
    expect(over.failure.ex).toBe('tooManyRequests');
    expect((await refresh({ orderNo: order.orderNo, surname: 'costa' }, newBrowser())).status).toBe(429);
    expect((await detail({ orderNo: order.orderNo }, holder)).status).toBe(200);
  });

  it(`answers ${FAILED_LOOKUPS_PER_ADDRESS_HOUR} failed lookups an hour from one address, then 429, and a right lookup does not count`, async () => {
    const guesser = newBrowser();
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('LIA', 'MOTA')] }, newBrowser());
    for (let i = 0; i < 3; i++) expect((await detail({ orderNo: order.orderNo, surname: 'mota' }, guesser)).status).toBe(200);
    const unknown = Array.from({ length: FAILED_LOOKUPS_PER_ADDRESS_HOUR + 1 }, (_, i) => `${order.orderNo.slice(0, -2)}${String(i).padStart(2, '0')}`)
      .filter((orderNo) => orderNo !== order.orderNo)
      .slice(0, FAILED_LOOKUPS_PER_ADDRESS_HOUR);
    for (const orderNo of unknown) expect((await detail({ orderNo, surname: 'mota' }, guesser)).status).toBe(404);
    expect((await detail({ orderNo: order.orderNo, surname: 'mota' }, guesser)).status).toBe(429);
    expect((await detail({ orderNo: order.orderNo, surname: 'mota' }, newBrowser())).status).toBe(200);
  });
});
