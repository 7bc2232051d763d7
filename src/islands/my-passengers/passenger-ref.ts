import { PAST_ID, SAVED_ID, type SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';

/**
 * Which passenger a page is about: one the member saved (psgId), or a traveller
 * of one of their orders, offered for saving (pastId). The routes carry it as
 * {psgId}/{hasPsg}: hasPsg 1 (or absent on edit) for a saved one, 0 for a past one.
 */
export type PassengerRef = { readonly kind: 'saved' | 'past'; readonly id: string };

export const HAS_PSG = { saved: '1', past: '0' } as const;

/** The passenger of a route's parameters; undefined when they name none that could exist. */
export function refFromParams(params: Readonly<Record<string, string>>): PassengerRef | undefined {
  const id = params.psgId ?? '';
  if (params.hasPsg === HAS_PSG.past) return PAST_ID.test(id) ? { kind: 'past', id } : undefined;
  if (params.hasPsg !== undefined && params.hasPsg !== HAS_PSG.saved) return undefined;
  return SAVED_ID.test(id) ? { kind: 'saved', id } : undefined;
}

/** The route parameters of a passenger of the list. */
export function paramsOf(passenger: SavedPassenger): { psgId: string; hasPsg: string } {
  return passenger.psgId ? { psgId: passenger.psgId, hasPsg: HAS_PSG.saved } : { psgId: passenger.pastId ?? '', hasPsg: HAS_PSG.past };
}
