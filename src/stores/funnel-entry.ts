import * as v from 'valibot';
import type { ExtrasStep, PassengerForms, PassengersHandoff } from '../domain/booking/funnel.ts';
import type { ResultsView, Selection } from '../domain/booking/funnel-selection.ts';
import { sessionEntry } from './session-entry.ts';

/*
 * The booking funnel's session-storage entry, which its steps share (booking-funnel.ts tells how it is kept). Apart
 * from the steps' rules so that each page loads only the schemas of the steps it reads.
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

/** A step as stored, if it passes its schema. */
export function readStep<S extends v.GenericSchema>(name: StepName, schema: S): v.InferOutput<S> | undefined {
  const parsed = v.safeParse(schema, readEntry()[name]);
  return parsed.success ? parsed.output : undefined;
}

/** A step of the booking session asked for; none for another session's, or when no session is asked for. */
export function stepOf<S extends v.GenericSchema<unknown, { readonly execution: string }>>(
  name: StepName,
  schema: S,
  execution: string | null,
): v.InferOutput<S> | undefined {
  const step = readStep(name, schema);
  return step && execution !== null && step.execution === execution ? step : undefined;
}

export function writeStep<K extends StepName>(name: K, value: NonNullable<StoredFunnel[K]>): void {
  writeEntry((entry) => ({ ...entry, [name]: value }));
}
