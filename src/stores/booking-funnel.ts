import {
  type BookingSoFar,
  type ExtrasStep,
  ExtrasStepSchema,
  type PassengerForms,
  PassengerFormsSchema,
  type PassengersHandoff,
  PassengersHandoffSchema,
} from '../domain/booking/funnel.ts';
import { stepOf, writeStep } from './funnel-entry.ts';
import { chosenSolutions } from './funnel-selection.ts';

/**
 * The booking funnel's state, from the results page to the discount box: the
 * modules that read and write it are this one, funnel-selection.ts (the results page's steps, apart so that page
 * loads no passenger rules), funnel-discount.ts and funnel-entry.ts (the entry itself). The steps live together in one
 * session-storage entry, so that they outlive the full page loads between the
 * funnel's pages and end with the tab; each step is checked against its schema
 * (src/domain/booking/funnel.ts) when it is read, and one that fails it, or
 * belongs to another booking session than the one asked for, reads as absent
 * while the others stay. Storage may be refused (private modes): the pages then
 * work on and forget.
 */

export { $chosenDiscount, chosenDiscount, dropDiscount, keepDiscount } from './funnel-discount.ts';
export { FUNNEL_KEY, type StoredFunnel } from './funnel-entry.ts';
export { chooseSolutions, chosenSolutions, keepResultsView, keptResultsView, RESULTS_VIEWS_KEPT } from './funnel-selection.ts';

/** The passengers page's forms kept for a booking session. */
export function keptPassengerForms(execution: string | null): PassengerForms | undefined {
  return stepOf('forms', PassengerFormsSchema, execution);
}

export function keepPassengerForms(forms: PassengerForms): void {
  writeStep('forms', forms);
}

/** Leaves the passengers and contact for the extras page. */
export function handOffPassengers(handoff: PassengersHandoff): void {
  writeStep('passengers', handoff);
}

/** The passengers and contact the passengers page handed on for a booking session. */
export function passengersHandoff(execution: string | null): PassengersHandoff | undefined {
  return stepOf('passengers', PassengersHandoffSchema, execution);
}

/**
 * The booking so far for the extras page: the chosen flights and fares and the
 * passengers and contact of the booking session, or nothing when either step
 * is missing or belongs to another session.
 */
export function bookingSoFar(execution: string | null): BookingSoFar | undefined {
  const selection = chosenSolutions(execution);
  const handoff = passengersHandoff(execution);
  return selection && handoff ? { ...selection, passengers: handoff.passengers, contact: handoff.contact } : undefined;
}

/** The extras chosen for a booking session, the seat view, and the unpaid order made for it. */
export function keptExtras(execution: string | null): ExtrasStep | undefined {
  return stepOf('extras', ExtrasStepSchema, execution);
}

export function keepExtras(extras: ExtrasStep): void {
  writeStep('extras', extras);
}
