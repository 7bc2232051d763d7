import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../src/domain/api/operation.ts';
import {
  createSearchLink,
  getPriceMonth,
  getPriceRibbon,
  getSolutionDetail,
  movePriceRibbon,
  movePriceRibbonOfSession,
  openBookingSession,
  searchFlights,
  searchNextSlice,
} from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { SALES_FRESH_MS } from '../../src/server/airline/inventory/seat-sales.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { demoDatabase, testApp } from '../support/test-app.ts';

type Trip = CallInput<typeof createSearchLink>['body'];

// One demo network for the file: the tests open their own booking sessions on it.
let t: Awaited<ReturnType<typeof testApp>>;
const clock = manualClock('2026-11-21T08:00:00Z');
const open = async (site: string, lang: Lang, trip: Pick<Trip, 'dep' | 'arr' | 'date'> & Partial<Trip>) => {
  const created = await t.api.ok(createSearchLink, {
    query: { country: site, language: lang },
    body: { tripType: 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', ...trip },
  });
  const info = await t.api.ok(openBookingSession, { body: { encryptArgs: created.encryptArgs } });
  return info.execution;
};
/** The first slice's grid of a session on a date. */
const gridOf = async (execution: string, date: string) => (await t.api.ok(searchFlights, { body: { execution, date } })).data.grid;

beforeAll(async () => {
  t = await testApp({ clock, db: await demoDatabase() });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('flight search', () => {
  const search = async (execution: string, date: string) => {
    const res = await t.api.send(searchFlights, { body: { type: 'sliceGrid', execution, date } });
    expect(res.status).toBe(200);
    return res.reply.data;
  };

  it('finds priced non-stop and connecting itineraries in the site currency with local times', async () => {
    const execution = await open('nz', 'en', { dep: ['AKL'], arr: ['SHA'], date: ['2026-12-10'] });
    const { grid } = await search(execution, '2026-12-10');
    const options = grid.rows.length > 0 ? grid.rows : (await search(execution, '2026-12-11')).grid.rows;
    expect(options.length).toBeGreaterThan(0);
    const row = options[0];
    expect(row.stops).toBe(1);
    expect(row.flights[0].from).toBe('AKL');
    expect(row.flights.at(-1)?.to).toMatch(/^(PVG|SHA)$/);
    expect(row.flights[0].departure).toMatch(/^2026-12-1[01]T\d{2}:\d{2}$/);
    const economy = row.cells.find((c) => c.cabin === 0);
    expect(economy?.lowest?.currency).toBe('NZD');
    expect(economy?.brands.map((b) => b.id)).toEqual(['ECONOMY_SAVER', 'ECONOMY_STANDARD', 'ECONOMY_FLEX']);
  });

  it('shows domestic non-stops in yen on the Japanese site', async () => {
    const execution = await open('jp', 'ja', { dep: ['CAN'], arr: ['BJS'], date: ['2026-12-10'] });
    const { grid } = await search(execution, '2026-12-10');
    const nonstop = grid.rows.filter((r) => r.stops === 0);
    expect(nonstop.length).toBeGreaterThan(5);
    const price = nonstop[0].cells[0].lowest;
    expect(price?.currency).toBe('JPY');
    expect(Number.isInteger(price?.amount)).toBe(true);
  });

  it('gives in the ±3-day price ribbon exactly the lowest price of the day when that day is chosen', async () => {
    const execution = await open('nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-10'] });
    const ribbon = await t.api.send(getPriceRibbon, { body: { execution, date: '2026-12-10' } });
    const calendar = ribbon.reply.data;
    expect(calendar.map((d) => d.id)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
    expect(calendar.filter((d) => d.discount).length).toBeGreaterThan(0);
    for (const day of [calendar[1], calendar[5]]) {
      const { grid } = await search(execution, day.id);
      const lowest = Math.min(...grid.rows.flatMap((r) => r.cells.filter((c) => c.cabin === 0 && c.lowest).map((c) => c.lowest?.amount ?? Infinity)));
      expect(day.saleTotal?.amount).toBe(lowest);
    }
  });

  it('never offers a class that is sold out, once the sale is at most a moment old', async () => {
    const execution = await open('nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-12'] });
    const before = (await search(execution, '2026-12-12')).grid.rows.find((r) => r.stops === 0);
    if (!before) throw new Error('no non-stop');
    const flightNumber = Number(before.flights[0].flightNo.slice(2));
    const [leg] = await t.db.query<{ id: number }>('select id from flight_leg where flight_number = $1 limit 1', [flightNumber]);
    // The economy cabin of an A320 has 150 seats: sell them all in Y.
    // Sold by another server process: this one sees it once its view of the flight is older than SALES_FRESH_MS.
    await t.db.query("insert into seat_sale (leg_id, dep_date, booking_class, sold) values ($1, '2026-12-12', 'Y', 150)", [leg.id]);
    clock.advance(SALES_FRESH_MS + 1);
    const after = (await search(execution, '2026-12-12')).grid.rows.find((r) => r.flights.length === 1 && r.flights[0].flightNo === before.flights[0].flightNo);
    expect(after?.cells.find((c) => c.cabin === 0)).toEqual({ cabin: 0, status: 'soldOut', lowest: null, brands: [] });
    expect(after?.cells.find((c) => c.cabin === 2)?.lowest).not.toBeNull();
  });

  it('says not offered, not sold out, of a cabin the aircraft does not have', async () => {
    const execution = await open('nz', 'en', { dep: ['CAN'], arr: ['BJS'], date: ['2026-12-10'] });
    const { grid } = await search(execution, '2026-12-10');
    // Domestic non-stops fly narrow-bodies with business and economy cabins only.
    const nonstop = grid.rows.find((r) => r.stops === 0);
    const status = (cabin: number) => nonstop?.cells.find((c) => c.cabin === cabin)?.status;
    expect([status(0), status(1), status(2), status(3)]).toEqual(['available', 'notOffered', 'available', 'notOffered']);
    expect(nonstop?.cells.find((c) => c.cabin === 1)).toMatchObject({ lowest: null, brands: [] });
  });

  it('answers a session it does not know with CZWEB000004 and bad input with 400', async () => {
    const unknown = await t.api.send(searchFlights, { body: { execution: 'no-such-session', date: '2026-12-10' } });
    expect(unknown.status).toBe(404);
    expect(unknown.failure.ex).toBe('CZWEB000004');
    const bad = await t.api.send(searchFlights, { body: { execution: 'x', date: '2026-13-10' } });
    expect(bad.status).toBe(400);
  });

  it('gives the lowest price of every day of a month', async () => {
    const execution = await open('nz', 'en', { dep: ['CAN'], arr: ['BJS'], date: ['2026-12-10'] });
    const res = await t.api.send(getPriceMonth, { body: { execution, date: '2026-12-10' } });
    const days = res.reply.data;
    expect(days).toHaveLength(31);
    expect(days.every((d) => d.saleTotal !== null)).toBe(true);
  });
});

