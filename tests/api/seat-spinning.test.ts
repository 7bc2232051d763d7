import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../src/domain/api/orders.ts';
import { HOLD_CAPS } from '../../src/server/booking/hold-caps.ts';
import { HOLD_MS } from '../../src/server/booking/orders.ts';
import type { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser } from '../support/api.ts';
import { adult, CARDS, nonStop, openSession, orderApp, orderRequest, payOrder, registeredMember, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  ({ t, clock } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A full booking: nine passengers, each with a seat. */
const FAMILY = ['ANNA', 'BEN', 'CARL', 'DORA', 'EMIL', 'FAYE', 'GUS', 'HANA', 'IVAN'].map((given) => adult(given, 'SPINNER'));

/** A session for nine on the non-stop from CAN to KMG on a date, and the solution to book. */
async function flightFor(date: string): Promise<{ execution: string; sol: string }> {
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date], adt: FAMILY.length });
  return { execution, sol: (await nonStop(t, execution, date)).sol };
}

const nineOn = (flight: { execution: string; sol: string }, browser: Browser) =>
  orderRequest(t, { execution: flight.execution, choices: [{ set: 0, sol: flight.sol, familyId: 'ECONOMY_FLEX' }], passengers: FAMILY }, browser);

let members = 0;
/**
 * A member who has just joined, now booking from `address` in a browser of their own. They join from an address of
 * their own: registration has limits of its own, which are not what these tests count.
 */
async function freshMember(address: string): Promise<Browser> {
  members += 1;
  const browser = await registeredMember(t, `spinner${members}@example.com`, `21130${String(members).padStart(4, '0')}`, `198.51.100.${members}`);
  return { ...browser, address };
}

describe('seat spinning', () => {
  it('holds no more than the address cap of a flight against fresh members and guests from one address, and a family from elsewhere still books it', async () => {
    const flight = await flightFor('2026-12-20');
    const address = '203.0.113.10';
    const outcomes = [];
    for (let m = 0; m < 6; m++) {
      const member = await freshMember(address);
      for (let i = 0; i < 3; i++) outcomes.push(await nineOn(flight, member));
    }
    for (let g = 0; g < 4; g++) outcomes.push(await nineOn(flight, { address }));

    const held = outcomes.filter((o) => o.status === 200);
    expect(held.length * FAMILY.length).toBe(HOLD_CAPS.address.perFlightDate);
    for (const refused of outcomes.filter((o) => o.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.failure.ex).toBe('seatHoldLimit');
    }
    expect((await nineOn(flight, { address: '203.0.113.11' })).status).toBe(200);
  });

  it('caps the seats of an address on each flight date, and over all its dates', async () => {
    const [first, second, third] = await Promise.all(['2026-12-21', '2026-12-22', '2026-12-23'].map(flightFor));
    const address = '203.0.113.20';
    const perFlight = HOLD_CAPS.address.perFlightDate / FAMILY.length;
    for (let i = 0; i < perFlight; i++) expect((await nineOn(first, await freshMember(address))).status).toBe(200);
    expect((await nineOn(first, await freshMember(address))).failure.ex).toBe('seatHoldLimit');

    for (let i = 0; i < HOLD_CAPS.address.total / FAMILY.length - perFlight; i++) expect((await nineOn(second, await freshMember(address))).status).toBe(200);
    const overTotal = await nineOn(third, await freshMember(address));
    expect(overTotal.status).toBe(429);
    expect(overTotal.failure.ex).toBe('seatHoldLimit');
  });

  it('gives an address its seats back when its orders are paid, cancelled or expire', async () => {
    const flight = await flightFor('2026-12-24');
    const address = '203.0.113.30';
    const [paying, cancelling] = [await freshMember(address), await freshMember(address)];
    const paid = (await nineOn(flight, paying)).reply.order;
    const cancelled = (await nineOn(flight, cancelling)).reply.order;
    const waiting = await freshMember(address);
    expect((await nineOn(flight, waiting)).failure.ex).toBe('seatHoldLimit');

    await payOrder(t, paid.orderNo, CARDS.success, paying);
    expect((await nineOn(flight, waiting)).status).toBe(200);
    const next = await freshMember(address);
    expect((await nineOn(flight, next)).failure.ex).toBe('seatHoldLimit');

    expect((await t.api.send(cancelOrder, { body: { orderNo: cancelled.orderNo } }, { browser: cancelling })).status).toBe(200);
    expect((await nineOn(flight, next)).status).toBe(200);
    const last = await freshMember(address);
    expect((await nineOn(flight, last)).failure.ex).toBe('seatHoldLimit');

    clock.advance(HOLD_MS + 1);
    expect(await t.jobs.sweepExpiredHolds()).toBeGreaterThanOrEqual(2);
    // The booking session has expired too by now: the traveller searches again.
    expect((await nineOn(await flightFor('2026-12-24'), last)).status).toBe(200);
  });

  it('caps one browser that books from changing addresses, on a flight date and in all', async () => {
    const [first, second, third] = await Promise.all(['2026-12-25', '2026-12-26', '2026-12-27'].map(flightFor));
    const browser: Browser = { address: '203.0.113.40' };
    expect((await nineOn(first, browser)).status).toBe(200);
    browser.address = '203.0.113.41';
    const sameFlight = await nineOn(first, browser);
    expect(sameFlight.status).toBe(429);
    expect(sameFlight.failure.ex).toBe('seatHoldLimit');

    browser.address = '203.0.113.42';
    expect((await nineOn(second, browser)).status).toBe(200);
    browser.address = '203.0.113.43';
    expect((await nineOn(third, browser)).failure.ex).toBe('seatHoldLimit');
    // The same orders from a browser without the cookie are another device's.
    expect((await nineOn(third, { address: '203.0.113.43' })).status).toBe(200);
  });

  it('lets no more than the caps through when one address sends many orders at once, on one flight date and on several', async () => {
    const flights = await Promise.all(['2026-12-28', '2026-12-29', '2026-12-30'].map(flightFor));
    const address = '203.0.113.50';
    const attempts = [];
    for (const flight of flights) for (let i = 0; i < 3; i++) attempts.push({ flight, browser: await freshMember(address) });
    const outcomes = await Promise.all(attempts.map(({ flight, browser }) => nineOn(flight, browser)));

    const held = attempts.filter((_, i) => outcomes[i].status === 200);
    expect(held.length * FAMILY.length).toBe(HOLD_CAPS.address.total);
    for (const flight of flights) expect(held.filter((a) => a.flight === flight).length * FAMILY.length).toBeLessThanOrEqual(HOLD_CAPS.address.perFlightDate);
    expect(outcomes.filter((o) => o.status !== 200).map((o) => o.failure.ex)).toEqual(Array(outcomes.length - held.length).fill('seatHoldLimit'));
  });

  it('counts the addresses of one IPv6 network as one address', async () => {
    const flight = await flightFor('2026-12-31');
    const perFlight = HOLD_CAPS.address.perFlightDate / FAMILY.length;
    for (let i = 1; i <= perFlight; i++) expect((await nineOn(flight, { address: `2001:db8:7:8::${i}` })).status).toBe(200);
    expect((await nineOn(flight, { address: '2001:db8:7:8:abcd::99' })).failure.ex).toBe('seatHoldLimit');
    expect((await nineOn(flight, { address: '2001:db8:7:9::1' })).status).toBe(200);
  });
});
