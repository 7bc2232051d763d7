import type { PassengerForms } from '../domain/booking/funnel.ts';
import type { ExtrasStep, PassengersHandoff } from '../domain/booking/funnel-extras.ts';
import type { ResultsView, Selection } from '../domain/booking/funnel-selection.ts';
import { sessionEntry } from './session-entry.ts';

/*
 * The booking funnel's session-storage entry, which its steps share (booking-funnel.ts tells how it is kept). Apart
 * from the steps' rules so that each page loads only the checks of the steps it reads (a schema's through `schemaCheck` of field-schema.ts).
 */

/** The entry's key: its version changes with the shape of a step, so that an entry of an older shape is not read. */
export const FUNNEL_KEY = 'booking:funnel:v1';

/** The entry as it is written: each step in its own shape, any of them absent. */
export interface StoredFunnel {
  /** The results pages of the latest searches. */
  readonly results?: readonly ResultsView[];
  readonly selection?: Selection;
  readonly forms?: PassengerForms;
  readonly passengers?: PassengersHandoff;
  readonly extras?: ExtrasStep;
}
type StepName = keyof StoredFunnel;

const { read: readEntry, write } = sessionEntry(FUNNEL_KEY);

/** Rewrites the whole entry from what it holds (a step handed on may drop the steps it ends). */
export const writeEntry = write;

/** What a step must be to be read: its value as its schema (or a check written out after it) reads it, else undefined. */
export type StepCheck<T> = (stored: unknown) => T | undefined;

/** A step as stored, if it passes its check. */
export function readStep<T>(name: StepName, check: StepCheck<T>): T | undefined {
  return check(readEntry()[name]);
}

/** A step of the booking session asked for; none for another session's, or when no session is asked for. */
export function stepOf<T extends { readonly execution: string }>(name: StepName, check: StepCheck<T>, execution: string | null): T | undefined {
  const step = readStep(name, check);
  return step && execution !== null && step.execution === execution ? step : undefined;
}

export function writeStep<K extends StepName>(name: K, value: NonNullable<StoredFunnel[K]>): void {
  writeEntry((entry) => ({ ...entry, [name]: value }));
}
