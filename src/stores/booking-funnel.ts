import type { PassengerForms } from '../domain/booking/funnel.ts';
import { passengerFormsOf, selectionOf } from '../domain/booking/funnel-checks.ts';
import type { PassengersHandoff } from '../domain/booking/funnel-extras.ts';
import type { Selection } from '../domain/booking/funnel-selection.ts';
import { stepOf, writeStep } from './funnel-entry.ts';

/**
 * The booking funnel's state, from the results page to the discount box. The steps live together in one
 * session-storage entry (funnel-entry.ts), so that they outlive the full page loads between the funnel's pages and
 * end with the tab. Each page's steps have a module of their own, so that a page loads only the checks of the steps it
 * reads: this one the passengers page's (and the choice of flights, which every page after the results reads),
 * funnel-selection.ts and results-views.ts the results page's, funnel-extras.ts the extras page's, funnel-discount.ts
 * the discount box's. A step is checked as it is read, against its schema (src/domain/booking/funnel*.ts) or the
 * check written out after it (funnel-checks.ts); one that fails, or belongs to another booking session than the one
 * asked for, reads as absent while the others stay. Storage may be refused (private modes): the pages then work on
 * and forget.
 */

export { FUNNEL_KEY, type StoredFunnel } from './funnel-entry.ts';

/** The flights and fares the results page chose for a booking session (funnel-selection.ts hands them on). */
export function chosenSolutions(execution: string | null): Selection | undefined {
  return stepOf('selection', selectionOf, execution);
}

/** The passengers page's forms kept for a booking session. */
export function keptPassengerForms(execution: string | null): PassengerForms | undefined {
  return stepOf('forms', passengerFormsOf, execution);
}

export function keepPassengerForms(forms: PassengerForms): void {
  writeStep('forms', forms);
}

/** Leaves the passengers and contact for the extras page. */
export function handOffPassengers(handoff: PassengersHandoff): void {
  writeStep('passengers', handoff);
}
