import { type BookingSoFar, type ExtrasStep, ExtrasStepSchema, type PassengersHandoff, PassengersHandoffSchema } from '../domain/booking/funnel-extras.ts';
import { schemaCheck } from '../domain/validation/field-schema.ts';
import { chosenSolutions } from './booking-funnel.ts';
import { stepOf, writeStep } from './funnel-entry.ts';

/** The booking funnel's steps as the extras page reads and keeps them (booking-funnel.ts tells how they are kept). */

const handoffCheck = schemaCheck(PassengersHandoffSchema);
const extrasCheck = schemaCheck(ExtrasStepSchema);

/** The passengers and contact the passengers page handed on for a booking session. */
export function passengersHandoff(execution: string | null): PassengersHandoff | undefined {
  return stepOf('passengers', handoffCheck, execution);
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
  return stepOf('extras', extrasCheck, execution);
}

export function keepExtras(extras: ExtrasStep): void {
  writeStep('extras', extras);
}
