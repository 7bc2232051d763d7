import { addDays, type CalendarDate, compareDates } from '../../../domain/validation/dates.ts';
import { dayNumber, weekdayOf } from '../network/flights.ts';
import type { LegEnd } from './types.ts';

/**
 * The days and times of a leg as SSIM gives them and as they are held: local, from the leg's own
 * departure date. The reader turns one into the other, and the writer back.
 */
export const DAY_MINUTES = 24 * 60;

/** Whether any of the days falls between the two dates. */
export function operatesWithin(from: CalendarDate, to: CalendarDate, days: readonly number[]): boolean {
  for (let i = 0; i < 7; i++) {
    const date = addDays(from, i);
    if (compareDates(date, to) > 0) return false;
    if (days.includes(weekdayOf(dayNumber(date)))) return true;
  }
  return false;
}

/** Frequency rate 2: the leg flies the first week of its period, then every other week. */
export function fortnights(from: CalendarDate, to: CalendarDate, days: readonly number[]): { from: CalendarDate; to: CalendarDate }[] {
  const periods: { from: CalendarDate; to: CalendarDate }[] = [];
  for (let start = from; compareDates(start, to) <= 0; start = addDays(start, 14)) {
    const end = addDays(start, 6);
    const period = { from: start, to: compareDates(end, to) < 0 ? end : to };
    if (operatesWithin(period.from, period.to, days)) periods.push(period);
  }
  return periods;
}

/** Days of operation a number of days later (or earlier): a Sunday leg moved a day flies on Monday. */
export function shiftDays(days: readonly number[], shift: number): number[] {
  return days.map((d) => ((((d - 1 + shift) % 7) + 7) % 7) + 1).sort((a, b) => a - b);
}

const floorDiv = (minutes: number) => Math.floor(minutes / DAY_MINUTES);
export const withinDay = (minutes: number) => ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;

/**
 * The leg's local times and dates. The period and days of a record are those of the flight's date;
 * the date variations move the leg's departure and arrival from it; in a UTC file the times are UTC
 * and the local date may differ from the UTC one. An arrival at 2400 is the next day's 0000.
 */
export function localTiming(mode: 'L' | 'U', departure: LegEnd, arrival: LegEnd, depVariation: number, arrVariation: number) {
  const depZone = mode === 'U' ? departure.utcOffset : 0;
  const arrZone = mode === 'U' ? arrival.utcOffset : 0;
  const depAt = departure.passengerTime + depZone + depVariation * DAY_MINUTES;
  const arrAt = arrival.passengerTime + arrZone + arrVariation * DAY_MINUTES;
  const dayShift = floorDiv(depAt);
  return {
    dayShift,
    arrivalDayOffset: floorDiv(arrAt) - dayShift,
    departure: { ...departure, passengerTime: withinDay(depAt), aircraftTime: withinDay(departure.aircraftTime + depZone) },
    arrival: { ...arrival, passengerTime: withinDay(arrAt), aircraftTime: withinDay(arrival.aircraftTime + arrZone) },
  };
}

/** Minutes in the air, from the local times and the UTC variations of both ends. */
export function flightMinutes(departure: LegEnd, arrival: LegEnd, arrivalDayOffset: number): number {
  return arrival.passengerTime + arrivalDayOffset * DAY_MINUTES - arrival.utcOffset - (departure.passengerTime - departure.utcOffset);
}
