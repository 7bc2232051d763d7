import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import {
  type BookingSoFar,
  type DiscountStep,
  type ExtrasStep,
  ExtrasStepSchema,
  type PassengerForms,
  PassengerFormsSchema,
  type PassengersHandoff,
  PassengersHandoffSchema,
  type ResultsView,
  ResultsViewSchema,
  type Selection,
  SelectionSchema,
} from '../domain/booking/funnel.ts';
import { sessionEntry } from './session-entry.ts';

/**
 * The booking funnel's state, from the results page to the discount box: the
 * one module that reads and writes it. The steps live together in one
 * session-storage entry, so that they outlive the full page loads between the
 * funnel's pages and end with the tab; each step is checked against its schema
 * (src/domain/booking/funnel.ts) when it is read, and one that fails it, or
 * belongs to another booking session than the one asked for, reads as absent
 * while the others stay. Storage may be refused (private modes): the pages then
 * work on and forget.
 */

/** The entry's key: its version changes with the shape of a step, so that an entry of an older shape is not read. */
export const FUNNEL_KEY = 'booking:funnel:v1';

/** Searches whose results view is kept, the latest first. */
export const RESULTS_VIEWS_KEPT = 10;

const ResultsViewsSchema = v.pipe(v.array(ResultsViewSchema), v.maxLength(RESULTS_VIEWS_KEPT));

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

/** The steps that follow the choice of flights: they belong to the session the flights were chosen in. */
const LATER_STEPS: readonly StepName[] = ['forms', 'passengers', 'extras'];

const { read: readEntry, write: writeEntry } = sessionEntry(FUNNEL_KEY);

function readStep<S extends v.GenericSchema>(name: StepName, schema: S): v.InferOutput<S> | undefined {
  const parsed = v.safeParse(schema, readEntry()[name]);
  return parsed.success ? parsed.output : undefined;
}

/** A step of the booking session asked for; none for another session's, or when no session is asked for. */
function stepOf<S extends v.GenericSchema<unknown, { readonly execution: string }>>(
  name: StepName,
  schema: S,
  execution: string | null,
): v.InferOutput<S> | undefined {
  const step = readStep(name, schema);
  return step && execution !== null && step.execution === execution ? step : undefined;
}

function writeStep<K extends StepName>(name: K, value: NonNullable<StoredFunnel[K]>): void {
  writeEntry((entry) => ({ ...entry, [name]: value }));
}

const sessionOf = (step: unknown): unknown => (typeof step === 'object' && step !== null && 'execution' in step ? step.execution : undefined);

/** The results view kept for a search (its sealed link), if any. */
export function keptResultsView(args: string): ResultsView | undefined {
  return readStep('results', ResultsViewsSchema)?.find((view) => view.args === args);
}

/** Keeps a search's results view, as the latest; the oldest beyond the kept number go. */
export function keepResultsView(view: ResultsView): void {
  const others = (readStep('results', ResultsViewsSchema) ?? []).filter((kept) => kept.args !== view.args);
  writeStep('results', [view, ...others].slice(0, RESULTS_VIEWS_KEPT));
}

/** The flights and fares chosen for a booking session. */
export function chosenSolutions(execution: string | null): Selection | undefined {
  return stepOf('selection', SelectionSchema, execution);
}

/**
 * Hands the chosen flights and fares on to the passengers page. The later
 * steps of another booking session go, as no page can reach them again (each
 * reads the session of the selection); those of the same session stay, since
 * its travellers are the same, and the pages fit them to the new flights as
 * they read them (the extras page keeps only what the new flights offer, and
 * its unpaid order, to cancel it when booking again).
 */
export function chooseSolutions(selection: Selection): void {
  writeEntry((entry) => {
    const next: Record<string, unknown> = { ...entry, selection };
    for (const name of LATER_STEPS) if (sessionOf(entry[name]) !== selection.execution) delete next[name];
    return next;
  });
  if ($discount.get()?.execution !== selection.execution) $discount.set(undefined);
}

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

/**
 * The discount chosen in the discount box, while the page is open: a discount
 * is weighed against the booking by the server each time the traveller applies
 * it, and the page starts every visit without one, so it is not kept in storage.
 */
const $discount = atom<DiscountStep | undefined>(undefined);
export const $chosenDiscount: ReadableAtom<DiscountStep | undefined> = $discount;

/** The discount chosen for a booking session. */
export function chosenDiscount(execution: string | null): DiscountStep | undefined {
  const step = $discount.get();
  return step && step.execution === execution ? step : undefined;
}

export function keepDiscount(step: DiscountStep): void {
  $discount.set(step);
}

export function dropDiscount(): void {
  $discount.set(undefined);
}
