import { describe, expect, it } from 'vitest';
import { dayNumber, type ScheduledLeg } from '../../../src/server/airline/network/flights.ts';
import { findItineraries } from '../../../src/server/airline/network/itineraries.ts';
import { type IndexedAirport, ScheduleIndex } from '../../../src/server/airline/network/schedule-index.ts';
import { type PricingContext, priceItinerary } from '../../../src/server/shop/offer-pricing.ts';

const airports: IndexedAirport[] = [
  { code: 'CAN', city: 'CAN', country: 'CN', timeZone: 'Asia/Shanghai', latitude: 23.39, longitude: 113.3 },
  { code: 'PVG', city: 'SHA', country: 'CN', timeZone: 'Asia/Shanghai', latitude: 31.14, longitude: 121.81 },
  { code: 'YVR', city: 'YVR', country: 'CA', timeZone: 'America/Vancouver', latitude: 49.19, longitude: -123.18 },
];
const day = dayNumber({ year: 2026, month: 10, day: 20 });
const today = day - 30;
const leg = (id: number, from: string, to: string, offsets: [number, number], arrDays = 0): ScheduledLeg => ({
  id,
  airline: 'CZ',
  flightNumber: 3000 + id,
  from,
  to,
  periodFrom: day - 60,
  periodTo: day + 60,
  dayBits: 0b11111110,
  depTime: 600,
  arrTime: 780,
  depUtcOffset: offsets[0],
  arrUtcOffset: offsets[1],
  arrivalDayOffset: arrDays,
  aircraftType: '320',
  bookingDesignators: 'JCDIYBMHKULQETNRVZ',
  configuration: { C: 8, Y: 150 },
});
const index = new ScheduleIndex([leg(1, 'CAN', 'PVG', [480, 480]), leg(2, 'YVR', 'CAN', [-420, 480], 1)], airports);
const rates = [
  { currency: 'USD', perBase: 0.139, validFrom: '2026-01-01' },
  { currency: 'JPY', perBase: 21.3, validFrom: '2026-01-01' },
  { currency: 'CAD', perBase: 0.19, validFrom: '2026-01-01' },
];
const context = (over: Partial<PricingContext> = {}): PricingContext => ({
  airports: index.airports,
  cabin: 0,
  passengers: { ADT: 1, CNN: 0, INF: 0 },
  today,
  currency: 'USD',
  rates,
  separateCarrierSurcharge: false,
  sold: () => new Map(),
  ...over,
});
const domestic = findItineraries(index, 'CAN', 'SHA', day)[0];

describe('pricing an itinerary', () => {
  it('offers each fare family of the cabin, the most flexible dearest', () => {
    const offers = priceItinerary(domestic, context());
    expect(offers.map((o) => o.familyId)).toEqual(['ECONOMY_SAVER', 'ECONOMY_STANDARD', 'ECONOMY_FLEX']);
    const totals = offers.map((o) => o.saleTotal.amount);
    expect(totals[0]).toBeLessThan(totals[1]);
    expect(totals[1]).toBeLessThan(totals[2]);
    expect(offers[0].classes).toEqual(['Z']);
    expect(offers[0].saleTotal.currency).toBe('USD');
  });

  it('never offers a family whose classes are sold out, and moves up to the next open class', () => {
    const sold = (n: number) => () => new Map([['Y', n]]);
    const half = priceItinerary(domestic, context({ sold: sold(70) }));
    expect(half[0].familyId).toBe('ECONOMY_SAVER');
    expect(half[0].classes).not.toEqual(['Z']);
    expect(half[0].saleTotal.amount).toBeGreaterThan(priceItinerary(domestic, context())[0].saleTotal.amount);
    const full = priceItinerary(domestic, context({ sold: sold(100) }));
    expect(full.map((o) => o.familyId)).toEqual(['ECONOMY_STANDARD', 'ECONOMY_FLEX']);
    expect(priceItinerary(domestic, context({ sold: sold(150) }))).toEqual([]);
  });

  it('needs a seat for every adult and child, and none for an infant', () => {
    const nearlyFull = () => new Map([['Y', 148]]);
    expect(priceItinerary(domestic, context({ sold: nearlyFull, passengers: { ADT: 2, CNN: 0, INF: 1 } }))).toHaveLength(1);
    expect(priceItinerary(domestic, context({ sold: nearlyFull, passengers: { ADT: 2, CNN: 1, INF: 0 } }))).toEqual([]);
  });

  it('prices children at 75% and infants at 10% of the fare, infants without taxes, in the site currency', () => {
    const [saver] = priceItinerary(domestic, context({ currency: 'JPY', passengers: { ADT: 2, CNN: 1, INF: 1 } }));
    const byType = Object.fromEntries(saver.prices.map((p) => [p.type, p]));
    // The child fare is rounded to a whole yuan before conversion: within one yuan (about 21 yen) of three quarters.
    expect(Math.abs(byType.CNN.fare.amount - byType.ADT.fare.amount * 0.75)).toBeLessThanOrEqual(22);
    expect(byType.INF.taxes).toEqual([]);
    expect(byType.ADT.taxes.map((t) => t.code)).toEqual(['CN']);
    expect(Number.isInteger(byType.ADT.total.amount)).toBe(true);
    expect(saver.saleTotal.amount).toBe(byType.ADT.total.amount * 2 + byType.CNN.total.amount + byType.INF.total.amount);
  });

  it('shows the carrier surcharge as its own line where the site asks, else within the other taxes', () => {
    const fromCanada = findItineraries(index, 'YVR', 'CAN', day)[0];
    const [ca] = priceItinerary(fromCanada, context({ currency: 'CAD', separateCarrierSurcharge: true }));
    expect(ca.prices[0].taxes.map((t) => t.code)).toEqual(['CA', 'SQ', 'YQ']);
    const [us] = priceItinerary(fromCanada, context());
    expect(us.prices[0].taxes.map((t) => t.code)).toEqual(['CA', 'SQ', 'XT']);
  });
});
