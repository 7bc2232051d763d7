import * as v from 'valibot';
import { type ResultsView, ResultsViewSchema } from '../domain/booking/funnel-selection.ts';
import { schemaCheck } from '../domain/validation/field-schema.ts';
import { readStep, writeStep } from './funnel-entry.ts';

/* The results page's views of the latest searches, kept so that coming back shows a search as the traveller left it. */

/** Searches whose results view is kept, the latest first. */
export const RESULTS_VIEWS_KEPT = 10;

const resultsViews = schemaCheck(v.pipe(v.array(ResultsViewSchema), v.maxLength(RESULTS_VIEWS_KEPT)));

/** The results view kept for a search (its sealed link), if any. */
export function keptResultsView(args: string): ResultsView | undefined {
  return readStep('results', resultsViews)?.find((view) => view.args === args);
}

/** Keeps a search's results view, as the latest; the oldest beyond the kept number go. */
export function keepResultsView(view: ResultsView): void {
  const others = (readStep('results', resultsViews) ?? []).filter((kept) => kept.args !== view.args);
  writeStep('results', [view, ...others].slice(0, RESULTS_VIEWS_KEPT));
}
