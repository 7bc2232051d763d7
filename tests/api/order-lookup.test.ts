import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES_PER_EMAIL_HOUR, EMAIL_CODE_MAX_ATTEMPTS, LOOKUPS_PER_ADDRESS_HOUR } from '../../src/server/booking/guest-orders.ts';
import {
  adult,
  book,
  CARDS,
  keepCookies,
  nonStop,
  openSession,
  orderApp,
  paidStatus,
  payOrder,
  post,
  type Browser,
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
const newBrowser = (): Browser => ({ address: `198.18.0.${++addresses}` });
const choices = () => [{ set: 0, sol: trip.sol, familyId: 'ECONOMY_FLEX' }];

/** A member registered and logged in in a browser of their own. */
async function member(email: string, phone: string): Promise<Browser> {
  const { publicKey } = (await (await t.request('/api/a/publicKey')).json()) as { publicKey: string };
  const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('246810')).toString('base64');
  const browser = newBrowser();
  const res = await t.request('/api/svcPassenger/nz/en/quickRegister', post({ givenName: 'Mei', surname: 'Lin', email, areaCode: '64', phone, pw }, browser));
  expect(res.status).toBe(200);
  keepCookies(browser, res);
  return browser;
}

/** A captcha drawn for the browser, with the code the test app always draws. */
async function solvedCaptcha(): Promise<{ captchaId: string; ca: string }> {
  const captchaId = crypto.randomUUID();
  expect((await t.request(`/api/getCaptcha?i=${captchaId}`)).status).toBe(200);
  return { captchaId, ca: CAPTCHA };
}

const challenge = async (email: string, browser: Browser, extra: Record<string, string> = {}) =>
  t.request('/api/captcha/challengeByEmail', post({ email, ...(await solvedCaptcha()), ...extra }, browser));
const codeIn = (email: string) => /\b(\d{6})\b/.exec(t.mailer.last(email)?.text ?? '')?.[1] ?? '';
const ordersByEmail = (email: string, code: string, browser: Browser) => t.request('/api/om/ordersByEmail', post({ email, code }, browser));
const getPnr = (locator: string, surname: string | undefined, browser: Browser) =>
  t.request(`/api/pnr/nz/en/getPnr?${new URLSearchParams({ pnrNo: locator, ...(surname === undefined ? {} : { surname }) })}`, {
    headers: { ...(browser.cookie ? { cookie: browser.cookie } : {}), 'x-real-ip': browser.address ?? '' },
  });

describe('POST /api/om/{site}/{lang}/refreshOrderDetail', () => {
  it('reads a pending payment from the payment provider when its notification has not come, tickets the order and mails it once', async () => {
    const browser = newBrowser();
    const email = 'refresh.paid@example.com';
    const order = await book(t, { execution: trip.execution, choices: choices(), email }, browser);
    const { execution } = await payOrder(t, order.orderNo, CARDS.success, browser);
    expect((await paidStatus(t, execution, browser)).body).toEqual({ status: 'pending' });
    const before = await t.request('/api/om/nz/en/order', post({ orderNo: order.orderNo }, browser));
    expect(((await before.json()) as { order: { status: string } }).order.status).toBe('unpaid');

    const refreshed = await t.request('/api/om/nz/en/refreshOrderDetail', post({ orderNo: order.orderNo }, browser));
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { order: { status: string; payStatus: boolean; passengers: { tickets: string[] }[] } };
    expect(body.order).toMatchObject({ status: 'ticketed', payStatus: true });
    expect(body.order.passengers[0].tickets).toHaveLength(1);
    expect((await paidStatus(t, execution, browser)).body.status).toBe('success');

    // The notification that comes afterwards changes nothing and sends nothing more.
    expect((await t.payments.replay(t.payments.sent[t.payments.sent.length - 1])).status).toBe(200);
    expect(t.mailer.to(email)).toHaveLength(1);
  });

  it('leaves an unpaid order as it is when nothing was paid, and opens it only for its holder or lookup data', async () => {
    const browser = newBrowser();
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('ANA', 'SILVA')] }, browser);
    const own = await t.request('/api/om/nz/en/refreshOrderDetail', post({ orderNo: order.orderNo }, browser));
    expect(((await own.json()) as { order: { status: string } }).order.status).toBe('unpaid');
    const stranger = newBrowser();
    expect((await t.request('/api/om/nz/en/refreshOrderDetail', post({ orderNo: order.orderNo }, stranger))).status).toBe(404);
    expect((await t.request('/api/om/nz/en/refreshOrderDetail', post({ orderNo: order.orderNo, surname: 'SMITH' }, stranger))).status).toBe(404);
    expect((await t.request('/api/om/nz/en/refreshOrderDetail', post({ orderNo: order.orderNo, surname: 'silva' }, stranger))).status).toBe(200);
  });
});

