import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/server/airline/airports.ts';
import { FARE_FAMILIES } from '../../src/server/airline/fares/families.ts';
import { accruedMiles } from '../../src/server/miles/award-chart.ts';
import type { Browser } from '../support/api.ts';
import { book, CARDS, nonStop, openSession, orderApp, paidOrder, paidStatus, payOrder, registeredMember, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

const entries = (orderNo: string) => t.db.query<{ kind: string; miles: number }>('select kind, miles from miles_entry where order_no = $1', [orderNo]);

/** Books CAN–KMG non-stop in a fare family from a browser and pays it; answers the ticketed order. */
async function bookAndPay(browser: Browser, date: string, familyId: string) {
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
  const { sol } = await nonStop(t, execution, date);
  const order = await book(t, { execution, choices: [{ set: 0, sol, familyId }] }, browser);
  const { execution: attempt } = await payOrder(t, order.orderNo, CARDS.success, browser);
  return paidOrder(await paidStatus(t, attempt, browser));
}

describe('miles earned on cash tickets', () => {
  it('credit a member at ticketing with the distance flown times the fare family’s percentage, once', async () => {
    const browser = await registeredMember(t, 'earner@example.com', '211230001', '198.51.100.61');
    const order = await bookAndPay(browser, '2026-12-18', 'ECONOMY_FLEX');
    expect(order.status).toBe('ticketed');
    const [can, kmg] = await t.db.query<{ latitude: number; longitude: number }>(
      "select latitude, longitude from airport where code in ('CAN', 'KMG') order by code",
    );
    const percent = FARE_FAMILIES.find((family) => family.id === 'ECONOMY_FLEX')?.rules.milesPercent ?? 0;
    const expected = accruedMiles(distanceKm(can, kmg), percent);
    expect(expected).toBeGreaterThan(0);
    expect(await entries(order.orderNo)).toEqual([{ kind: 'accrual', miles: expected }]);
    expect(await t.jobs.ticketPaidOrders()).toBe(0);
    expect(await entries(order.orderNo)).toHaveLength(1);
  });

  it('credit no one for a guest’s order', async () => {
    const order = await bookAndPay({ address: '198.51.100.62' }, '2026-12-19', 'ECONOMY_FLEX');
    expect(order.status).toBe('ticketed');
    expect(await entries(order.orderNo)).toEqual([]);
  });
});
