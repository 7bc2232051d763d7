import { addYears } from '../../domain/calendar.ts';
import type { SiteDefaults } from '../../domain/sites.ts';
import { dateOfDay, dayNumber, MINUTES_PER_DAY } from '../airline/network/flights.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';

/** The least time between arriving on one flight of a trip and leaving on the next. */
export const MIN_MINUTES_BETWEEN_SLICES = 120;

/** First and last day (days since 1970-01-01), both inclusive. */
export interface DayRange {
  readonly first: number;
  readonly last: number;
}

/** Whether an itinerary leaves late enough to follow the one chosen before it (any itinerary follows none). */
export function canFollow(previous: Itinerary | undefined, next: Itinerary): boolean {
  return !previous || next.depUtc >= previous.arrUtc + MIN_MINUTES_BETWEEN_SLICES;
}

/**
 * The first local date the next slice can leave on after an itinerary: the date, where it lands, of the earliest
 * connection after its arrival. Earlier days are not offered at all, rather than offered and found empty.
 */
export function firstDayAfter(previous: Itinerary): number {
  const last = previous.flights[previous.flights.length - 1];
  return Math.floor((previous.arrUtc + MIN_MINUTES_BETWEEN_SLICES + last.leg.arrUtcOffset) / MINUTES_PER_DAY);
}

/** The days the site lets a trip use (spec 3 minDate and maxDate), as the search link checks them. */
export function bookableDays(today: number, defaults: Pick<SiteDefaults, 'minDate' | 'maxDateYears'>): DayRange {
  return { first: today + defaults.minDate, last: dayNumber(addYears(dateOfDay(today), defaults.maxDateYears)) };
}

/**
 * The days a slice of a trip may be offered on: the bookable days, from the first day after the itinerary chosen for
 * the slice before (or, when none is named, from the date the trip gives that slice, since no slice leaves before it).
 */
export function sliceDays(bookable: DayRange, before: { chosen: Itinerary } | { date: number } | undefined): DayRange {
  const earliest = !before ? bookable.first : 'chosen' in before ? firstDayAfter(before.chosen) : before.date;
  return { first: Math.max(bookable.first, earliest), last: bookable.last };
}

/** The part of a span of days within a range; empty (first > last) when they do not meet. */
export function clampDays(from: number, to: number, range: DayRange): DayRange {
  return { first: Math.max(from, range.first), last: Math.min(to, range.last) };
}

/** The first and last day (days since 1970-01-01) of the month of a date. */
export function monthAround(day: number): DayRange {
  const date = new Date(day * 86_400_000);
  const first = day - (date.getUTCDate() - 1);
  const last = first + new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate() - 1;
  return { first, last };
}
