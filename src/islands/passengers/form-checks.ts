import type { PassengerForm } from '../../domain/booking/funnel.ts';
import { type TripPassengerRules, tripPassengerSchema, unseatedInfants } from '../../domain/booking/trip-passengers.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { placeOf, schemaValues } from './passenger-forms.ts';

/*
 * What the passengers page checks its forms with as they are sent: the passenger and contact schemas the order call
 * applies again, the special fare's registrations, and the summary that tells a refused form's issues. Apart from the
 * forms themselves, so that the page loads them when it is idle or first sent (load-form-checks.ts), not with its
 * first paint.
 */

export { ErrorSummary } from '../../ui/ErrorSummary.tsx';
export { specialFareIssues } from './special-fare-check.ts';

/**
 * Checks every passenger with the schema of its type for this trip (the rules the
 * order call applies again) and each infant's adult: the issue of each wrong field.
 */
export function checkPassengerForms(forms: readonly PassengerForm[], trip: TripPassengerRules): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  forms.forEach((form, i) => {
    const result = validateForm(tripPassengerSchema(form.type, trip), schemaValues(form, trip.layout));
    if (!result.ok) for (const [field, found] of Object.entries(result.fields)) issues[`${i}.${field}`] = found;
  });
  const unseated = unseatedInfants(forms.map((form) => ({ type: form.type, infantOf: placeOf(form.infantOf) })));
  for (const i of unseated) issues[`${i}.infantOf`] = { code: forms[i].infantOf === '' ? 'e00' : 'e01' };
  return issues;
}

export { checkContactForm } from './contact-check.ts';
