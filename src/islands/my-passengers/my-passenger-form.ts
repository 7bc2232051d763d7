import * as v from 'valibot';
import type { PassengerForm } from '../../domain/booking/funnel.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import { FIELD_CODES } from '../../domain/error-codes.ts';
import { checkSavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { schemaValues } from '../passengers/passenger-forms.ts';

/**
 * The booking's passenger form holds a saved passenger too. Its type stays adult:
 * the type follows from the age on each trip's date, the rules from the age today
 * (checkSavedPassenger), and an infant's "travels with" belongs to a booking.
 */
export function blankPassenger(defaults: { nationality: string; documentIssuer: string }): PassengerForm {
  return { type: 'ADT', fields: { nationality: defaults.nationality, documentIssuer: defaults.documentIssuer }, infantOf: '', save: false };
}

/** The issue of each wrong field, by the rules the save call applies (spec 5 in the site's layout). */
export function passengerIssues(form: PassengerForm, layout: NameLayout, today: CalendarDate): Record<string, FieldIssue> {
  const checked = checkSavedPassenger(schemaValues(form, layout), { layout, today });
  return checked.ok ? {} : checked.fields;
}

const FailureFields = v.object({ fields: v.record(v.string(), v.object({ code: v.picklist(FIELD_CODES) })) });

/** The field issues a refused save sent back (the server's today may be a day on); empty for any other failure. */
export function issuesOfFailure(error: unknown): Record<string, FieldIssue> {
  const parsed = isApiError(error) ? v.safeParse(FailureFields, error.data) : undefined;
  return parsed?.success ? parsed.output.fields : {};
}
