import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../src/domain/api/orders.ts';
import { classesOfCabin, seatsByCabin } from '../../src/server/airline/fares/cabins.ts';
import { dayNumber, type Flight } from '../../src/server/airline/network/flights.ts';
import { loadScheduleIndex } from '../../src/server/airline/network/schedule-index.ts';
import { claimOrderTurn } from '../../src/server/booking/hold-caps.ts';
import { newLocator, newOrderNumber } from '../../src/server/booking/order-numbers.ts';
import { createOrderWriting, type NewOrder, type OrderWriting } from '../../src/server/booking/order-writing.ts';
import { HOLD_MS } from '../../src/server/booking/orders.ts';
import { bookingOrder } from '../../src/server/db/schema.ts';
import type { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser } from '../support/api.ts';
import { book, nonStop, openSession, orderApp, orderRequest, type TestApp } from '../support/order-flow.ts';
import { testApp } from '../support/test-app.ts';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
let writing: OrderWriting;

beforeAll(async () => {
  ({ t, clock } = await orderApp());
  writing = createOrderWriting(t.db);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A booked order's own values, for another order written like it. */
async function valuesOf(orderNo: string): Promise<NewOrder> {
  const [{ id: _id, orderNo: _no, locator: _locator, status: _status, ...values }] = await t.db.db
    .select()
    .from(bookingOrder)
    .where(eq(bookingOrder.orderNo, orderNo));
  return values;
}

/**
 * An order booked through the API on the day's non-stop CAN-KMG flight from an address, with the flight as the
 * schedule holds it and the order's own values, for more orders written straight on that flight.
 */
async function bookedFlight(date: string, address: string) {
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
  const { sol } = await nonStop(t, execution, date);
  const booked = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, { address });
  const legId = Number(sol.split('.')[0]);
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  const day = dayNumber({ year, month, day: dayOfMonth });
  const flight = (await loadScheduleIndex(t.db)).departures('CAN', day).find((f: Flight) => f.leg.id === legId);
  if (!flight) throw new Error('the flight booked is not in the schedule');
  return { execution, booked, values: await valuesOf(booked.orderNo), legId, day, flight };
}

describe('holding seats', () => {
  it('sells the last 9 seats of a flight to exactly 9 of 200 buyers at once, and never more', async () => {
    const date = '2026-12-20';
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
    const { sol } = await nonStop(t, execution, date);
    const legId = Number(sol.split('.')[0]);
    const [leg] = await t.db.query<{ booking_designators: string; configuration: Record<string, number> }>(
      'select booking_designators, configuration from flight_leg where id = $1',
      [legId],
    );
    const capacity = seatsByCabin(leg.configuration).get(0) ?? 0;
    const classes = classesOfCabin(leg.booking_designators, 0);
    await t.db.query('insert into seat_sale (leg_id, dep_date, booking_class, sold) values ($1, $2, $3, $4)', [legId, date, classes[0], capacity - 9]);

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        orderRequest(
          t,
          { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }], email: `buyer${i}@example.com` },
          { address: `198.51.${Math.floor(i / 250)}.${i % 250}` },
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    expect(statuses.filter((s) => s === 409)).toHaveLength(191);
    const refusals = answers.filter((r) => r.status === 409).map((r) => r.failure.ex);
    expect(new Set(refusals)).toEqual(new Set(['soldOut']));

    const [sold] = await t.db.query<{ sold: number }>(
      'select sum(sold)::int as sold from seat_sale where leg_id = $1 and dep_date = $2 and booking_class = any($3::text[])',
      [legId, date, classes],
    );
    expect(sold.sold).toBe(capacity);
    const [held] = await t.db.query<{ seats: number; orders: number }>(
      `select coalesce(sum(s.seats), 0)::int as seats, count(distinct o.id)::int as orders from order_seat s join booking_order o on o.id = s.order_id
        where s.leg_id = $1 and s.dep_date = $2 and o.status = 'unpaid'`,
      [legId, date],
    );
    expect(held).toEqual({ seats: 9, orders: 9 });
  }, 120_000);

  it("writes an order with its seats added to the counts and recorded as the order's, or refuses it all when its cabin would pass its seats", async () => {
    const date = '2026-12-22';
    const { execution, values, legId, flight } = await bookedFlight(date, '192.0.2.30');
    const capacity = seatsByCabin(flight.leg.configuration).get(0) ?? 0;
    const [first, second] = classesOfCabin(flight.leg.bookingDesignators, 0);
    const counts = async () => ({
      sold: (
        await t.db.query<{ class: string; sold: number }>(
          'select booking_class as class, sold from seat_sale where leg_id = $1 and dep_date = $2 order by booking_class',
          [legId, date],
        )
      ).map((r) => `${r.class}:${r.sold}`),
      orders: (await t.db.query<{ n: number }>('select count(*)::int as n from booking_order where execution = $1', [execution]))[0].n,
    });
    // Another class of the cabin holds all but three of its seats, as a write without the flight's lock might leave it.
    const [{ held }] = await t.db.query<{ held: number }>('select coalesce(sum(sold), 0)::int as held from seat_sale where leg_id = $1 and dep_date = $2', [
      legId,
      date,
    ]);
    await t.db.query(
      `insert into seat_sale (leg_id, dep_date, booking_class, sold) values ($1, $2, $3, $4)
         on conflict (leg_id, dep_date, booking_class) do update set sold = seat_sale.sold + excluded.sold`,
      [legId, date, second, capacity - held - 3],
    );
    const before = await counts();

    const fourSeats = t.db.transaction((tx) => writing.insertOrderWithSeats(tx, values, [{ flight, cabin: 0, bookingClass: first, seats: 4 }]));
    await expect(fourSeats).rejects.toMatchObject({ code: 'soldOut' });
    expect(await counts()).toEqual(before);

    const written = await t.db.transaction((tx) =>
      writing.insertOrderWithSeats(tx, values, [
        { flight, cabin: 0, bookingClass: first, seats: 2 },
        { flight, cabin: 0, bookingClass: first, seats: 1 },
      ]),
    );
    const after = await counts();
    const soldOf = (list: string[], bookingClass: string) => Number(list.find((c) => c.startsWith(`${bookingClass}:`))?.split(':')[1] ?? 0);
    expect(soldOf(after.sold, first)).toBe(soldOf(before.sold, first) + 3);
    expect(soldOf(after.sold, second)).toBe(soldOf(before.sold, second));
    expect(after.orders).toBe(before.orders + 1);
    const ofOrder = await t.db.query<{ class: string; seats: number }>('select booking_class as class, seats from order_seat where order_id = $1', [
      written.id,
    ]);
    expect(ofOrder).toEqual([{ class: first, seats: 3 }]);
    expect(written).toMatchObject({ status: 'unpaid', execution, totalAmount: values.totalAmount, deadline: values.deadline });
  });

  it('writes the places travellers picked with the seats, or refuses the order as seatTaken when another order holds one, writing nothing', async () => {
    const date = '2026-12-23';
    const { values, legId, day, flight } = await bookedFlight(date, '192.0.2.31');
    const [bookingClass] = classesOfCabin(flight.leg.bookingDesignators, 0);
    const hold = { flight, cabin: 0, bookingClass, seats: 1 } as const;
    const state = async () => ({
      places: (await t.db.query<{ order_id: string; seat: string }>('select order_id, seat from seat_assignment where leg_id = $1 order by seat', [legId])).map(
        (r) => `${r.order_id}:${r.seat}`,
      ),
      sold: (
        await t.db.query<{ sold: number }>('select coalesce(sum(sold), 0)::int as sold from seat_sale where leg_id = $1 and dep_date = $2', [legId, date])
      )[0].sold,
    });

    const first = await t.db.transaction((tx) => writing.insertOrderWithSeats(tx, values, [hold], [{ legId, day, seat: '31A', passenger: 0 }]));
    const after = await state();
    expect(after.places).toEqual([`${first.id}:31A`]);

    const taken = t.db.transaction((tx) =>
      writing.insertOrderWithSeats(
        tx,
        values,
        [hold],
        [
          { legId, day, seat: '31B', passenger: 0 },
          { legId, day, seat: '31A', passenger: 1 },
        ],
      ),
    );
    await expect(taken).rejects.toMatchObject({ code: 'seatTaken' });
    expect(await state()).toEqual(after);
  });

  it('writes an order whose number is taken under a new number, with its seats counted and recorded once, for it alone', async () => {
    const date = '2026-12-24';
    const { execution, booked, values, legId, flight } = await bookedFlight(date, '192.0.2.33');
    const [bookingClass] = classesOfCabin(flight.leg.bookingDesignators, 0);
    const sold = async () =>
      (await t.db.query<{ n: number }>('select coalesce(sum(sold), 0)::int as n from seat_sale where leg_id = $1 and dep_date = $2', [legId, date]))[0].n;
    const before = await sold();
    // The first number drawn is the booked order's; the next ones are random again.
    const drawn = [booked.orderNo];
    const numbers = { orderNo: () => drawn.shift() ?? newOrderNumber(), locator: newLocator };

    const written = await t.db.transaction((tx) => writing.insertOrderWithSeats(tx, values, [{ flight, cabin: 0, bookingClass, seats: 2 }], [], numbers));
    expect(drawn).toEqual([]);
    expect(written.orderNo).not.toBe(booked.orderNo);
    expect(await sold()).toBe(before + 2);
    const seats = await t.db.query<{ order_no: string; seats: number }>(
      'select o.order_no, s.seats from order_seat s join booking_order o on o.id = s.order_id where o.execution = $1 order by o.id',
      [execution],
    );
    expect(seats).toEqual([
      { order_no: booked.orderNo, seats: 1 },
      { order_no: written.orderNo, seats: 2 },
    ]);
  });

  it("writes an order as its transaction's last statement, refusing it whole when its cabin would pass its seats, and writing nothing when its number is taken", async () => {
    const date = '2026-12-25';
    const { booked, values, legId, flight } = await bookedFlight(date, '192.0.2.35');
    const capacity = seatsByCabin(flight.leg.configuration).get(0) ?? 0;
    const [bookingClass] = classesOfCabin(flight.leg.bookingDesignators, 0);
    const state = async () => ({
      sold: (
        await t.db.query<{ sold: number }>('select coalesce(sum(sold), 0)::int as sold from seat_sale where leg_id = $1 and dep_date = $2', [legId, date])
      )[0].sold,
      orders: (await t.db.query<{ n: number }>('select count(*)::int as n from booking_order'))[0].n,
    });
    const before = await state();

    const tooMany = t.db.transaction((tx) => writing.commitOrderWithSeats(tx, values, [{ flight, cabin: 0, bookingClass, seats: capacity }]));
    await expect(tooMany).rejects.toMatchObject({ code: 'soldOut' });
    expect(await state()).toEqual(before);

    const taken = { orderNo: () => booked.orderNo, locator: newLocator };
    const clash = await t.db.transaction((tx) => writing.commitOrderWithSeats(tx, values, [{ flight, cabin: 0, bookingClass, seats: 2 }], [], taken));
    expect(clash).toBeUndefined();
    expect(await state()).toEqual(before);

    const written = await t.db.transaction((tx) => writing.commitOrderWithSeats(tx, values, [{ flight, cabin: 0, bookingClass, seats: 2 }]));
    expect(written).toMatchObject({ status: 'unpaid', totalAmount: values.totalAmount });
    expect(await state()).toEqual({ sold: before.sold + 2, orders: before.orders + 1 });
  });

  it('has the statement that writes orders planned for any values after its first runs, not again for each order', async () => {
    const { values, flight } = await bookedFlight('2026-12-26', '192.0.2.34');
    const [bookingClass] = classesOfCabin(flight.leg.bookingDesignators, 0);

    // One transaction, so that every order and the counts are on one connection of a PostgreSQL server's pool.
    const plans = await t.db.transaction(async (tx) => {
      for (let i = 0; i < 12; i++) await writing.insertOrderWithSeats(tx, values, [{ flight, cabin: 0, bookingClass, seats: 1 }]);
      const [counts] = await tx.query<{ forAnyValues: number; forTheValues: number }>(
        `select sum(generic_plans)::int as "forAnyValues", sum(custom_plans)::int as "forTheValues"
         from pg_prepared_statements where statement like 'with "written" as (insert into "booking_order"%'`,
      );
      return counts;
    });
    expect(plans.forTheValues).toBeLessThanOrEqual(5);
    expect(plans.forAnyValues).toBeGreaterThanOrEqual(7);
  });

  it("takes the holder's, the origin's and the flights' locks where orders' transactions run side by side, and none on the embedded database, which runs one at a time", async () => {
    const flight = (await loadScheduleIndex(t.db)).departures('CAN', dayNumber({ year: 2026, month: 12, day: 27 }))[0];
    const claimant = { holder: 'visitor:locks', origin: { addressHash: 'address:locks', visitorHash: 'device:locks' }, now: clock.now() };
    const locks = await t.db.transaction(async (tx) => {
      await claimOrderTurn(tx, claimant, { flights: [flight], seats: 1 });
      const [held] = await tx.query<{ count: number }>(`select count(*)::int as count from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`);
      return held.count;
    });
    expect(locks).toBe(process.env.TEST_DATABASE_URL ? 4 : 0);
  });

  it('gives the seats of a cancelled order back and shows them on sale again at once', async () => {
    const date = '2026-12-21';
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
    const { sol, detail } = await nonStop(t, execution, date);
    const seatsLeft = () => detail.cabins[0].families.find((f) => f.id === 'ECONOMY_FLEX')?.seatsLeft ?? 0;
    const before = seatsLeft();
    const browser: Browser = { address: '192.0.2.10' };
    const { order } = (await orderRequest(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser)).reply;
    // The browser that booked, by the cookie the order gave it.
    const booker: Browser = { cookie: browser.cookie };
    const held = await nonStop(t, execution, date);
    expect(held.detail.cabins[0].families.find((f) => f.id === 'ECONOMY_FLEX')?.seatsLeft).toBe(before - 1);
    const cancel = await t.api.send(cancelOrder, { body: { orderNo: order.orderNo } }, { browser: booker });
    expect(cancel.status).toBe(200);
    expect(cancel.reply.order.status).toBe('cancelled');
    const after = await nonStop(t, execution, date);
    expect(after.detail.cabins[0].families.find((f) => f.id === 'ECONOMY_FLEX')?.seatsLeft).toBe(before);
    const twice = await t.api.send(cancelOrder, { body: { orderNo: order.orderNo } }, { browser: booker });
    expect(twice.status).toBe(409);
  });

  it('expires each unpaid hold once and gives its seats back once when two servers sweep at the same moment', async () => {
    const date = '2026-12-27';
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
    const { sol } = await nonStop(t, execution, date);
    const legId = Number(sol.split('.')[0]);
    const sold = async () =>
      (await t.db.query<{ n: number }>('select coalesce(sum(sold), 0)::int as n from seat_sale where leg_id = $1 and dep_date = $2', [legId, date]))[0].n;
    const before = await sold();
    for (let i = 0; i < 3; i++) await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_SAVER' }] }, { address: `192.0.2.${80 + i}` });
    expect(await sold()).toBe(before + 3);
    const other = await testApp({ db: t.db, clock });
    const [{ unpaid }] = await t.db.query<{ unpaid: number }>("select count(*)::int as unpaid from booking_order where status = 'unpaid'");
    clock.advance(HOLD_MS + 1);
    const [a, b] = await Promise.all([t.jobs.sweepExpiredHolds(), other.jobs.sweepExpiredHolds()]);
    expect(a + b).toBe(unpaid);
    expect(await sold()).toBe(before);
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from booking_order where execution = $1 and status = 'expired'", [execution]);
    expect(n).toBe(3);
  });
});
