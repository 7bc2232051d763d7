import { addMonths, type CalendarDate, compareDates, parseDate } from '../calendar.ts';

/**
 * Many countries refuse entry on a passport with less than six months left, so a
 * saved document is flagged that long before it runs out.
 */
export const EXPIRY_WARNING_MONTHS = 6;

export type ExpiryState = 'expired' | 'soon' | 'valid';

/** Whether a document expiring on a day (YYYY-MM-DD) has run out, runs out within the warning months, or is valid longer; undefined without a date. */
export function expiryState(expiry: string | undefined, today: CalendarDate): ExpiryState | undefined {
  const date = expiry ? parseDate(expiry) : undefined;
  if (!date) return undefined;
  if (compareDates(date, today) < 0) return 'expired';
  return compareDates(date, addMonths(today, EXPIRY_WARNING_MONTHS)) <= 0 ? 'soon' : 'valid';
}
