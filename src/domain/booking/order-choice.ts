import * as v from 'valibot';
import { FAMILY_ID_PATTERN } from '../shop/key-patterns.ts';
import { MAX_SEGMENTS } from '../shop/search-limits.ts';
import { solutionKey } from '../shop/session-keys.ts';

/*
 * Apart from order.ts so that the results page, which hands the choice on, does not load the order's passenger and
 * contact rules (and with them the phone-number metadata) before the traveller reaches the passengers page.
 */

/** A position in a list of at most `max` + 1 items (a slice, a passenger). */
export const indexField = (max: number) => v.pipe(v.number('e01'), v.integer('e01'), v.minValue(0, 'e01'), v.maxValue(max, 'e01'));

/** One slice of the trip as the results page hands it on: the solution key and the fare family chosen. */
export const OrderChoiceSchema = v.object({
  set: indexField(MAX_SEGMENTS - 1),
  sol: solutionKey,
  familyId: v.pipe(v.string('e00'), v.regex(FAMILY_ID_PATTERN, 'e01')),
});
