import { INFANT_MIN_AGE_DAYS, PASSENGER_AGE, type PassengerType } from '../reference/passenger-types.ts';
import { issue, type FieldIssue, type Rule } from './issue.ts';

/** A calendar date without a time of day. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const DATE_SHAPE = /^((?:19|20|21)\d{2})-(\d{1,2})-(\d{1,2})$/;

/** Reads YYYY-M-D (years 1900 to 2199); undefined unless it names a real day of the calendar. */
export function parseDate(value: string): CalendarDate | undefined {
  const match = DATE_SHAPE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Negative when a is before b. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  // 29 February becomes 28 February in a year that has none.
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** Whole years of age on a day: a birthday counts from the day itself. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const years = on.year - birth.year;
  return compareDates(addYears(birth, years), on) > 0 ? years - 1 : years;
}

/** A date in the form YYYY-M-D of the years 19xx to 21xx that exists in the calendar. */
export const date: Rule = (value) => (parseDate(value) ? undefined : issue('e01'));

const EARLIEST_BIRTH: CalendarDate = { year: 1900, month: 1, day: 1 };

export interface BirthdayContext {
  /** Today, in the storefront's calendar. */
  readonly today: CalendarDate;
  /** When given, the birthday must fit this passenger type on the date of travel. */
  readonly passengerType?: PassengerType;
  /** The date of the first flight; today when not given. */
  readonly travelDate?: CalendarDate;
  /** Further bounds of a form (inclusive). */
  readonly min?: CalendarDate;
  readonly max?: CalendarDate;
}

/**
 * A birthday: a real date from 1900-01-01 on and before today, and then either at
 * least 14 years ago or, with a passenger type, an age on the date of travel that
 * fits the type (an infant at least 14 days old); within any bounds given. Every
 * failure of age or bounds is e02.
 */
export function birthday(context: BirthdayContext): Rule {
  return (value) => {
    const birth = parseDate(value);
    if (!birth) return issue('e01');
    if (compareDates(birth, EARLIEST_BIRTH) < 0 || compareDates(birth, context.today) > 0) return issue('e02');
    if (context.min && compareDates(birth, context.min) < 0) return issue('e02');
    if (context.max && compareDates(birth, context.max) > 0) return issue('e02');
    if (!context.passengerType) {
      return compareDates(birth, addYears(context.today, -14)) < 0 ? undefined : issue('e02');
    }
    return fitsPassengerType(birth, context.passengerType, context.travelDate ?? context.today) ? undefined : issue('e02');
  };
}

export function fitsPassengerType(birth: CalendarDate, type: PassengerType, travelDate: CalendarDate): boolean {
  if (compareDates(birth, travelDate) > 0) return false;
  const age = ageOn(birth, travelDate);
  const range = PASSENGER_AGE[type];
  if (age < range.min || (range.max !== undefined && age > range.max)) return false;
  return type !== 'INF' || compareDates(addDays(birth, INFANT_MIN_AGE_DAYS), travelDate) <= 0;
}

/**
 * A document's expiry date: a real date, not in the past, and not before the
 * departure of the trip's last flight.
 */
export function documentExpiry(context: { today: CalendarDate; lastDeparture?: CalendarDate }): Rule {
  return (value): FieldIssue | undefined => {
    const expiry = parseDate(value);
    if (!expiry) return issue('e01');
    if (compareDates(expiry, context.today) < 0) return issue('expiration');
    if (context.lastDeparture && compareDates(expiry, context.lastDeparture) < 0) return issue('expiration');
    return undefined;
  };
}

/** Today as a calendar date in a time zone (the site's), from an instant. */
export function calendarDateIn(instant: Date, timeZone = 'UTC'): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}
