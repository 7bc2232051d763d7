import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayment } from '../../src/domain/api/payment.ts';
import { createSearchLink, searchFlights } from '../../src/domain/api/shop.ts';
import { priceLines } from '../../src/domain/shop/price-lines.ts';
import type { Browser } from '../support/api.ts';
import { book, nonStop, openSession, orderApp, type TestApp } from '../support/order-flow.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

const trip = { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-10'] };

describe("paying in one of the site's currencies", () => {
  it('prices the session in the currency chosen at the search, and the order charges that same currency', async () => {
    const inEuros = await openSession(t, 'eu', 'en', trip);
    const inPounds = await openSession(t, 'eu', 'en', { ...trip, currency: 'GBP' });
    const euro = await nonStop(t, inEuros, '2026-12-10');
    const pound = await nonStop(t, inPounds, '2026-12-10');
    const euroSaver = euro.detail.cabins[0].families[0];
    const poundSaver = pound.detail.cabins[0].families[0];
    expect(euroSaver.saleTotal.currency).toBe('EUR');
    expect(poundSaver.saleTotal.currency).toBe('GBP');
    // The same fare at the demo rates: a pound buys more than a euro.
    expect(poundSaver.saleTotal.amount).toBeLessThan(euroSaver.saleTotal.amount);
    const grid = (await t.api.ok(searchFlights, { body: { execution: inPounds, date: '2026-12-10' } })).data.grid;
    expect(new Set(grid.rows.flatMap((r) => r.cells.flatMap((c) => (c.lowest ? [c.lowest.currency] : []))))).toEqual(new Set(['GBP']));

    const browser: Browser = { address: '203.0.113.71' };
    const order = await book(t, { execution: inPounds, site: 'eu', choices: [{ set: 0, sol: pound.sol, familyId: poundSaver.id }] }, browser);
    expect(order.equivFarecurrency).toBe('GBP');
    expect(order.totalPayMoney).toBe(priceLines([{ family: poundSaver }]).total?.amount);
    await t.api.ok(startPayment, { params: { site: 'eu', lang: 'en' }, body: { orderNo: order.orderNo } }, { browser });
    const [attempt] = await t.db.query<{ amount: number; currency: string }>(
      'select amount::int as amount, currency from payment_attempt order by created_at desc limit 1',
    );
    expect(attempt).toEqual({ amount: order.totalPayMoney, currency: 'GBP' });
  });

  it('refuses a currency the site does not offer, naming the field', async () => {
    const refused = await t.api.send(createSearchLink, {
      query: { country: 'nz', language: 'en' },
      body: { tripType: 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', ...trip, currency: 'GBP' },
    });
    expect(refused.status).toBe(400);
    expect(refused.fields).toHaveProperty('currency');
    const malformed = await t.api.send(createSearchLink, {
      query: { country: 'eu', language: 'en' },
      body: { tripType: 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', ...trip, currency: 'pounds' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.fields).toHaveProperty('currency');
  });
});
