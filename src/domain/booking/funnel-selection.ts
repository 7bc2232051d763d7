import * as v from 'valibot';
import { DAY_PARTS, SORT_KEYS } from '../shop/results-view.ts';
import { sessionId } from '../shop/session-keys.ts';
import { OrderChoiceSchema } from './order-choice.ts';

/*
 * The results page's steps of the booking funnel (funnel.ts has the later ones): apart, so that the results page
 * loads none of the passengers' and contact's rules.
 */

/** One slice of the trip as the results page chose it: the order's choice and the cabin the family was chosen in. */
export const ChosenSolutionSchema = v.pipe(
  v.object({
    ...OrderChoiceSchema.entries,
    cabin: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  }),
  v.readonly(),
);
export type ChosenSolution = v.InferOutput<typeof ChosenSolutionSchema>;

/** The results page of one search, as the traveller left it: the day of each slice, what was chosen, the sorting and filters. */
export const ResultsViewSchema = v.pipe(
  v.object({
    /** The sealed search link: a new visit opens a new booking session for it, and the view comes back there. */
    args: v.string(),
    /** The booking session the view was last shown in. */
    execution: sessionId,
    dates: v.pipe(v.array(v.string()), v.readonly()),
    chosen: v.pipe(v.array(ChosenSolutionSchema), v.readonly()),
    sort: v.picklist(SORT_KEYS),
    filters: v.pipe(
      v.object({
        stops: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.readonly()),
        dayParts: v.pipe(v.array(v.picklist(DAY_PARTS)), v.readonly()),
      }),
      v.readonly(),
    ),
  }),
  v.readonly(),
);
export type ResultsView = v.InferOutput<typeof ResultsViewSchema>;

/** The flights and fares chosen on the results page, handed to the passengers page: every slice, in order. */
export const SelectionSchema = v.pipe(
  v.object({
    args: v.string(),
    execution: sessionId,
    chosen: v.pipe(v.array(ChosenSolutionSchema), v.minLength(1), v.readonly()),
  }),
  v.readonly(),
);
export type Selection = v.InferOutput<typeof SelectionSchema>;
