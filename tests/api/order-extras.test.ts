import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illustrateMeals } from '../../src/domain/api/content.ts';
import { getApiDocument } from '../../src/domain/api/health.ts';
import { cancelOrder } from '../../src/domain/api/orders.ts';
import { getAutoSeatInfo, getFlightExtras } from '../../src/domain/api/shop.ts';
import type { OrderExtrasInput, SeatOffer, ShowExtra } from '../../src/domain/booking/extras.ts';
import { HOLD_MS } from '../../src/server/booking/orders.ts';
import type { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser } from '../support/api.ts';
import {
  adult,
  type Booking,
  book,
  CARDS,
  nonStop,
  type Order,
  openSession,
  orderApp,
  orderRequest,
  type PassengerInput,
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

const child = () => ({ ...adult('AMY', 'SMITH'), type: 'CNN' as const, birthday: '2018-05-01' });
const infant = () => ({ ...adult('TOM', 'SMITH'), type: 'INF' as const, birthday: '2026-03-01', infantOf: 0 });

function showExtra(execution: string, sol: string, familyId?: string, set = 0) {
  return t.api.send(getFlightExtras, { params: { session: execution, set: String(set), sol }, query: familyId ? { familyId } : {} });
}

function seatsOf(extra: ShowExtra, flight = 0): SeatOffer[] {
  return extra.flights[flight].seatMap.rows.flatMap((row) => row.seats);
}

function firstSeat(extra: ShowExtra, test: (seat: SeatOffer) => boolean): SeatOffer {
  const seat = seatsOf(extra).find(test);
  if (!seat) throw new Error('no such seat on the map');
  return seat;
}

interface ExtrasOrder {
  execution: string;
  sol: string;
  familyId: string;
  passengers?: PassengerInput[];
  extras?: OrderExtrasInput;
  expectedTotal?: Booking['expectedTotal'];
}

/** The order of one slice's solution in a fare family, with extras. */
function asBooking({ sol, familyId, ...booking }: ExtrasOrder): Booking {
  return { ...booking, choices: [{ set: 0, sol, familyId }] };
}

function orderWithExtras(booking: ExtrasOrder, browser: Browser) {
  return orderRequest(t, asBooking(booking), browser);
}

function bookWithExtras(booking: ExtrasOrder, browser: Browser): Promise<Order> {
  return book(t, asBooking(booking), browser);
}

async function cancel(orderNo: string, browser: Browser): Promise<number> {
  return (await t.api.send(cancelOrder, { body: { orderNo } }, { browser })).status;
}

/** A one-way economy trip from Guangzhou to Kunming on a date, with its non-stop solution. */
async function trip(date: string, counts: { adt?: number; cnn?: number; inf?: number } = {}) {
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date], ...counts });
  const { sol, detail } = await nonStop(t, execution, date);
  const fare = (familyId: string) => detail.cabins[0].families.find((f) => f.id === familyId)?.saleTotal;
  return { execution, sol, fare };
}

