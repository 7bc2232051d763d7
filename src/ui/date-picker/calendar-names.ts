import type { CalendarDate } from '../../domain/calendar.ts';

export interface CalendarNames {
  readonly month: (month: number) => string;
  /** A day's accessible name: the full date. */
  readonly day: (date: CalendarDate) => string;
  /** What a day's cell shows. */
  readonly dayOfMonth: (date: CalendarDate) => string;
  /** Narrow weekday names, from the locale's first day of the week. */
  readonly weekdays: readonly string[];
  /** The heading of a month: "November 2026", "2026年11月". */
  readonly yearMonth: (year: number, month: number) => string;
}

/** The picker's month, day and weekday names in a locale, from Intl; `firstDay` is 1 (Monday) to 7 (Sunday). */
export function calendarNames(locale: string, firstDay = 7): CalendarNames {
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const yearMonth = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  // A cell shows its day as the full date writes it (25일 in Korean, 25日 in Japanese), so that the name read out
  // and spoken to voice control contains what the cell shows as a whole word: "25" alone is no word of "25일".
  const dayOfMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  const utc = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);
  return {
    month: (m) => monthName.format(Date.UTC(2000, m - 1, 1)),
    day: (d) => fullDate.format(utc(d)),
    dayOfMonth: (d) => dayOfMonth.format(utc(d)),
    // 3 January 2000 was a Monday, so day 1 to 7 of the week fall on 3 to 9 January.
    weekdays: Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2000, 0, 2 + ((firstDay - 1 + i) % 7) + 1))),
    yearMonth: (year, month) => yearMonth.format(Date.UTC(year, month - 1, 1)),
  };
}
