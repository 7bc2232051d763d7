import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiDocument } from '../../src/domain/api/health.ts';
import { startPayment } from '../../src/domain/api/payment.ts';
import { priceLines } from '../../src/domain/shop/price-lines.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { HOLD_MS } from '../../src/server/booking/orders.ts';
import type { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser } from '../support/api.ts';
import {
  adult,
  book,
  CARDS,
  type Detail,
  nonStop,
  openSession,
  orderApp,
  orderRequest,
  paidOrder,
  paidStatus,
  payOrder,
  type TestApp,
} from '../support/order-flow.ts';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  ({ t, clock } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

const economy = (detail: Detail, id: string) => detail.cabins[0].families.find((f) => f.id === id);
const soldOn = async (flightNo: string, date: string) => {
  const [row] = await t.db.query<{ sold: number }>(
    `select coalesce(sum(s.sold), 0)::int as sold from seat_sale s join flight_leg l on l.id = s.leg_id
      where l.airline || l.flight_number = $1 and s.dep_date = $2`,
    [flightNo, date],
  );
  return row.sold;
};

describe('booking and paying an order', () => {
  it('prices the order as the shop detail does, holds the seat, and tickets it once the card payment is confirmed', async () => {
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-10'], adt: 2, cnn: 1, inf: 1 });
    const { sol, detail, flightNo } = await nonStop(t, execution, '2026-12-10');
    const family = economy(detail, 'ECONOMY_STANDARD');
    if (!family) throw new Error('no standard fare');
    const before = await soldOn(flightNo, '2026-12-10');
    const browser: Browser = { address: '203.0.113.1' };
    const child = { ...adult('AMY', 'SMITH'), type: 'CNN' as const, birthday: '2018-05-05', sex: '0' };
    const infant = { ...adult('TOM', 'SMITH'), type: 'INF' as const, birthday: '2026-01-02', infantOf: 0 };
    const order = await book(
      t,
      { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_STANDARD' }], passengers: [adult(), adult('JANE', 'SMITH'), child, infant] },
      browser,
    );

    expect(order.orderNo).toMatch(/^C\d{16}$/);
    expect(order.locator).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(order.status).toBe('unpaid');
    expect(new Date(order.deadline).getTime()).toBe(new Date(clock.now()).getTime() + HOLD_MS);
    const shown = priceLines([{ family }]);
    expect(order.totalPayMoney).toBe(shown.total?.amount);
    expect(order.equivFarecurrency).toBe('NZD');
    for (const line of shown.lines) {
      const ours = order.prices.find((p) => p.type === line.type);
      expect(ours?.fare).toBe(line.fare);
      expect((ours?.taxes ?? 0) + (ours?.surcharges ?? 0)).toBe(line.taxes);
    }
    expect(order.segments[0].bookingClass).toBe(family.classes[0]);
    expect(await soldOn(flightNo, '2026-12-10')).toBe(before + 3);

    const { execution: attempt, location } = await payOrder(t, order.orderNo, CARDS.success, browser);
    expect(location).toBe(`/tk/nz/en/book/paid/order/${attempt}/`);
    const paid = await paidStatus(t, attempt, browser);
    expect(paid.status).toBe('success');
    expect(paidOrder(paid).status).toBe('ticketed');
    const tickets = paidOrder(paid).passengers.flatMap((p) => p.tickets);
    expect(tickets).toHaveLength(4);
    for (const ticket of tickets) expect(ticket).toMatch(/^784\d{10}$/);
    expect(new Set(tickets).size).toBe(4);
    // The tickets' rows say what the paid page shows: each passenger's ticket, holding the trip's one coupon.
    const rows = await t.db.query<{ ticket_no: string; passenger: number; coupon_set: number; coupons: number[] }>(
      'select k.ticket_no, k.passenger, k.coupon_set, k.coupons from ticket k join booking_order o on o.id = k.order_id where o.order_no = $1 order by k.passenger',
      [order.orderNo],
    );
    expect(rows).toEqual(paidOrder(paid).passengers.map((p, passenger) => ({ ticket_no: p.tickets[0], passenger, coupon_set: 0, coupons: [0] })));
    expect(await soldOn(flightNo, '2026-12-10')).toBe(before + 3);
  });

  it('never keeps or logs the card number: the sandbox keeps the last four digits and the brand', async () => {
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-11'] });
    const { sol } = await nonStop(t, execution, '2026-12-11');
    const browser: Browser = { address: '203.0.113.2' };
    const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
    await payOrder(t, order.orderNo, CARDS.success, browser);
    const [{ provider_ref: ref }] = await t.db.query<{ provider_ref: string }>('select provider_ref from payment_attempt order by created_at desc limit 1');
    expect(await t.payments.cardOf(ref)).toEqual({ last4: '4242', brand: 'visa' });
    expect(JSON.stringify(t.logger.lines)).not.toMatch(/4242\s?4242/);
    const dump = await t.db.query<{ text: string }>("select string_agg(row_to_json(p)::text, ' ') as text from payment_attempt p");
    expect(dump[0].text).not.toMatch(/4242424242424242|4242 4242/);
  });

  it('keeps the seats of a declined card held until the deadline, then the sweep gives them back', async () => {
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-12'] });
    const { sol, flightNo } = await nonStop(t, execution, '2026-12-12');
    const before = await soldOn(flightNo, '2026-12-12');
    const browser: Browser = { address: '203.0.113.3' };
    const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_SAVER' }] }, browser);
    const { execution: attempt } = await payOrder(t, order.orderNo, CARDS.declined, browser);
    expect(await paidStatus(t, attempt, browser)).toEqual({ status: 'failure', reason: 'declined', retry: true, orderNo: order.orderNo });
    expect(await t.jobs.sweepExpiredHolds()).toBe(0);
    expect(await soldOn(flightNo, '2026-12-12')).toBe(before + 1);

    clock.advance(HOLD_MS + 1);
    expect(await t.jobs.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await soldOn(flightNo, '2026-12-12')).toBe(before);
    expect(await paidStatus(t, attempt, browser)).toEqual({ status: 'failure', reason: 'expired', retry: false, orderNo: order.orderNo });
    const again = await t.api.send(startPayment, { params: { site: 'nz', lang: 'en' }, body: { orderNo: order.orderNo } }, { browser });
    expect(again.status).toBe(409);
    expect(again.failure.ex).toBe('orderClosed');
  });

  it('answers insufficient funds and a failed 3-D Secure step as failures that may be retried, and an approved one as paid', async () => {
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-13'] });
    const { sol } = await nonStop(t, execution, '2026-12-13');
    const browser: Browser = { address: '203.0.113.4' };
    const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
    const poor = await payOrder(t, order.orderNo, CARDS.insufficient, browser);
    expect(await paidStatus(t, poor.execution, browser)).toEqual({
      status: 'failure',
      reason: 'insufficientFunds',
      retry: true,
      orderNo: order.orderNo,
    });
    const failed = await payOrder(t, order.orderNo, CARDS.challenge, browser, { approve: false });
    expect(await paidStatus(t, failed.execution, browser)).toEqual({
      status: 'failure',
      reason: 'authenticationFailed',
      retry: true,
      orderNo: order.orderNo,
    });
    const approved = await payOrder(t, order.orderNo, CARDS.challenge, browser);
    const status = await paidStatus(t, approved.execution, browser);
    expect(status.status).toBe('success');
    expect(paidOrder(status).status).toBe('ticketed');
  });

  it('shows the card page in the order language with labelled fields, a way back to the order and its own form policy, and a failed submit under an error title with a summary that takes the focus', async () => {
    const execution = await openSession(t, 'de', 'de', { dep: ['FRA'], arr: ['CAN'], date: ['2026-12-14'] });
    const { sol } = await nonStop(t, execution, '2026-12-14');
    const browser: Browser = { address: '203.0.113.5' };
    const order = await book(
      t,
      {
        execution,
        site: 'de',
        lang: 'de',
        choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }],
        passengers: [{ ...adult(), nationality: 'DE', documentIssuer: 'DE' }],
      },
      browser,
    );
    const { url } = await t.api.ok(startPayment, { params: { site: 'de', lang: 'de' }, body: { orderNo: order.orderNo } }, { browser });
    const page = await t.request(url);
    const html = await page.text();
    expect(html).toContain('lang="de"');
    expect(html).toMatch(/<label for="card-number">Kartennummer<\/label><input id="card-number"/);
    expect(html).toMatch(/<label for="card-expiry">Ablaufdatum/);
    expect(html).toContain(`<a class="back" href="/tk/de/de/my/order/detail/${order.orderNo}/">${messagesOf('de')['pay.back']}</a>`);
    expect(html).toContain('<title>Kartenzahlung (Demo)</title>');
    expect(page.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
    const wrong = await t.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', holder: '' }),
    });
    expect(wrong.status).toBe(400);
    const text = await wrong.text();
    expect(text).toContain('aria-invalid="true"');
    expect(text).not.toContain('4241');
    expect(text).toContain('<title>Fehler: Kartenzahlung (Demo)</title>');
    expect(text).toMatch(/<div class="error-summary" role="alert" tabindex="-1" autofocus [^>]*>/);
    expect(text).toContain('<a href="#card-number">');
    expect(text).toContain(`href="/tk/de/de/my/order/detail/${order.orderNo}/"`);
  });
});

