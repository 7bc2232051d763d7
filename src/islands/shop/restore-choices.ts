import type { ResultsView } from '../../domain/booking/funnel-selection.ts';
import { type Choice, shopCalls } from './shop-calls.ts';

/**
 * The choices kept from an earlier visit, priced again in the new booking
 * session: a choice whose family is no longer on sale ends the list there, so
 * the traveller chooses again from that slice on.
 */
export async function restoreChoices(execution: string, kept: ResultsView['chosen']): Promise<Choice[]> {
  const restored: Choice[] = [];
  for (const [index, choice] of kept.entries()) {
    if (choice.set !== index) break;
    try {
      const detail = await shopCalls.detail(execution, choice.set, choice.sol);
      const family = detail.cabins.find((c) => c.cabin === choice.cabin)?.families.find((x) => x.id === choice.familyId);
      if (!family) break;
      restored.push({ set: choice.set, sol: choice.sol, cabin: choice.cabin, family, flights: detail.flights });
    } catch {
      break;
    }
  }
  return restored;
}
