import type { CabinClass } from '../../domain/reference/cabins.ts';
import type { PassengerType } from '../../domain/reference/passenger-types.ts';

export interface Baggage {
  readonly pieces: number;
  readonly kg: number;
}

/** The region whose segments keep the award allowance by cabin (spec 1's designated set): the domestic-China region. */
export const DEFAULT_AWARD_BAGGAGE_REGION: readonly string[] = ['CN', 'HK', 'MO', 'TW'];

/** The checked baggage of an award ticket by cabin (economy, premium economy, business, first): demo data. */
const BY_CABIN: readonly Baggage[] = [
  { pieces: 1, kg: 23 },
  { pieces: 2, kg: 23 },
  { pieces: 2, kg: 32 },
  { pieces: 3, kg: 32 },
];
/** An infant's allowance on an award, whatever the cabin. */
const INFANT: Baggage = { pieces: 1, kg: 10 };
/** Spec 1's rule: a segment that leaves the region (either city outside it) allows 20 kg. */
const OUTSIDE_REGION: Baggage = { pieces: 1, kg: 20 };

/**
 * The checked baggage of one award passenger on one segment: an infant's, or 20 kg when the segment's two cities are
 * not both in the designated region, else the cabin's.
 */
export function awardBaggage(type: PassengerType, cabin: CabinClass, countries: { from: string; to: string }, region: readonly string[]): Baggage {
  if (type === 'INF') return INFANT;
  if (!region.includes(countries.from) || !region.includes(countries.to)) return OUTSIDE_REGION;
  return BY_CABIN[cabin];
}
