import { describe, expect, it } from 'vitest';
import { dayNumber, localOf, type ScheduledLeg } from '../../../src/server/airline/network/flights.ts';
import { canConnect, findItineraries } from '../../../src/server/airline/network/itineraries.ts';
import { type IndexedAirport, ScheduleIndex } from '../../../src/server/airline/network/schedule-index.ts';

const airports: IndexedAirport[] = [
  { code: 'CAN', city: 'CAN', country: 'CN', timeZone: 'Asia/Shanghai', latitude: 23.39, longitude: 113.3 },
  { code: 'PKX', city: 'BJS', country: 'CN', timeZone: 'Asia/Shanghai', latitude: 39.51, longitude: 116.41 },
  { code: 'PEK', city: 'BJS', country: 'CN', timeZone: 'Asia/Shanghai', latitude: 40.08, longitude: 116.58 },
  { code: 'KMG', city: 'KMG', country: 'CN', timeZone: 'Asia/Shanghai', latitude: 25.1, longitude: 102.93 },
  { code: 'HRB', city: 'HRB', country: 'CN', timeZone: 'Asia/Shanghai', latitude: 45.62, longitude: 126.25 },
  { code: 'LHR', city: 'LON', country: 'GB', timeZone: 'Europe/London', latitude: 51.47, longitude: -0.45 },
  { code: 'SYD', city: 'SYD', country: 'AU', timeZone: 'Australia/Sydney', latitude: -33.94, longitude: 151.18 },
];

const day = dayNumber({ year: 2026, month: 12, day: 10 });
let nextId = 1;
/** A daily leg; times are local, offsets in minutes. */
function leg(from: string, to: string, dep: string, arr: string, arrDays = 0, offsets: [number, number] = [480, 480]): ScheduledLeg {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2));
  return {
    id: nextId++,
    airline: 'CZ',
    flightNumber: 3000 + nextId,
    from,
    to,
    periodFrom: day - 30,
    periodTo: day + 30,
    dayBits: 0b11111110,
    depTime: minutes(dep),
    arrTime: minutes(arr),
    depUtcOffset: offsets[0],
    arrUtcOffset: offsets[1],
    arrivalDayOffset: arrDays,
    aircraftType: '320',
    bookingDesignators: 'JCDIYBM',
    configuration: { C: 8, Y: 150 },
  };
}

const names = (result: ReturnType<typeof findItineraries>) => result.map((it) => it.flights.map((f) => `${f.leg.from}-${f.leg.to}`).join(' '));

describe('itineraries', () => {
  it('offer non-stop flights between the airports of two cities', () => {
    const index = new ScheduleIndex([leg('CAN', 'PEK', '0800', '1105'), leg('CAN', 'PKX', '0900', '1200'), leg('CAN', 'KMG', '0900', '1100')], airports);
    expect(names(findItineraries(index, 'CAN', 'BJS', day))).toEqual(['CAN-PEK', 'CAN-PKX']);
    expect(findItineraries(index, 'BJS', 'BJS', day)).toEqual([]);
    expect(findItineraries(index, 'CAN', 'XXX', day)).toEqual([]);
  });

  it('connect through a hub only with at least the domestic minimum connecting time', () => {
    const legs = [
      leg('KMG', 'CAN', '0700', '0900'),
      leg('CAN', 'HRB', '0959', '1400'),
      leg('CAN', 'HRB', '1000', '1405'),
      ...Array.from({ length: 3 }, () => leg('CAN', 'PKX', '1300', '1600')),
    ];
    const index = new ScheduleIndex(legs, airports);
    const result = findItineraries(index, 'KMG', 'HRB', day);
    expect(result).toHaveLength(1);
    expect(result[0].flights[1].leg.depTime).toBe(600);
    expect(result[0].stops).toBe(1);
  });

  it('keep for each first flight only its quickest way on, however many onward flights it could catch', () => {
    const early = leg('KMG', 'CAN', '0700', '0900');
    const later = leg('KMG', 'CAN', '0800', '1000');
    const slow = leg('CAN', 'HRB', '1100', '1600');
    const quick = leg('CAN', 'HRB', '1200', '1530');
    const index = new ScheduleIndex([early, later, slow, quick, leg('CAN', 'PKX', '0800', '1100'), leg('CAN', 'SYD', '0900', '2000')], airports);
    const result = findItineraries(index, 'KMG', 'HRB', day);
    expect(result.map((it) => it.flights.map((f) => f.leg.id))).toEqual([
      [early.id, quick.id],
      [later.id, quick.id],
    ]);
  });

  it('need the longer international connecting time when a flight crosses a border, and catch next-day flights', () => {
    const inbound = leg('LHR', 'CAN', '1430', '1030', 1, [0, 480]);
    const tooSoon = leg('CAN', 'KMG', '1215', '1415');
    const inTime = leg('CAN', 'KMG', '1230', '1430');
    const index = new ScheduleIndex([inbound, tooSoon, inTime, leg('CAN', 'PKX', '0800', '1100'), leg('CAN', 'HRB', '0800', '1200')], airports);
    const arriving = index.departures('LHR', day)[0];
    expect(localOf(arriving.arrUtc, 480).date).toEqual({ year: 2026, month: 12, day: 11 });
    expect(canConnect(arriving, index.departures('CAN', day + 1).find((f) => f.leg.id === tooSoon.id) ?? arriving, index)).toBe(false);
    const result = findItineraries(index, 'LON', 'KMG', day);
    expect(result.map((it) => it.flights[1].leg.id)).toEqual([inTime.id]);
    // 14:30 in London to 14:30 next day in Kunming, eight hours ahead: 16 hours.
    expect(result[0].minutes).toBe(16 * 60);
  });

  it('do not wait longer than the maximum connection time', () => {
    const index = new ScheduleIndex(
      [leg('KMG', 'CAN', '0600', '0800'), leg('CAN', 'HRB', '0030', '0440'), leg('CAN', 'PKX', '0800', '1100'), leg('CAN', 'SYD', '0900', '2000')],
      airports,
    );
    expect(findItineraries(index, 'KMG', 'HRB', day)).toEqual([]);
  });

  it('refuse a detour far from the direct route', () => {
    // Kunming to Canton by way of Harbin is four times the direct distance.
    const index = new ScheduleIndex(
      [leg('KMG', 'HRB', '0700', '1200'), leg('HRB', 'CAN', '1400', '1900'), leg('HRB', 'PKX', '1400', '1600'), leg('HRB', 'SYD', '1400', '2300')],
      airports,
    );
    expect(findItineraries(index, 'KMG', 'CAN', day)).toEqual([]);
  });

  it('go through both hubs with two stops where that is the way', () => {
    const legs = [
      leg('KMG', 'CAN', '0700', '0900'),
      leg('CAN', 'PKX', '1000', '1300'),
      leg('PKX', 'HRB', '1400', '1600'),
      leg('CAN', 'SYD', '2000', '0800', 1),
      leg('PKX', 'LHR', '1500', '1900', 0, [480, 0]),
      leg('CAN', 'LHR', '2300', '0600', 1, [480, 0]),
    ];
    const index = new ScheduleIndex(legs, airports);
    expect(index.hubs()).toEqual(['CAN', 'PKX']);
    expect(names(findItineraries(index, 'KMG', 'HRB', day))).toEqual(['KMG-CAN CAN-PKX PKX-HRB']);
  });
});