describe('guest orders by e-mail', () => {
  it('asks for the captcha before sending a code, and answers alike for an address with orders and one without', async () => {
    const browser = newBrowser();
    const bare = await t.request('/api/captcha/challengeByEmail', post({ email: 'who@example.com' }, browser));
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { ex: string }).ex).toBe('CZWEB000010');
    const wrong = await t.request('/api/captcha/challengeByEmail', post({ email: 'who@example.com', ...(await solvedCaptcha()), ca: 'ZZZZ' }, browser));
    expect(((await wrong.json()) as { ex: string }).ex).toBe('CZWEB000011');

    await book(t, { execution: trip.execution, choices: choices(), email: 'has.orders@example.com' }, newBrowser());
    const withOrders = await challenge('has.orders@example.com', browser);
    const without = await challenge('no.orders@example.com', browser);
    expect(withOrders.status).toBe(200);
    expect(without.status).toBe(200);
    expect(await withOrders.json()).toEqual(await without.json());
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
    const { data } = (await listed.json()) as { data: { orderNo: string; status: string; totalPayMoney: number }[] };
    expect(data.map((o) => o.orderNo).sort()).toEqual([first.orderNo, second.orderNo].sort());
    expect(data.map((o) => o.orderNo)).not.toContain(members.orderNo);

    const reused = await ordersByEmail(email, code, browser);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { ex: string }).ex).toBe('e01');
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
    expect(((await over.json()) as { ex: string }).ex).toBe('tooManyRequests');
  });
});

describe('GET /api/pnr/{site}/{lang}/getPnr', () => {
  it("shows a booking by its record locator only with a passenger's surname, without price or contact", async () => {
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('LEA', 'MARTIN')] }, newBrowser());
    const stranger = newBrowser();
    expect((await getPnr(order.locator, undefined, stranger)).status).toBe(400);
    expect((await getPnr(order.locator, '', stranger)).status).toBe(400);
    expect((await getPnr(order.locator, 'SMITH', stranger)).status).toBe(404);
    const found = await getPnr(order.locator.toLowerCase(), 'martin', stranger);
    expect(found.status).toBe(200);
    const { booking } = (await found.json()) as { booking: Record<string, unknown> & { passengers: { name: string }[]; segments: unknown[] } };
    expect(booking).toMatchObject({ orderNo: order.orderNo, locator: order.locator, status: 'unpaid' });
    expect(booking.passengers.map((p) => p.name)).toEqual(['MARTIN/LEA']);
    expect(booking.segments).toHaveLength(1);
    expect(Object.keys(booking)).not.toContain('contact');
    expect(Object.keys(booking)).not.toContain('totalPayMoney');
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
    await t.payments.replay(t.payments.sent[t.payments.sent.length - 1]);
    const elsewhere = newBrowser();
    expect((await t.request('/api/om/nz/en/order', post({ orderNo: order.orderNo }, elsewhere))).status).toBe(404);
    const found = await t.request('/api/om/nz/en/order', post({ orderNo: order.orderNo, email }, elsewhere));
    expect(((await found.json()) as { order: { status: string } }).order.status).toBe('ticketed');
  });
});
