import { addDays, addYears, type CalendarDate, compareDates, parseDate } from '../calendar.ts';
import { INFANT_MIN_AGE_DAYS, PASSENGER_AGE, type PassengerType } from '../reference/passenger-types.ts';
import { type FieldIssue, issue, type Rule } from './issue.ts';

// The calendar helpers lived here first; validation code keeps importing them from this module.
export { addDays, addYears, type CalendarDate, calendarDateIn, compareDates, daysInMonth, formatDate, parseDate } from '../calendar.ts';

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
