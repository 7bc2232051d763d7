import { addDays, addMonths, addYears, type CalendarDate, compareDates, daysInMonth } from '../../domain/calendar.ts';

export type Step = 'year' | 'month' | 'day';

export interface PickerOption {
  readonly value: number;
  readonly disabled: boolean;
}

export interface PickerBounds {
  readonly min?: CalendarDate;
  readonly max?: CalendarDate;
}

const outside = (from: CalendarDate, to: CalendarDate, bounds: PickerBounds) =>
  (bounds.max !== undefined && compareDates(from, bounds.max) > 0) || (bounds.min !== undefined && compareDates(to, bounds.min) < 0);

/** The years on offer: from this year to ten ahead unless given; a year wholly out of bounds cannot be chosen. */
export function yearOptions(years: readonly number[], bounds: PickerBounds): PickerOption[] {
  return years.map((year) => ({ value: year, disabled: outside({ year, month: 1, day: 1 }, { year, month: 12, day: 31 }, bounds) }));
}

export function monthOptions(year: number, bounds: PickerBounds): PickerOption[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    return { value: month, disabled: outside({ year, month, day: 1 }, { year, month, day: daysInMonth(year, month) }, bounds) };
  });
}

export function dayOptions(year: number, month: number, bounds: PickerBounds): PickerOption[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const day = { year, month, day: i + 1 };
    return { value: i + 1, disabled: outside(day, day, bounds) };
  });
}

/** The next choosable option from `from` in a direction, or `from` when there is none. */
export function stepHighlight(options: readonly PickerOption[], from: number, direction: 1 | -1): number {
  for (let i = from + direction; i >= 0 && i < options.length; i += direction) {
    if (!options[i].disabled) return i;
  }
  return from;
}

/** The default years: this year and the ten after it. */
export function defaultYears(today: CalendarDate): number[] {
  return Array.from({ length: 11 }, (_, i) => today.year + i);
}

/** The option to highlight on entering a step: the wanted one when it can be chosen, else the first that can. */
export function choosableFrom(options: readonly PickerOption[], wanted: number): number {
  if (options[wanted] && !options[wanted].disabled) return wanted;
  const first = options.findIndex((o) => !o.disabled);
  return first === -1 ? 0 : first;
}

/** The days the picker can reach: within its bounds and within the years it offers. */
export function reachableRange(years: readonly number[], bounds: PickerBounds): { min: CalendarDate; max: CalendarDate } {
  const first: CalendarDate = { year: Math.min(...years), month: 1, day: 1 };
  const last: CalendarDate = { year: Math.max(...years), month: 12, day: 31 };
  return {
    min: bounds.min && compareDates(bounds.min, first) > 0 ? bounds.min : first,
    max: bounds.max && compareDates(bounds.max, last) < 0 ? bounds.max : last,
  };
}

/**
 * The place of a day in its week, 0 for the week's first day: `firstDay` is 1 (Monday) to 7 (Sunday), as the
 * locale's week data gives it, so the grid's weeks run Monday to Sunday in de and Sunday to Saturday in en-US.
 */
export function weekday(date: CalendarDate, firstDay = 7): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() - (firstDay % 7) + 7) % 7;
}

/**
 * The day a key of the day grid moves to, as in the WAI-ARIA date picker dialog: arrows by a day or a week, Home and
 * End to the ends of the week, Page Up and Page Down by a month (with Shift by a year). The move stops at the first or
 * last day that can be chosen, so the highlight never rests on a day out of range. Undefined for any other key.
 */
export function dayAfterKey(
  from: CalendarDate,
  key: string,
  shift: boolean,
  range: { min: CalendarDate; max: CalendarDate },
  firstDay = 7,
): CalendarDate | undefined {
  const moved = moveByKey(from, key, shift, firstDay);
  if (!moved) return undefined;
  if (compareDates(moved, range.min) < 0) return range.min;
  if (compareDates(moved, range.max) > 0) return range.max;
  return moved;
}

function moveByKey(from: CalendarDate, key: string, shift: boolean, firstDay: number): CalendarDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(from, -1);
    case 'ArrowRight':
      return addDays(from, 1);
    case 'ArrowUp':
      return addDays(from, -7);
    case 'ArrowDown':
      return addDays(from, 7);
    case 'Home':
      return addDays(from, -weekday(from, firstDay));
    case 'End':
      return addDays(from, 6 - weekday(from, firstDay));
    case 'PageUp':
      return shift ? addYears(from, -1) : addMonths(from, -1);
    case 'PageDown':
      return shift ? addYears(from, 1) : addMonths(from, 1);
    default:
      return undefined;
  }
}

/** The day grid's weeks: each a row of seven, days of the month (1-based) or undefined before the first and after the last. */
export function monthWeeks(year: number, month: number, firstDay = 7): (number | undefined)[][] {
  const cells: (number | undefined)[] = [
    ...Array.from({ length: weekday({ year, month, day: 1 }, firstDay) }, () => undefined),
    ...Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(undefined);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
