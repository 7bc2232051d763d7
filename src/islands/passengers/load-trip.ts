import type { Lang } from '../../domain/languages.ts';
import type { SearchRequest } from '../../domain/shop/search-request.ts';
import { storefrontApi } from '../../stores/api.ts';
import { loadCities } from '../../stores/cities.ts';
import type { ExecutionSession } from '../../stores/execution-session.ts';
import { SELECTION_KEY, type KeptState } from '../shop/kept-state.ts';
import { restoreChoices } from '../shop/restore-choices.ts';
import { shopCalls, type Choice } from '../shop/shop-calls.ts';
import type { Counts } from './passenger-forms.ts';
import { countriesByCode, tripFacts, type TripFacts } from './trip-facts.ts';

/** The choice the results page handed on (see the shop's kept state). */
interface Selection {
  readonly args: string;
  readonly execution: string;
  readonly chosen: KeptState['chosen'];
}

export interface Trip extends TripFacts {
  readonly execution: string;
  readonly request: SearchRequest;
  readonly choices: readonly Choice[];
  readonly counts: Counts;
}

export type TripLoad = { state: 'loading' } | { state: 'ready'; trip: Trip } | { state: 'missing' } | { state: 'changed' } | { state: 'ended' };

function readSelection(execution: string | null): Selection | undefined {
  try {
    const selection = JSON.parse(sessionStorage.getItem(SELECTION_KEY) ?? 'null') as Selection | null;
    return selection && selection.execution === execution && typeof selection.args === 'string' && Array.isArray(selection.chosen) ? selection : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The trip of the page's booking session: the flights chosen on the results page
 * (priced again, so that a fare gone meanwhile is noticed), the travellers counted
 * by the session, and what the passenger rules need to know of the flights.
 */
export async function loadTrip(session: ExecutionSession, lang: Lang): Promise<TripLoad> {
  const selection = readSelection(new URLSearchParams(location.search).get('execution'));
  if (!selection) return { state: 'missing' };
  const info = await session.load(selection.args);
  if (!info) return { state: 'ended' };
  const request = await shopCalls.decrypt(selection.args);
  const choices = await restoreChoices(info.execution, selection.chosen);
  if (choices.length === 0 || choices.length !== selection.chosen.length || choices.length !== request.dep.length) return { state: 'changed' };
  const cities = await loadCities(storefrontApi(), lang).catch(() => []);
  const facts = tripFacts(choices, countriesByCode(cities), request.intl);
  if (!facts) return { state: 'changed' };
  return { state: 'ready', trip: { ...facts, execution: info.execution, request, choices, counts: { adt: info.adt, cnn: info.cnn, inf: info.inf } } };
}
