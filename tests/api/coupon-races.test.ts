import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { manualClock } from '../../src/server/platform/clock.ts';
import { type Choice, couponAdmin, member, myCoupons, orderWith } from '../support/coupon-flow.ts';
import { nonStop, openSession, orderApp, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  ({ t, clock } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

const PARALLEL = 50;

async function trip(date: string): Promise<{ execution: string; choices: Choice[] }> {
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
  return { execution, choices: [{ set: 0, sol: (await nonStop(t, execution, date)).sol, familyId: 'ECONOMY_FLEX' }] };
}

describe('a single-use discount under many orders at once', () => {
  it(`lets exactly one of ${PARALLEL} parallel orders redeem one member coupon; the others are told couponUsed and hold nothing`, async () => {
    const { browser, id } = await member(t, '203.0.113.200');
    const coupon = await couponAdmin(t, clock).coupon({ memberId: id, value: { amount: 2000, currency: 'NZD' } });
    const { execution, choices } = await trip('2026-12-20');
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => orderWith(t, execution, choices, { couponId: coupon.couponId }, { ...browser })));
    const succeeded = results.filter((r) => r.status === 200);
    expect(succeeded).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.failure.ex])).toEqual(Array(PARALLEL - 1).fill([409, 'couponUsed']));
    const [{ orders }] = await t.db.query<{ orders: number }>('select count(*)::int as orders from booking_order where member_id = $1', [id]);
    expect(orders).toBe(1);
    expect((await myCoupons(t, browser)).used).toEqual([expect.objectContaining({ couponId: coupon.couponId, orderNo: succeeded[0].reply.order.orderNo })]);
  });

  it(`lets exactly one of ${PARALLEL} guests booking different flights at once take the last use of a promotion code; the others are told codeUsedUp`, async () => {
    await couponAdmin(t, clock).promotion({ code: 'FIRSTCOME', terms: [{ currency: 'NZD', amountOff: 1000 }], usageLimit: 1 });
    const dates = Array.from({ length: 10 }, (_, i) => `2026-12-${String(i + 2).padStart(2, '0')}`);
    const trips = await Promise.all(dates.map((date) => trip(date)));
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const { execution, choices } = trips[i % trips.length];
        return orderWith(t, execution, choices, { code: 'FIRSTCOME' }, { address: `203.0.113.${i + 1}` });
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.failure.ex])).toEqual(Array(PARALLEL - 1).fill([409, 'codeUsedUp']));
    const [{ used }] = await t.db.query<{ used: number }>("select used_count as used from promotion_code where code = 'FIRSTCOME'");
    expect(used).toBe(1);
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from order_discount where discount_code = 'FIRSTCOME'");
    expect(n).toBe(1);
  });
});