describe('the order API document', () => {
  it('lists the order, payment and order-reading calls in the OpenAPI document', async () => {
    const doc = await t.api.ok(getApiDocument);
    for (const path of [
      '/b/order',
      '/b/order/cancelOrder',
      '/c/{site}/{lang}/jump/',
      '/c/jump',
      '/c/notify',
      '/c/{site}/{lang}/{type}/paid/{execution}',
      '/om/orders',
      '/om/{site}/{lang}/order',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

describe('re-pricing on the server', () => {
  it("refuses a solution the search does not offer, a family of no such name, and a slice that is not the session's", async () => {
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-15'] });
    const { sol } = await nonStop(t, execution, '2026-12-15');
    const browser: Browser = { address: '203.0.113.6' };
    const elsewhere = await nonStop(t, await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['BJS'], date: ['2026-12-15'] }), '2026-12-15');
    const [leg, day] = sol.split('.');
    const tampered = [
      { set: 0, sol: elsewhere.sol, familyId: 'ECONOMY_FLEX' },
      { set: 0, sol: `${leg}.${Number(day) + 400}`, familyId: 'ECONOMY_FLEX' },
      { set: 0, sol, familyId: 'ECONOMY_FREE' },
      { set: 1, sol, familyId: 'ECONOMY_FLEX' },
    ];
    for (const choice of tampered) {
      const response = await orderRequest(t, { execution, choices: [choice] }, browser);
      expect(response.status, JSON.stringify(choice)).toBe(400);
    }
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from booking_order where execution = $1', [execution]);
    expect(n).toBe(0);
  });

  it('refuses an order whose price is no longer the one shown', async () => {
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-15'] });
    const { sol, detail } = await nonStop(t, execution, '2026-12-15');
    const shown = economy(detail, 'ECONOMY_FLEX')?.saleTotal;
    const response = await orderRequest(
      t,
      {
        execution,
        choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }],
        passengers: [adult()],
        email: 'a@example.com',
        expectedTotal: { amount: (shown?.amount ?? 0) - 1, currency: 'NZD' },
      },
      { address: '203.0.113.7' },
    );
    expect(response.status).toBe(409);
    expect(response.failure.ex).toBe('priceChanged');
  });

  it("checks every passenger again: the count per type, a passport abroad, and an infant on an adult's lap", async () => {
    const execution = await openSession(t, 'nz', 'en', { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-16'], adt: 1, inf: 1 });
    const { sol } = await nonStop(t, execution, '2026-12-16');
    const choices = [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }];
    const browser: Browser = { address: '203.0.113.8' };
    const infant = { ...adult('TOM', 'SMITH'), type: 'INF' as const, birthday: '2026-01-02' };
    const tooFew = await orderRequest(t, { execution, choices, passengers: [adult()] }, browser);
    expect(tooFew.status).toBe(400);
    const noPassport = await orderRequest(
      t,
      {
        execution,
        choices,
        passengers: [
          { ...adult(), documentType: 'NI', documentNumber: '' },
          { ...infant, infantOf: 0 },
        ],
      },
      browser,
    );
    expect(noPassport.status).toBe(400);
    expect(Object.keys(noPassport.fields)).toEqual(expect.arrayContaining(['passengers.0.documentType', 'passengers.0.documentNumber']));
    const noLap = await orderRequest(t, { execution, choices, passengers: [adult(), infant] }, browser);
    expect(noLap.fields).toHaveProperty(['passengers.1.infantOf']);
    await book(t, { execution, choices, passengers: [adult(), { ...infant, infantOf: 0 }] }, browser);
  });
});
