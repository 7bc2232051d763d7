import { keptPerKey } from './kept-per-key.ts';

/**
 * Calendar dates without a time of day: reading, writing, comparing and counting.
 * Apart from the validation rules (dates.ts) so that the date picker and the
 * search box can use them without loading the rules and valibot with them.
 */

/** The airline's own calendar: "today" for date limits, on the server and in the search box alike. */
export const AIRLINE_TIME_ZONE = 'Asia/Shanghai';

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

export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + date.month - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  // 31 August plus six months is the last day of February.
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** One per zone: an order's checks ask for today many times. */
const dayFormat = keptPerKey<Intl.DateTimeFormat>();

/** Today as a calendar date in a time zone (the site's), from an instant. */
export function calendarDateIn(instant: Date, timeZone = 'UTC'): CalendarDate {
  const format = dayFormat(timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}