describe('choosing flights', () => {
  const openRound = () =>
    open('au', 'en', { tripType: 'R', dep: ['SYD', 'CAN'], arr: ['CAN', 'SYD'], date: ['2026-12-10', '2026-12-17'], adt: 2, cnn: 1, inf: 1 });
  const next = (execution: string, body: Omit<CallInput<typeof searchNextSlice>['body'], 'execution'>) =>
    t.api.send(searchNextSlice, { params: { session: execution }, body: { execution, ...body } });

  it('offers on the way back only flights that leave well after the chosen outbound lands', async () => {
    const execution = await openRound();
    const out = await gridOf(execution, '2026-12-10');
    const chosen = out.rows[0];
    const res = await next(execution, { date: '2026-12-10', so: `${execution}_0_${chosen.sol}`, cabin: '0', tripType: 'R' });
    expect(res.status).toBe(200);
    const back = res.reply.data.grid;
    expect(back.set).toBe(1);
    const landed = Date.parse(`${chosen.flights.at(-1)?.arrival}:00+08:00`);
    for (const row of back.rows) expect(Date.parse(`${row.flights[0].departure}:00+08:00`)).toBeGreaterThanOrEqual(landed + 120 * 60_000);
    const later = (await next(execution, { date: '2026-12-17', so: `${execution}_0_${chosen.sol}` })).reply.data.grid;
    expect(later.rows.length).toBeGreaterThan(0);
    expect(later.rows.every((r) => r.flights[0].from === 'CAN' && r.flights.at(-1)?.to === 'SYD')).toBe(true);
  });

  it('offers on the way back, in the ribbon and the month, no day before the chosen outbound lands, and prices the first day on the flights that can follow', async () => {
    const execution = await openRound();
    const out = await gridOf(execution, '2026-12-10');
    const chosen = out.rows.at(-1);
    if (!chosen) throw new Error('no outbound');
    const so = `${execution}_0_${chosen.sol}`;
    const landed = chosen.flights.at(-1)?.arrival.slice(0, 10) ?? '';
    const ribbon = await t.api.ok(getPriceRibbon, { body: { execution, date: '2026-12-10', set: '1', so } });
    expect(ribbon.range.first >= landed).toBe(true);
    expect(ribbon.data[0].id).toBe(ribbon.range.first);
    expect(ribbon.data.every((d) => d.id >= ribbon.range.first && d.inbound === d.id && d.outbound === '2026-12-10')).toBe(true);
    const firstDay = ribbon.data[0];
    const back = await next(execution, { date: firstDay.id, so });
    const lowest = back.reply.data.grid.rows.flatMap((r) => (r.cells[0].lowest ? [r.cells[0].lowest.amount] : []));
    expect(firstDay.saleTotal?.amount ?? null).toBe(lowest.length > 0 ? Math.min(...lowest) : null);
    const month = await t.api.ok(getPriceMonth, { body: { execution, date: '2026-12-01', set: '1', so } });
    expect(month.data[0].id).toBe(ribbon.range.first);
    expect(month.data.at(-1)?.id).toBe('2026-12-31');
    // Without the chosen flights, the return is offered from the outbound date of the trip.
    const unchosen = await t.api.ok(getPriceRibbon, { body: { execution, date: '2026-12-09', set: '1' } });
    expect(unchosen.data.map((d) => d.id)).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
    expect(unchosen.range.first).toBe('2026-12-10');
  });

  it('refuses calendar days of the way back asked with flights chosen for another session or for the wrong slice', async () => {
    const execution = await openRound();
    const other = await openRound();
    const sol = (await gridOf(execution, '2026-12-10')).rows[0].sol;
    const foreign = await t.api.send(getPriceRibbon, { body: { execution, date: '2026-12-17', set: '1', so: `${other}_0_${sol}` } });
    expect(foreign.status).toBe(400);
    const wrongSlice = await t.api.send(getPriceMonth, { body: { execution, date: '2026-12-17', set: '0', so: `${execution}_0_${sol}` } });
    expect(wrongSlice.status).toBe(400);
    expect(wrongSlice.fields).toHaveProperty('so');
  });

  it('gives the bookable range with every calendar, so the month view can page to its last month and no further', async () => {
    const execution = await openRound();
    const first = await t.api.ok(getPriceMonth, { body: { execution, date: '2026-11-21' } });
    expect(first.range).toEqual({ first: '2026-11-21', last: '2027-11-21' });
    expect(first.data[0].id).toBe('2026-11-21');
    const last = await t.api.ok(getPriceMonth, { body: { execution, date: '2027-11-05' } });
    expect(last.data.map((d) => d.id).at(-1)).toBe('2027-11-21');
    expect(last.data).toHaveLength(21);
  });

  it('refuses a chosen solution that was altered or belongs to another session', async () => {
    const execution = await openRound();
    const other = await openRound();
    const out = await gridOf(execution, '2026-12-10');
    const day = out.rows[0].sol.split('-')[0].split('.')[1];
    const altered = `999999999.${day}`;
    const tampered = await next(execution, { date: '2026-12-17', so: `${execution}_0_${altered}` });
    expect(tampered.status).toBe(400);
    expect(tampered.fields).toHaveProperty('sol');
    const foreign = await next(execution, { date: '2026-12-17', so: `${other}_0_${out.rows[0].sol}` });
    expect(foreign.status).toBe(400);
    const garbage = await next(execution, { date: '2026-12-17', so: 'not a key' });
    expect(garbage.status).toBe(400);
    const detail = await t.api.send(getSolutionDetail, { params: { session: execution, set: '0', sol: altered }, body: {} });
    expect(detail.status).toBe(400);
  });

  it('prices a chosen solution per passenger type with its rules, at the price the grid showed', async () => {
    const execution = await openRound();
    const out = await gridOf(execution, '2026-12-10');
    const row = out.rows.find((r) => r.cells[0].lowest) ?? out.rows[0];
    const res = await t.api.send(getSolutionDetail, { params: { session: execution, set: '0', sol: row.sol }, body: { execution } });
    expect(res.status).toBe(200);
    const detail = res.reply.data;
    const economy = detail.cabins.find((c) => c.cabin === 0);
    expect(economy?.families.map((f) => f.id)).toEqual(row.cells[0].brands.map((b) => b.id));
    expect(economy?.families.map((f) => f.saleTotal)).toEqual(row.cells[0].brands.map((b) => b.saleTotal));
    const saver = economy?.families[0];
    expect(saver?.prices.map((p) => [p.type, p.count])).toEqual([
      ['ADT', 2],
      ['CNN', 1],
      ['INF', 1],
    ]);
    expect(saver?.prices.find((p) => p.type === 'INF')?.taxes).toEqual([]);
    expect(saver?.prices.every((p) => p.total.currency === 'AUD')).toBe(true);
    expect(saver?.saleTotal.amount).toBe(saver?.prices.reduce((sum, p) => sum + p.total.amount * p.count, 0));
    const flex = economy?.families.at(-1);
    expect(flex?.rules.changeFee).toEqual({ amount: 0, currency: 'AUD' });
    expect(flex?.rules.checkedBags).toBe(2);
  });

  it('moves the price ribbon by a week and narrows it to one flight number', async () => {
    const execution = await openRound();
    const moved = await t.api.send(movePriceRibbonOfSession, {
      params: { session: execution },
      body: { origin: 'SYD', destion: 'CAN', originDate: '2026-12-10', move: '7' },
    });
    expect(moved.status).toBe(200);
    const days = moved.reply.data;
    expect(days.map((d) => d.id)).toEqual(['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20']);
    expect(days.every((d) => d.inbound === '2026-12-17')).toBe(true);
    const grid = await gridOf(execution, '2026-12-17');
    const flightNo = grid.rows[0].flights[0].flightNo;
    const one = (
      await t.api.ok(movePriceRibbon, { body: { execution, origin: 'SYD', destion: 'CAN', originDate: '2026-12-10', moveDate: '2026-12-17', flightNo } })
    ).data;
    const day = one.find((d) => d.id === '2026-12-17');
    const lowestOnFlight = Math.min(
      ...grid.rows.filter((r) => r.flights.some((f) => f.flightNo === flightNo)).map((r) => r.cells[0].lowest?.amount ?? Infinity),
    );
    expect(day?.saleTotal?.amount).toBe(lowestOnFlight);
    const wrongRoute = await t.api.send(movePriceRibbonOfSession, {
      params: { session: execution },
      body: { origin: 'SYD', destion: 'LHR', originDate: '2026-12-10' },
    });
    expect(wrongRoute.status).toBe(400);
  });
});
