import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryDiscounts } from '../../src/domain/api/coupons.ts';
import { cancelOrder, getOrder } from '../../src/domain/api/orders.ts';
import { HOLD_MS } from '../../src/server/booking/orders.ts';
import { UNKNOWN_CODES_PER_ADDRESS_HOUR } from '../../src/server/coupon/code-guard.ts';
import type { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser } from '../support/api.ts';
import { addDiscount, type Choice, couponAdmin, member, myCoupons, orderWith } from '../support/coupon-flow.ts';
import { CARDS, nonStop, openSession, orderApp, payOrder, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
let admin: ReturnType<typeof couponAdmin>;

beforeAll(async () => {
  ({ t, clock } = await orderApp());
  admin = couponAdmin(t, clock);
  await admin.promotion({ code: 'SAVE20', terms: [{ currency: 'NZD', amountOff: 2000 }] });
  await admin.promotion({ code: 'TENPC', percent: 10, terms: [{ currency: 'NZD', cap: 100_000 }] });
  await admin.promotion({ code: 'AUSONLY', terms: [{ currency: 'AUD', amountOff: 2000 }] });
  await admin.promotion({ code: 'GONE', terms: [{ currency: 'NZD', amountOff: 2000 }], validFrom: new Date('2026-01-01'), validTo: new Date('2026-02-01') });
  await admin.promotion({ code: 'BIGSPEND', terms: [{ currency: 'NZD', amountOff: 2000, minSpend: 100_000_000 }] });
  await admin.promotion({ code: 'ONCEONLY', terms: [{ currency: 'NZD', amountOff: 1000 }], usageLimit: 1 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A one-way trip's booking session and its first non-stop solution in a family. */
async function trip(date: string, familyId = 'ECONOMY_FLEX'): Promise<{ execution: string; choices: Choice[] }> {
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
  const { sol } = await nonStop(t, execution, date);
  return { execution, choices: [{ set: 0, sol, familyId }] };
}

const cancel = (orderNo: string, browser: Browser) => t.api.send(cancelOrder, { body: { orderNo } }, { browser });
const queryDiscount = (session: string, choices: Choice[], code: string, browser: Browser) =>
  t.api.send(queryDiscounts, { body: { session, choices, code } }, { browser });

describe('checking a discount in the booking funnel', () => {
  it('answers what a promotion code takes off and the new total, and does not use it up', async () => {
    const { execution, choices } = await trip('2026-12-10');
    const first = await addDiscount(t, execution, choices, { code: 'onceonly' });
    expect(first.status, first.text).toBe(200);
    expect(first.reply.data).toMatchObject({ discountCode: 'ONCEONLY', kind: 'code', amount: { amount: 1000, currency: 'NZD' } });
    expect(first.reply.data.newTotal.amount).toBe(first.reply.data.total.amount - 1000);
    const again = await addDiscount(t, execution, choices, { code: 'onceonly' });
    expect(again.reply.data).toEqual(first.reply.data);
    const [{ used }] = await t.db.query<{ used: number }>("select used_count as used from promotion_code where code = 'ONCEONLY'");
    expect(used).toBe(0);
  });

  it('refuses wrong, expired and not applicable codes with their own codes', async () => {
    const { execution, choices } = await trip('2026-12-10');
    const refusal = async (code: string) => {
      const { status, failure } = await addDiscount(t, execution, choices, { code });
      return [status, failure.ex];
    };
    expect(await refusal('NOSUCHCODE')).toEqual([404, 'discountUnknown']);
    expect(await refusal('GONE')).toEqual([400, 'discountExpired']);
    expect(await refusal('AUSONLY')).toEqual([400, 'discountNotApplicable']);
    expect(await refusal('BIGSPEND')).toEqual([400, 'discountMinSpend']);
    expect(await refusal('AB')).toEqual([400, 'e01']);
  });

  it(`counts unknown typed codes per address, ${UNKNOWN_CODES_PER_ADDRESS_HOUR} an hour across addDiscount and queryDiscount, and not known codes or coupons`, async () => {
    const { execution, choices } = await trip('2026-12-12');
    const guesser: Browser = { address: '198.51.100.66' };
    const query = (code: string) => queryDiscount(execution, choices, code, guesser);
    for (let i = 0; i < 10; i++) expect((await addDiscount(t, execution, choices, { code: 'TENPC' }, guesser)).status).toBe(200);
    for (let i = 0; i < UNKNOWN_CODES_PER_ADDRESS_HOUR / 2; i++)
      expect((await addDiscount(t, execution, choices, { code: `GUESS${i}` }, guesser)).failure.ex).toBe('discountUnknown');
    for (let i = 0; i < UNKNOWN_CODES_PER_ADDRESS_HOUR / 2; i++) expect((await query(`TRY${i}`)).status).toBe(200);
    expect((await addDiscount(t, execution, choices, { code: 'TENPC' }, guesser)).status).toBe(429);
    expect((await query('TENPC')).status).toBe(429);
    expect((await addDiscount(t, execution, choices, { code: 'TENPC' }, { address: '198.51.100.67' })).status).toBe(200);
  });

  it('weighs the member’s usable coupons and a typed code against the trip with queryDiscount', async () => {
    const { browser, id } = await member(t, '198.51.100.10');
    const fits = await admin.coupon({ memberId: id, value: { amount: 1500, currency: 'NZD' } });
    const tooSmall = await admin.coupon({ memberId: id, value: { amount: 1500, currency: 'NZD' }, minSpend: 100_000_000 });
    const aud = await admin.coupon({ memberId: id, value: { amount: 1500, currency: 'AUD' } });
    const { execution, choices } = await trip('2026-12-11');
    const res = await queryDiscount(execution, choices, 'tenpc', browser);
    expect(res.status).toBe(200);
    const { data } = res.reply;
    expect(data.price.currency).toBe('NZD');
    expect(data.code).toMatchObject({ discountCode: 'TENPC', applies: true });
    expect(data.code?.amount?.amount).toBeGreaterThan(0);
    const weighed = new Map(data.coupons.map((c) => [c.coupon.couponId, c]));
    expect(weighed.get(fits.couponId)).toMatchObject({
      applies: true,
      refusal: null,
      amount: { amount: 1500 },
      newTotal: { amount: data.price.amount - 1500 },
    });
    expect(weighed.get(tooSmall.couponId)).toMatchObject({ applies: false, refusal: 'discountMinSpend', amount: null });
    expect(weighed.get(aud.couponId)).toMatchObject({ applies: false, refusal: 'discountNotApplicable' });

    const guestData = (await queryDiscount(execution, choices, 'NOPE123', { address: '198.51.100.11' })).reply.data;
    expect(guestData.coupons).toEqual([]);
    expect(guestData.code).toMatchObject({ applies: false, refusal: 'discountUnknown' });
  });
});

describe('an order with a discount', () => {
  it('costs the total less the code’s discount, which the server computes from the fares, shows it in discountOrderInfos, and is paid at that amount', async () => {
    const { execution, choices } = await trip('2026-12-12');
    const browser: Browser = { address: '198.51.100.20' };
    const quote = await addDiscount(t, execution, choices, { code: 'TENPC' }, browser);
    const ordered = await orderWith(t, execution, choices, { code: 'tenpc' }, browser);
    expect(ordered.status, ordered.text).toBe(200);
    const order = ordered.reply.order;
    const before = order.totalPrice + order.totalTax + order.totalSurcharge;
    const off = Math.floor(order.totalPrice / 10);
    expect(order.discountOrderInfos).toEqual([{ discountCode: 'TENPC', kind: 'code', amount: off }]);
    expect(order.totalPayMoney).toBe(before - off);
    expect(quote.reply.data.newTotal.amount).toBe(order.totalPayMoney);

    const { execution: attempt } = await payOrder(t, order.orderNo, CARDS.success, browser);
    const [paid] = await t.db.query<{ amount: number }>('select amount::float8 as amount from payment_attempt where id = $1', [attempt]);
    expect(paid.amount).toBe(order.totalPayMoney);
  });

  it('never costs less than its taxes and surcharges, however large the discount', async () => {
    await admin.promotion({ code: 'HUGE', terms: [{ currency: 'NZD', amountOff: 100_000_000 }] });
    const { execution, choices } = await trip('2026-12-13');
    const { order } = (await orderWith(t, execution, choices, { code: 'HUGE' }, { address: '198.51.100.21' })).reply;
    expect(order.discountOrderInfos[0].amount).toBe(order.totalPrice);
    expect(order.totalPayMoney).toBe(order.totalTax + order.totalSurcharge);
    expect(order.totalPayMoney).toBeGreaterThan(0);
  });

  it('is refused with the code’s own error, and holds nothing, when the code does not apply', async () => {
    const { execution, choices } = await trip('2026-12-13');
    const browser: Browser = { address: '198.51.100.22' };
    for (const [code, status, ex] of [
      ['NOSUCHCODE', 404, 'discountUnknown'],
      ['GONE', 400, 'discountExpired'],
      ['AUSONLY', 400, 'discountNotApplicable'],
      ['BIGSPEND', 400, 'discountMinSpend'],
    ] as const) {
      const refused = await orderWith(t, execution, choices, { code }, browser);
      expect([refused.status, refused.failure.ex]).toEqual([status, ex]);
    }
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from booking_order where holder = 'address:198.51.100.22'");
    expect(n).toBe(0);
  });

  it('lets a member coupon be used once: the order takes it, a second order is told couponUsed, and cancelling the unpaid order gives it back', async () => {
    const { browser, id } = await member(t, '198.51.100.30');
    const coupon = await admin.coupon({ memberId: id, value: { amount: 2500, currency: 'NZD' } });
    const { execution, choices } = await trip('2026-12-14');
    const first = await orderWith(t, execution, choices, { couponId: coupon.couponId }, browser);
    expect(first.status).toBe(200);
    expect(first.reply.order.discountOrderInfos).toEqual([{ discountCode: coupon.couponId, kind: 'coupon', amount: 2500 }]);
    expect((await myCoupons(t, browser)).used).toEqual([expect.objectContaining({ couponId: coupon.couponId, orderNo: first.reply.order.orderNo })]);

    const second = await orderWith(t, execution, choices, { couponId: coupon.couponId }, browser);
    expect([second.status, second.failure.ex]).toEqual([409, 'couponUsed']);
    expect((await addDiscount(t, execution, choices, { couponId: coupon.couponId }, browser)).failure.ex).toBe('couponUsed');

    expect((await cancel(first.reply.order.orderNo, browser)).status).toBe(200);
    const mine = await myCoupons(t, browser);
    expect(mine.usable.map((c) => c.couponId)).toContain(coupon.couponId);
    expect(mine.used).toEqual([]);
    const again = await orderWith(t, execution, choices, { couponId: coupon.couponId }, browser);
    expect(again.status).toBe(200);
    const detail = await t.api.ok(getOrder, { params: { site: 'nz', lang: 'en' }, body: { orderNo: first.reply.order.orderNo } }, { browser });
    expect(detail.order).toMatchObject({
      status: 'cancelled',
      discountOrderInfos: [{ discountCode: coupon.couponId, kind: 'coupon', amount: 2500 }],
    });
  });

  it('gives a limited code’s use back when the unpaid order is cancelled', async () => {
    await admin.promotion({ code: 'LASTONE', terms: [{ currency: 'NZD', amountOff: 500 }], usageLimit: 1 });
    const { execution, choices } = await trip('2026-12-15');
    const owner: Browser = { address: '198.51.100.40' };
    const first = await orderWith(t, execution, choices, { code: 'LASTONE' }, owner);
    expect(first.status).toBe(200);
    const other = await orderWith(t, execution, choices, { code: 'LASTONE' }, { address: '198.51.100.41' });
    expect([other.status, other.failure.ex]).toEqual([409, 'codeUsedUp']);
    expect((await cancel(first.reply.order.orderNo, owner)).status).toBe(200);
    expect((await orderWith(t, execution, choices, { code: 'LASTONE' }, { address: '198.51.100.41' })).status).toBe(200);
  });

  it('never lets a member use, see or take another member’s coupon', async () => {
    const owner = await member(t, '198.51.100.50');
    const other = await member(t, '198.51.100.51');
    const coupon = await admin.coupon({ memberId: owner.id, value: { amount: 2000, currency: 'NZD' } });
    const { execution, choices } = await trip('2026-12-16');
    const used = await orderWith(t, execution, choices, { couponId: coupon.couponId }, other.browser);
    expect([used.status, used.failure.ex]).toEqual([404, 'discountUnknown']);
    expect((await addDiscount(t, execution, choices, { couponId: coupon.couponId }, other.browser)).failure.ex).toBe('discountUnknown');
    expect((await addDiscount(t, execution, choices, { couponId: coupon.couponId })).failure.ex).toBe('discountUnknown');
    const theirs = await myCoupons(t, other.browser);
    expect([...theirs.usable, ...theirs.used, ...theirs.expired].map((c) => c.couponId)).not.toContain(coupon.couponId);
    expect((await myCoupons(t, owner.browser)).usable.map((c) => c.couponId)).toEqual([coupon.couponId]);
  });

  it('gives a coupon back when its unpaid order expires', async () => {
    const { browser, id } = await member(t, '198.51.100.60');
    const coupon = await admin.coupon({ memberId: id, value: { amount: 1000, currency: 'NZD' } });
    const { execution, choices } = await trip('2026-12-17');
    expect((await orderWith(t, execution, choices, { couponId: coupon.couponId }, browser)).status).toBe(200);
    expect((await myCoupons(t, browser)).used.map((c) => c.couponId)).toEqual([coupon.couponId]);
    clock.advance(HOLD_MS + 1);
    expect(await t.jobs.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect((await myCoupons(t, browser)).usable.map((c) => c.couponId)).toEqual([coupon.couponId]);
  });
});
