import { describe, expect, it } from 'vitest';
import { dayNumber, flightOn, type ScheduledLeg } from '../../../src/server/airline/network/flights.ts';
import type { Itinerary } from '../../../src/server/airline/network/itineraries.ts';
import { cabinFlown, cabinStatus } from '../../../src/server/shop/offer-pricing.ts';
import { bookableDays, canFollow, clampDays, firstDayAfter, monthAround, sliceDays } from '../../../src/server/shop/slice-days.ts';

const day = (text: string) => dayNumber({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) });

/** A one-flight itinerary on a date; times are local minutes, offsets in minutes. */
function itinerary(date: string, dep: number, arr: number, arrDays: number, configuration: Record<string, number> = { C: 8, Y: 150 }): Itinerary {
  const leg: ScheduledLeg = {
    id: 1,
    airline: 'CZ',
    flightNumber: 301,
    from: 'SYD',
    to: 'CAN',
    periodFrom: day(date),
    periodTo: day(date),
    dayBits: 0b11111110,
    depTime: dep,
    arrTime: arr,
    depUtcOffset: 660,
    arrUtcOffset: 480,
    arrivalDayOffset: arrDays,
    aircraftType: '320',
    bookingDesignators: 'JCDIYBM',
    configuration,
  };
  const flight = flightOn(leg, day(date));
  return { flights: [flight], depUtc: flight.depUtc, arrUtc: flight.arrUtc, minutes: flight.arrUtc - flight.depUtc, stops: 0 };
}

describe('the days a later slice of a trip may use', () => {
  it('starts the way back on the day the outbound lands when a connection is still left that day', () => {
    const landsAtNoon = itinerary('2026-12-10', 9 * 60, 12 * 60, 0);
    expect(firstDayAfter(landsAtNoon)).toBe(day('2026-12-10'));
  });

  it('starts the way back the next day when the outbound lands too late for any connection that day', () => {
    const landsAt2300 = itinerary('2026-12-10', 15 * 60, 23 * 60, 0);
    expect(firstDayAfter(landsAt2300)).toBe(day('2026-12-11'));
    const overnight = itinerary('2026-12-10', 22 * 60, 5 * 60, 1);
    expect(firstDayAfter(overnight)).toBe(day('2026-12-11'));
  });

  it('lets a flight follow only when it leaves two hours or more after the one before lands', () => {
    const before = itinerary('2026-12-10', 9 * 60, 12 * 60, 0);
    const tooSoon = { ...before, depUtc: before.arrUtc + 119 };
    const inTime = { ...before, depUtc: before.arrUtc + 120 };
    expect(canFollow(before, tooSoon)).toBe(false);
    expect(canFollow(before, inTime)).toBe(true);
    expect(canFollow(undefined, tooSoon)).toBe(true);
  });

  it('bounds a slice by the site range and by the chosen flight or the date of the slice before', () => {
    const bookable = bookableDays(day('2026-11-21'), { minDate: 0, maxDateYears: 1 });
    expect(bookable).toEqual({ first: day('2026-11-21'), last: day('2027-11-21') });
    expect(sliceDays(bookable, undefined)).toEqual(bookable);
    expect(sliceDays(bookable, { date: day('2026-12-10') }).first).toBe(day('2026-12-10'));
    expect(sliceDays(bookable, { chosen: itinerary('2026-12-10', 15 * 60, 23 * 60, 0) }).first).toBe(day('2026-12-11'));
    expect(clampDays(day('2026-12-08'), day('2026-12-14'), { first: day('2026-12-11'), last: bookable.last })).toEqual({
      first: day('2026-12-11'),
      last: day('2026-12-14'),
    });
  });

  it('gives the whole month of a date, leap days included', () => {
    expect(monthAround(day('2028-02-15'))).toEqual({ first: day('2028-02-01'), last: day('2028-02-29') });
  });
});

describe('how a cabin of an itinerary stands', () => {
  it('is not offered when an aircraft has no seats in it, and sold out only when it has seats but no fare left', () => {
    const narrow = itinerary('2026-12-10', 9 * 60, 12 * 60, 0);
    expect(cabinFlown(narrow, 1)).toBe(false);
    expect(cabinStatus(narrow, 1, [])).toBe('notOffered');
    expect(cabinStatus(narrow, 3, [])).toBe('notOffered');
    expect(cabinStatus(narrow, 0, [])).toBe('soldOut');
  });
});