describe('what the additions page is offered', () => {
  it('shows per flight the seat map of the chosen cabin with seat states and prices, extra bag pieces and meal codes, in the session currency', async () => {
    const { execution, sol } = await trip('2026-12-10');
    const saver = await showExtra(execution, sol, 'ECONOMY_SAVER');
    expect(saver.status).toBe(200);
    const data = saver.reply.data;
    expect(data).toMatchObject({ session: execution, set: 0, sol, familyId: 'ECONOMY_SAVER', cabin: 0, currency: 'NZD' });
    expect(data.rules).toEqual({ seatTypes: ['ADT', 'CNN'], exitRowTypes: ['ADT'], bagTypes: ['ADT', 'CNN'] });
    expect(data.flights).toHaveLength(sol.split('-').length);
    const [flight] = data.flights;
    expect(flight.seatMap).toMatchObject({ cabin: 0, demo: true });
    expect(flight.seatMap.columns).toContain(null);
    const seats = seatsOf(data);
    expect(new Set(seats.map((s) => s.state))).toEqual(new Set(['available', 'blocked']));
    expect(new Set(seats.map((s) => s.kind))).toEqual(new Set(['standard', 'extraLegroom', 'exit']));
    expect(new Set(seats.map((s) => s.position))).toEqual(new Set(['window', 'middle', 'aisle']));
    expect(seats.every((s) => s.price.currency === 'NZD' && Number.isInteger(s.price.amount))).toBe(true);
    const standard = firstSeat(data, (s) => s.kind === 'standard');
    const exit = firstSeat(data, (s) => s.kind === 'exit');
    expect(standard.price.amount).toBeGreaterThan(0);
    expect(exit.price.amount).toBeGreaterThan(standard.price.amount);

    const prices = flight.bags.offers.map((o) => o.price.amount);
    expect(flight.bags.offers.map((o) => o.pieces)).toEqual([1, 2, 3]);
    expect(prices[0]).toBeGreaterThan(0);
    expect(prices[1]).toBeGreaterThan(prices[0]);
    expect(prices[2]).toBeGreaterThan(prices[1]);
    expect(flight.bags.included).toEqual({ pieces: 0, kg: 0 });

    const explained = (await t.api.ok(illustrateMeals, { params: { site: 'nz', lang: 'en' }, body: { codes: flight.meals.map((m) => m.code) } })).data;
    expect(explained.map((m) => m.code)).toEqual(flight.meals.map((m) => m.code));
    expect(flight.meals.find((m) => m.code === 'BBML')?.types).toEqual(['INF']);
  });

  it('gives standard seats free with a family that includes seat selection, but still charges for exit rows and extra legroom', async () => {
    const { execution, sol } = await trip('2026-12-10');
    const flex = (await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data;
    expect(firstSeat(flex, (s) => s.kind === 'standard').price.amount).toBe(0);
    expect(firstSeat(flex, (s) => s.kind === 'exit').price.amount).toBeGreaterThan(0);
    expect(firstSeat(flex, (s) => s.kind === 'extraLegroom').price.amount).toBeGreaterThan(0);
    const business = (await showExtra(execution, sol, 'BUSINESS_STANDARD')).reply.data;
    expect(business.cabin).toBe(2);
    expect(seatsOf(business).length).toBeGreaterThan(0);
    expect(seatsOf(business).every((s) => s.price.amount === 0 && s.kind === 'standard')).toBe(true);
    expect(seatsOf(business).some((s) => seatsOf(flex).some((e) => e.seat === s.seat))).toBe(false);
  });

  it('refuses a fare family of no such name and an unknown session', async () => {
    const { execution, sol } = await trip('2026-12-10');
    const unknownFamily = await showExtra(execution, sol, 'ECONOMY_FREE');
    expect(unknownFamily.status).toBe(400);
    expect(unknownFamily.fields).toHaveProperty(['familyId']);
    expect((await showExtra('NoSuchSession123', sol)).status).toBe(404);
  });

  it('answers the automatic seat assignment of a site in its language, with family seating where the region requires it', async () => {
    const nz = await t.api.ok(getAutoSeatInfo, { params: { site: 'nz', lang: 'en' } });
    expect(nz.data).toMatchObject({ autoAssign: true, checkInOpensHours: 48, familySeating: false });
    expect(nz.data.rules.map((r) => r.key)).toEqual(['addition.autoSeat.rule']);
    expect(nz.data.rules[0].text).toContain('48');
    const de = await t.api.ok(getAutoSeatInfo, { params: { site: 'de', lang: 'de' } });
    expect(de.data.familySeating).toBe(true);
    expect(de.data.rules.map((r) => r.key)).toEqual(['addition.autoSeat.rule', 'addition.autoSeat.family']);
    expect(de.data.rules[0].text).not.toBe(nz.data.rules[0].text);
    expect((await t.api.send(getAutoSeatInfo, { params: { site: 'nz', lang: 'ja' } })).status).toBe(400);
  });

  it('lists the extras calls in the OpenAPI document', async () => {
    const doc = await t.api.ok(getApiDocument);
    expect(doc.paths).toHaveProperty(['/extraService/showExtra/{session}/{set}/{sol}']);
    expect(doc.paths).toHaveProperty(['/extra/{site}/{lang}/getAutoSeatInfo']);
  });
});

describe('extras in an order', () => {
  it('adds a paid seat, extra bags and a meal to the order total and shows each with its price', async () => {
    const { execution, sol, fare } = await trip('2026-12-11');
    const offer = (await showExtra(execution, sol, 'ECONOMY_SAVER')).reply.data;
    const seat = firstSeat(offer, (s) => s.kind === 'standard' && s.state === 'available');
    const twoBags = offer.flights[0].bags.offers[1];
    const farePrice = fare('ECONOMY_SAVER');
    if (!farePrice) throw new Error('no saver fare');
    const expected = farePrice.amount + seat.price.amount + twoBags.price.amount;
    const extras = {
      seats: [{ segment: 0, passenger: 0, seat: seat.seat }],
      bags: [{ segment: 0, passenger: 0, pieces: 2 }],
      meals: [{ segment: 0, passenger: 0, code: 'VGML' }],
    };

    const stale = await orderWithExtras({ execution, sol, familyId: 'ECONOMY_SAVER', extras, expectedTotal: farePrice }, { address: '203.0.113.20' });
    expect(stale.status).toBe(409);
    expect(stale.failure.ex).toBe('priceChanged');

    const browser: Browser = { address: '203.0.113.21' };
    const order = await bookWithExtras({ execution, sol, familyId: 'ECONOMY_SAVER', extras, expectedTotal: { amount: expected, currency: 'NZD' } }, browser);
    expect(order.totalPayMoney).toBe(expected);
    expect(order.equivFarecurrency).toBe('NZD');
    expect(order.extras).toEqual({
      seats: [{ segment: 0, passenger: 0, seat: seat.seat, kind: 'standard', amount: seat.price.amount }],
      bags: [{ segment: 0, passenger: 0, pieces: 2, kg: 23, amount: twoBags.price.amount }],
      meals: [{ segment: 0, passenger: 0, code: 'VGML', amount: 0 }],
      total: seat.price.amount + twoBags.price.amount,
    });
    await payOrder(t, order.orderNo, CARDS.success, browser);
    const [attempt] = await t.db.query<{ amount: number; status: string }>(
      'select p.amount::float8 as amount, p.status from payment_attempt p join booking_order o on o.id = p.order_id where o.order_no = $1',
      [order.orderNo],
    );
    expect(attempt).toEqual({ amount: expected, status: 'succeeded' });
  });

  it('shows a seat held by one order as taken to everyone else', async () => {
    const { execution, sol } = await trip('2026-12-12');
    const seat = firstSeat((await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data, (s) => s.kind === 'standard' && s.state === 'available');
    await bookWithExtras(
      { execution, sol, familyId: 'ECONOMY_FLEX', extras: { seats: [{ segment: 0, passenger: 0, seat: seat.seat }] } },
      { address: '203.0.113.30' },
    );
    const after = (await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data;
    expect(firstSeat(after, (s) => s.seat === seat.seat).state).toBe('taken');
    const again = await orderWithExtras(
      { execution, sol, familyId: 'ECONOMY_FLEX', extras: { seats: [{ segment: 0, passenger: 0, seat: seat.seat }] } },
      { address: '203.0.113.31' },
    );
    expect(again.status).toBe(409);
    expect(again.failure.ex).toBe('seatTaken');
  });

  it('gives one seat to exactly one of several buyers racing for it; the others get seatTaken and hold nothing', async () => {
    const { execution, sol } = await trip('2026-12-13');
    const seat = firstSeat((await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data, (s) => s.kind === 'standard' && s.state === 'available');
    const extras = { seats: [{ segment: 0, passenger: 0, seat: seat.seat }] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => orderWithExtras({ execution, sol, familyId: 'ECONOMY_FLEX', extras }, { address: `198.51.100.${40 + i}` })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const codes = answers.filter((r) => r.status === 409).map((r) => r.failure.ex);
    expect(new Set(codes)).toEqual(new Set(['seatTaken']));
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from booking_order where execution = $1', [execution]);
    expect(n).toBe(1);
    const [{ seats }] = await t.db.query<{ seats: number }>(
      'select count(*)::int as seats from seat_assignment where seat = $1 and leg_id = $2 and dep_date = $3',
      [seat.seat, Number(sol.split('.')[0]), '2026-12-13'],
    );
    expect(seats).toBe(1);
  });

  it('frees the seat of a cancelled order for the next buyer', async () => {
    const { execution, sol } = await trip('2026-12-14');
    const seat = firstSeat((await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data, (s) => s.kind === 'standard' && s.state === 'available');
    const extras = { seats: [{ segment: 0, passenger: 0, seat: seat.seat }] };
    const browser: Browser = { address: '203.0.113.50' };
    const order = await bookWithExtras({ execution, sol, familyId: 'ECONOMY_FLEX', extras }, browser);
    expect(await cancel(order.orderNo, browser)).toBe(200);
    expect(firstSeat((await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data, (s) => s.seat === seat.seat).state).toBe('available');
    const next = await bookWithExtras({ execution, sol, familyId: 'ECONOMY_FLEX', extras }, { address: '203.0.113.51' });
    expect(next.extras.seats[0].seat).toBe(seat.seat);
  });

  it('frees the seat of an unpaid order when its hold expires', async () => {
    const { execution, sol } = await trip('2026-12-15');
    const seat = firstSeat((await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data, (s) => s.kind === 'standard' && s.state === 'available');
    await bookWithExtras(
      { execution, sol, familyId: 'ECONOMY_FLEX', extras: { seats: [{ segment: 0, passenger: 0, seat: seat.seat }] } },
      { address: '203.0.113.60' },
    );
    clock.advance(HOLD_MS + 1);
    expect(await t.jobs.sweepExpiredHolds()).toBeGreaterThan(0);
    const fresh = await trip('2026-12-15');
    expect(firstSeat((await showExtra(fresh.execution, fresh.sol, 'ECONOMY_FLEX')).reply.data, (s) => s.seat === seat.seat).state).toBe('available');
  });

  it('gives an infant no seat, keeps a child out of the exit row, and never sells a blocked seat', async () => {
    const { execution, sol } = await trip('2026-12-16', { adt: 1, cnn: 1, inf: 1 });
    const offer = (await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data;
    const passengers = [adult(), child(), infant()];
    const standard = seatsOf(offer).filter((s) => s.kind === 'standard' && s.state === 'available');
    const exit = firstSeat(offer, (s) => s.kind === 'exit' && s.state === 'available');
    const blocked = firstSeat(offer, (s) => s.state === 'blocked');
    const browser: Browser = { address: '203.0.113.70' };
    const refused = await orderWithExtras(
      {
        execution,
        sol,
        familyId: 'ECONOMY_FLEX',
        passengers,
        extras: {
          seats: [
            { segment: 0, passenger: 0, seat: blocked.seat },
            { segment: 0, passenger: 1, seat: exit.seat },
            { segment: 0, passenger: 2, seat: standard[0].seat },
          ],
        },
      },
      browser,
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.fields).sort()).toEqual(['extras.seats.0.seat', 'extras.seats.1.seat', 'extras.seats.2.seat']);
    const babyMealForAdult = await orderWithExtras(
      {
        execution,
        sol,
        familyId: 'ECONOMY_FLEX',
        passengers,
        extras: { meals: [{ segment: 0, passenger: 0, code: 'BBML' }], bags: [{ segment: 0, passenger: 2, pieces: 1 }] },
      },
      browser,
    );
    expect(Object.keys(babyMealForAdult.fields).sort()).toEqual(['extras.bags.0.passenger', 'extras.meals.0.code']);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from booking_order where execution = $1', [execution]);
    expect(n).toBe(0);

    const order = await bookWithExtras(
      {
        execution,
        sol,
        familyId: 'ECONOMY_FLEX',
        passengers,
        extras: {
          seats: [
            { segment: 0, passenger: 0, seat: exit.seat },
            { segment: 0, passenger: 1, seat: standard[0].seat },
          ],
          meals: [{ segment: 0, passenger: 2, code: 'BBML' }],
        },
      },
      browser,
    );
    expect(order.extras.seats.map((s) => [s.passenger, s.seat, s.kind])).toEqual([
      [0, exit.seat, 'exit'],
      [1, standard[0].seat, 'standard'],
    ]);
    expect(order.totalPayMoney).toBe(order.totalPrice + order.totalTax + order.totalSurcharge + exit.price.amount);
  });

  it('refuses indexes outside the order and two passengers in one seat', async () => {
    const { execution, sol } = await trip('2026-12-17', { adt: 2 });
    const seat = firstSeat((await showExtra(execution, sol, 'ECONOMY_FLEX')).reply.data, (s) => s.kind === 'standard' && s.state === 'available');
    const passengers = [adult(), adult('JANE', 'SMITH')];
    const response = await orderWithExtras(
      {
        execution,
        sol,
        familyId: 'ECONOMY_FLEX',
        passengers,
        extras: {
          seats: [
            { segment: 0, passenger: 0, seat: seat.seat },
            { segment: 0, passenger: 1, seat: seat.seat },
            { segment: 3, passenger: 0, seat: seat.seat },
          ],
          bags: [{ segment: 0, passenger: 5, pieces: 1 }],
        },
      },
      { address: '203.0.113.80' },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.fields).sort()).toEqual(['extras.bags.0.passenger', 'extras.seats.1.seat', 'extras.seats.2.segment']);
    const badShape = await orderWithExtras(
      {
        execution,
        sol,
        familyId: 'ECONOMY_FLEX',
        passengers,
        extras: { seats: [{ segment: 0, passenger: 0, seat: '12Z' }], bags: [{ segment: 0, passenger: 0, pieces: 4 }] },
      },
      { address: '203.0.113.80' },
    );
    expect(badShape.status).toBe(400);
  });
});
