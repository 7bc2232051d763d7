import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeatSales, SALES_FRESH_MS } from '../../src/server/airline/inventory/seat-sales.ts';
import type { Flight } from '../../src/server/airline/network/flights.ts';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { demoDatabase } from '../support/test-app.ts';

describe('seats sold', () => {
  let db: DbHandle;
  let flight: Flight;
  const clock = manualClock('2026-11-21T08:00:00Z');
  const sell = (sold: number) =>
    db.query(
      `insert into seat_sale (leg_id, dep_date, booking_class, sold) values ($1, '2026-12-12', 'Y', $2)
         on conflict (leg_id, dep_date, booking_class) do update set sold = excluded.sold`,
      [flight.leg.id, sold],
    );

  beforeAll(async () => {
    db = await demoDatabase();
    const [leg] = await db.query<{ id: number }>('select id from flight_leg order by id limit 1');
    const day = Date.UTC(2026, 11, 12) / 86_400_000;
    flight = { leg: { id: leg.id } as Flight['leg'], depDay: day, depUtc: 0, arrUtc: 0 };
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('reads the counts of the flights asked for and keeps them for a moment', async () => {
    const sales = createSeatSales({ db, clock });
    await sell(10);
    expect((await sales.of([flight]))(flight).get('Y')).toBe(10);
    await sell(20);
    expect((await sales.of([flight]))(flight).get('Y')).toBe(10);
    clock.advance(SALES_FRESH_MS + 1);
    expect((await sales.of([flight]))(flight).get('Y')).toBe(20);
  });

  it('keeps the same counts object while nothing changed, so results priced on it stay valid', async () => {
    const sales = createSeatSales({ db, clock });
    await sell(25);
    const first = (await sales.of([flight]))(flight);
    clock.advance(SALES_FRESH_MS + 1);
    expect((await sales.of([flight]))(flight)).toBe(first);
    await sell(26);
    clock.advance(SALES_FRESH_MS + 1);
    expect((await sales.of([flight]))(flight)).not.toBe(first);
  });

  it('sees a sale made through it at once', async () => {
    const sales = createSeatSales({ db, clock });
    await sell(30);
    await sales.of([flight]);
    await sell(31);
    sales.changed(flight.leg.id, flight.depDay);
    expect((await sales.of([flight]))(flight).get('Y')).toBe(31);
  });

  it('answers no seats sold for a flight nobody has booked', async () => {
    const sales = createSeatSales({ db, clock });
    const empty = { ...flight, depDay: flight.depDay + 1 };
    expect((await sales.of([empty]))(empty).size).toBe(0);
  });
});
