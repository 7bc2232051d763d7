import type { Lang } from '../../domain/languages.ts';
import type { SearchRequest } from '../../domain/shop/search-request.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { storefrontApi } from '../../stores/api.ts';
import { chosenSolutions } from '../../stores/booking-funnel.ts';
import { loadCities } from '../../stores/cities.ts';
import { type Choice, shopCalls } from '../shop/shop-calls.ts';
import type { Counts } from './passenger-forms.ts';
import { countriesByCode, type TripFacts, tripFacts } from './trip-facts.ts';

export interface Trip extends TripFacts {
  readonly execution: string;
  readonly request: SearchRequest;
  readonly choices: readonly Choice[];
  readonly counts: Counts;
}

export type TripLoad = { state: 'loading' } | { state: 'ready'; trip: Trip } | { state: 'missing' } | { state: 'changed' } | { state: 'ended' };

/** Codes of a booking session that is over (spec 8). */
const ENDED = new Set(['CZWEB000003', 'CZWEB000004']);

/**
 * The trip of the page's booking session: the flights chosen on the results page,
 * priced again in that same session (so that a fare gone meanwhile, or a session
 * that has ended, is noticed now), the travellers the search was for, and what the
 * passenger rules need to know of the flights. The session is the one of the
 * address, never a new one: the forms are kept under it, and the order is made in it.
 */
export async function loadTrip(lang: Lang): Promise<TripLoad> {
  const selection = chosenSolutions(new URLSearchParams(location.search).get('execution'));
  if (!selection) return { state: 'missing' };
  const { execution } = selection;
  const choices: Choice[] = [];
  try {
    for (const [set, chosen] of selection.chosen.entries()) {
      if (chosen.set !== set) return { state: 'changed' };
      const detail = await shopCalls.detail(execution, chosen.set, chosen.sol);
      const family = detail.cabins.find((c) => c.cabin === chosen.cabin)?.families.find((x) => x.id === chosen.familyId);
      if (!family) return { state: 'changed' };
      choices.push({ set: chosen.set, sol: chosen.sol, cabin: chosen.cabin, family, flights: detail.flights });
    }
  } catch (error) {
    return { state: isApiError(error) && ENDED.has(error.code) ? 'ended' : 'changed' };
  }
  const request = await shopCalls.decrypt(selection.args);
  if (choices.length === 0 || choices.length !== request.dep.length) return { state: 'changed' };
  const cities = await loadCities(storefrontApi(), lang).catch(() => []);
  const facts = tripFacts(choices, countriesByCode(cities), request.intl);
  if (!facts) return { state: 'changed' };
  return { state: 'ready', trip: { ...facts, execution, request, choices, counts: { adt: request.adt, cnn: request.cnn, inf: request.inf } } };
}
