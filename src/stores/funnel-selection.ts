import * as v from 'valibot';
import { type ResultsView, ResultsViewSchema, type Selection, SelectionSchema } from '../domain/booking/funnel-selection.ts';
import { chosenDiscount, dropDiscount } from './funnel-discount.ts';
import { readStep, type StoredFunnel, stepOf, writeEntry, writeStep } from './funnel-entry.ts';

/* The results page's steps of the booking funnel: the views of the latest searches and the flights chosen. */

/** Searches whose results view is kept, the latest first. */
export const RESULTS_VIEWS_KEPT = 10;

const ResultsViewsSchema = v.pipe(v.array(ResultsViewSchema), v.maxLength(RESULTS_VIEWS_KEPT));

/** The steps that follow the choice of flights: they belong to the session the flights were chosen in. */
const LATER_STEPS: readonly (keyof StoredFunnel)[] = ['forms', 'passengers', 'extras'];

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
  if (chosenDiscount(selection.execution) === undefined) dropDiscount();
}
