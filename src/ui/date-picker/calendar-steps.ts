import { type CalendarDate, compareDates, daysInMonth } from '../../domain/calendar.ts';

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
