import { addDays, type CalendarDate, formatDate } from '../../../domain/calendar.ts';

/** A flight leg of the schedule as kept in memory for searching. */
export interface ScheduledLeg {
  readonly id: number;
  readonly airline: string;
  readonly flightNumber: number;
  readonly from: string;
  readonly to: string;
  /** Days since 1970-01-01 (UTC calendar) of the period's first and last local departure dates. */
  readonly periodFrom: number;
  readonly periodTo: number;
  /** Bit per weekday of the local departure date: bit 1 Monday … bit 7 Sunday. */
  readonly dayBits: number;
  readonly depTime: number;
  readonly arrTime: number;
  readonly depUtcOffset: number;
  readonly arrUtcOffset: number;
  readonly arrivalDayOffset: number;
  readonly aircraftType: string;
  readonly bookingDesignators: string;
  readonly configuration: Readonly<Record<string, number>>;
}

/** One flight on one date: a leg with its local dates and its instants. */
export interface Flight {
  readonly leg: ScheduledLeg;
  /** Local departure date, days since 1970-01-01. */
  readonly depDay: number;
  /** Minutes since 1970-01-01T00:00Z. */
  readonly depUtc: number;
  readonly arrUtc: number;
}

export const MINUTES_PER_DAY = 1440;

export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

export function dateOfDay(day: number): CalendarDate {
  const at = new Date(day * 86_400_000);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** YYYY-MM-DD of a day number. */
export function dayText(day: number): string {
  return formatDate(dateOfDay(day));
}

/** 1 Monday … 7 Sunday of a day number. Day 0, 1970-01-01, was a Thursday; the double remainder keeps earlier days right. */
export function weekdayOf(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** HH:MM of minutes after midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function operatesOn(leg: ScheduledLeg, day: number): boolean {
  return day >= leg.periodFrom && day <= leg.periodTo && (leg.dayBits & (1 << weekdayOf(day))) !== 0;
}

/** The flight of a leg departing on a local date. */
export function flightOn(leg: ScheduledLeg, day: number): Flight {
  const depUtc = day * MINUTES_PER_DAY + leg.depTime - leg.depUtcOffset;
  const arrUtc = (day + leg.arrivalDayOffset) * MINUTES_PER_DAY + leg.arrTime - leg.arrUtcOffset;
  return { leg, depDay: day, depUtc, arrUtc };
}

/** The local date and time of an instant at an offset. */
export function localOf(utcMinutes: number, offset: number): { date: CalendarDate; minutes: number } {
  const local = utcMinutes + offset;
  const day = Math.floor(local / MINUTES_PER_DAY);
  return { date: dateOfDay(day), minutes: local - day * MINUTES_PER_DAY };
}

export { addDays };
