import * as v from 'valibot';
import { OrderChoiceSchema } from '../../domain/booking/order.ts';
import type { BookingChoice } from '../../stores/discount.ts';
import { SELECTION_KEY } from '../shop/kept-state.ts';

const SelectionSchema = v.object({ execution: v.string(), chosen: v.array(OrderChoiceSchema) });

/**
 * The solutions chosen on the results page for a booking session, from the
 * hand-off between the funnel's pages (`booking:selection`); none when the
 * stored choice is for another session or cannot be read.
 */
export function storedChoices(session: string): BookingChoice[] {
  try {
    const parsed = v.safeParse(SelectionSchema, JSON.parse(sessionStorage.getItem(SELECTION_KEY) ?? 'null'));
    if (!parsed.success || parsed.output.execution !== session) return [];
    return parsed.output.chosen.map(({ set, sol, familyId }) => ({ set, sol, familyId }));
  } catch {
    return [];
  }
}
