import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeLowestOneWay, rangeLowestRoundTrip } from '../../src/domain/api/low-price-range.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { createSearchLink, getPriceMonth, openBookingSession } from '../../src/domain/api/shop.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { solvedCaptcha } from '../support/joining.ts';
import { demoDatabase, testApp } from '../support/test-app.ts';

type Trip = CallInput<typeof createSearchLink>['body'];
type Money = { amount: number; currency: string };

let t: Awaited<ReturnType<typeof testApp>>;
const clock = manualClock('2026-11-21T08:00:00Z');
const NZ = { site: 'nz', lang: 'en' } as const;

beforeAll(async () => {
  t = await testApp({ clock, db: await demoDatabase() });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The shop's month view of one slice of a trip, as the results page asks for it: day → lowest price. */
async function monthView(trip: Pick<Trip, 'tripType' | 'dep' | 'arr'> & Partial<Trip> & { date: string[] }, set: string): Promise<Map<string, Money | null>> {
  const created = await t.api.ok(createSearchLink, { query: { country: 'nz', language: 'en' }, body: { adt: 1, cnn: 0, inf: 0, cabin: '0', ...trip } });
  const { execution } = await t.api.ok(openBookingSession, { body: { encryptArgs: created.encryptArgs } });
  const month = await t.api.ok(getPriceMonth, { body: { execution, date: trip.date[Number(set)], set } });
  return new Map(month.data.map((day) => [day.id, day.saleTotal]));
}

const oneWay = async (body: Partial<CallInput<typeof rangeLowestOneWay>['body']>) =>
  t.api.send(rangeLowestOneWay, {
    params: NZ,
    body: { origin: 'CAN', destination: 'KMG', dateFrom: '2026-12-01', dateTo: '2026-12-31', ...(await solvedCaptcha(t.api)), ...body },
  });

const roundTrip = async (body: Partial<CallInput<typeof rangeLowestRoundTrip>['body']>) =>
  t.api.send(rangeLowestRoundTrip, {
    params: NZ,
    body: { origin: 'CAN', destination: 'KMG', dateFrom: '2026-12-01', dateTo: '2026-12-10', ...(await solvedCaptcha(t.api)), ...body },
  });

const cheapest = (prices: readonly (Money | null | undefined)[]) =>
  prices.reduce<Money | null>((low, p) => (p && (!low || p.amount < low.amount) ? p : low), null);

describe('the lowest price over a range of dates', () => {
  it('gives each day of a one-way range the price the shop’s month view shows, and the cheapest of them as rangLowest', async () => {
    const calendar = await monthView({ tripType: 'S', dep: ['CAN'], arr: ['KMG'], date: ['2026-12-10'] }, '0');
    const res = await oneWay({});
    expect(res.status).toBe(200);
    expect(res.reply.days.map((d) => d.outbound)).toEqual([...calendar.keys()]);
    for (const day of res.reply.days) expect(day.saleTotal).toEqual(calendar.get(day.outbound));
    const lowest = cheapest([...calendar.values()]);
    expect(lowest).not.toBeNull();
    expect(res.reply.rangLowest?.saleTotal).toEqual(lowest);
    expect(calendar.get(res.reply.rangLowest?.outbound ?? '')).toEqual(lowest);
  });

  it('prices a range for several passengers as the calendar does for them, only on fares with seats for all', async () => {
    const calendar = await monthView({ tripType: 'S', dep: ['CAN'], arr: ['KMG'], date: ['2026-12-10'], adt: 6, cnn: 3 }, '0');
    const res = await oneWay({ adt: 6, cnn: 3, dateFrom: '2026-12-05', dateTo: '2026-12-20' });
    for (const day of res.reply.days) expect(day.saleTotal).toEqual(calendar.get(day.outbound));
    expect(res.reply.rangLowest?.saleTotal.amount).toBeGreaterThan(
      (await oneWay({ dateFrom: '2026-12-05', dateTo: '2026-12-20' })).reply.rangLowest?.saleTotal.amount ?? 0,
    );
  });

  it('adds to each departure the cheapest way back of the stay lengths sent as repeated parameters, as the two calendars price them', async () => {
    const trip = { tripType: 'R', dep: ['CAN', 'KMG'], arr: ['KMG', 'CAN'], date: ['2026-12-05', '2026-12-12'] } as const;
    const out = await monthView({ ...trip, dep: [...trip.dep], arr: [...trip.arr], date: [...trip.date] }, '0');
    const back = await monthView({ ...trip, dep: [...trip.dep], arr: [...trip.arr], date: [...trip.date] }, '1');
    const res = await roundTrip({ stay: ['3', '5'] });
    expect(res.status).toBe(200);
    expect(res.reply.days).toHaveLength(10);
    for (const day of res.reply.days) {
      const leave = new Date(`${day.outbound}T00:00:00Z`).getTime();
      const options = [3, 5].map((stay) => {
        const home = new Date(leave + stay * 86_400_000).toISOString().slice(0, 10);
        const there = out.get(day.outbound);
        const again = back.get(home);
        return there && again ? { amount: there.amount + again.amount, currency: again.currency } : null;
      });
      expect(day.saleTotal).toEqual(cheapest(options));
    }
    expect(res.reply.rangLowest?.saleTotal).toEqual(cheapest(res.reply.days.map((d) => d.saleTotal)));
    expect(res.reply.rangLowest?.inbound).toMatch(/^2026-12-\d{2}$/);
  });

  it('pairs each departure only with the return dates after it, sent as repeated returnDate parameters', async () => {
    const res = await roundTrip({ dateFrom: '2026-12-01', dateTo: '2026-12-05', returnDate: ['2026-12-03', '2026-12-08'] });
    expect(res.status).toBe(200);
    const inbound = res.reply.days.map((d) => d.inbound);
    expect(inbound.slice(2).every((date) => date === '2026-12-08' || date === null)).toBe(true);
    expect(inbound.every((date) => date === null || date === '2026-12-03' || date === '2026-12-08')).toBe(true);
  });

  it('takes a single stay length as a plain form value', async () => {
    const res = await roundTrip({ stay: '4' });
    expect(res.status).toBe(200);
    expect(res.reply.days.find((d) => d.inbound)?.inbound).toBe('2026-12-05');
  });

  it('asks for the captcha (CZWEB000010) and refuses a wrong one (CZWEB000011), on both calls', async () => {
    const body = { origin: 'CAN', destination: 'KMG', dateFrom: '2026-12-01', dateTo: '2026-12-10' };
    const none = await t.api.send(rangeLowestOneWay, { params: NZ, body });
    expect(none.failure.ex).toBe('CZWEB000010');
    const wrong = await t.api.send(rangeLowestOneWay, { params: NZ, body: { ...body, ...(await solvedCaptcha(t.api, 'ZZ99')) } });
    expect(wrong.failure.ex).toBe('CZWEB000011');
    const roundNone = await t.api.send(rangeLowestRoundTrip, { params: NZ, body: { ...body, stay: ['3'] } });
    expect(roundNone.failure.ex).toBe('CZWEB000010');
  });

  it('accepts a captcha once: the same code again is wrong', async () => {
    const captcha = await solvedCaptcha(t.api);
    expect((await oneWay(captcha)).status).toBe(200);
    expect((await oneWay(captcha)).failure.ex).toBe('CZWEB000011');
  });

  it('refuses bad input with 400 and the field codes', async () => {
    const badCity = await oneWay({ origin: 'xx' });
    expect(badCity.status).toBe(400);
    expect(badCity.fields.origin?.code).toBe('e01');
    const sameCity = await oneWay({ destination: 'CAN' });
    expect(sameCity.fields.destination?.code).toBe('e01');
    const noDate = await oneWay({ dateTo: '' });
    expect(noDate.fields.dateTo?.code).toBe('e00');
    const infants = await oneWay({ adt: 1, inf: 2 });
    expect(infants.fields.inf?.code).toBe('e04');
    const noWayBack = await roundTrip({});
    expect(noWayBack.status).toBe(400);
    expect(noWayBack.fields.stay?.code).toBe('e00');
    const both = await roundTrip({ stay: ['3'], returnDate: ['2026-12-20'] });
    expect(both.fields.returnDate?.code).toBe('e01');
    const longStay = await roundTrip({ stay: ['31'] });
    expect(longStay.fields['stay.0']?.code ?? longStay.fields.stay?.code).toBe('e04');
    const badSite = await t.api.send(rangeLowestOneWay, {
      params: { site: 'xx', lang: 'en' },
      body: { origin: 'CAN', destination: 'KMG', dateFrom: '2026-12-01', dateTo: '2026-12-02' },
    });
    expect(badSite.status).toBe(400);
  });

  it('refuses a range longer than 31 days, one starting in the past, or a return before it, with e04 on the field', async () => {
    const tooLong = await oneWay({ dateFrom: '2026-12-01', dateTo: '2027-01-01' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.fields.dateTo).toMatchObject({ code: 'e04' });
    expect(tooLong.failure.fields?.dateTo).toMatchObject({ code: 'e04' });
    const past = await oneWay({ dateFrom: '2026-11-20', dateTo: '2026-11-25' });
    expect(past.status).toBe(400);
    expect(past.fields.dateFrom?.code).toBe('e04');
    const backwards = await oneWay({ dateFrom: '2026-12-10', dateTo: '2026-12-01' });
    expect(backwards.fields.dateTo?.code).toBe('e04');
    const beyond = await oneWay({ dateFrom: '2027-12-01', dateTo: '2027-12-05' });
    expect(beyond.fields.dateFrom?.code).toBe('e04');
    const returnFirst = await roundTrip({ returnDate: ['2026-12-01'] });
    expect(returnFirst.fields.returnDate?.code).toBe('e04');
  });

  it('keeps the captcha of a refused range for the corrected request', async () => {
    const captcha = await solvedCaptcha(t.api);
    expect((await oneWay({ ...captcha, dateTo: '2027-02-01' })).status).toBe(400);
    expect((await oneWay(captcha)).status).toBe(200);
  });
});
