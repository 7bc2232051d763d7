import type { ResultFilters, SortKey } from '../../domain/shop/results-view.ts';

/** What the results page keeps for its trip when the traveller leaves and comes back (kept alive). */
export interface KeptState {
  readonly dates: readonly string[];
  readonly chosen: readonly { set: number; sol: string; cabin: number; familyId: string }[];
  readonly sort: SortKey;
  readonly filters: ResultFilters;
}

const keyOf = (args: string) => `shop:${args.slice(0, 200)}`;

export function readKept(args: string): KeptState | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(args));
    return text ? (JSON.parse(text) as KeptState) : undefined;
  } catch {
    return undefined;
  }
}

export function keep(args: string, state: KeptState): void {
  try {
    sessionStorage.setItem(keyOf(args), JSON.stringify(state));
  } catch {
    // Private modes may refuse storage: the page still works, it just forgets.
  }
}

/** The choice handed to the passengers page. */
export const SELECTION_KEY = 'booking:selection';
