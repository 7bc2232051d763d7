import { MAX_EXTRA_BAGS } from '../../../domain/booking/extra-bags.ts';
import type { FareRules } from '../fares/families.ts';
import type { Haul } from '../seatmaps/seat-prices.ts';

const yuan = (amount: number) => amount * 100;

/** The price of the first, second and third extra piece on a flight, in the base currency's minor units (demo tariff). */
const PIECE_PRICES: Readonly<Record<Haul, readonly number[]>> = {
  short: [yuan(150), yuan(250), yuan(400)],
  medium: [yuan(400), yuan(600), yuan(900)],
  long: [yuan(800), yuan(1000), yuan(1400)],
};

/** An extra piece weighs as much as the family's own pieces, or 23 kg when it includes none. */
const DEFAULT_PIECE_KG = 23;

export interface ExtraBaggage {
  readonly pieceKg: number;
  /** For 1 … MAX_EXTRA_BAGS extra pieces, what they cost one passenger together, in base minor units. */
  readonly prices: readonly number[];
}

/** Extra checked bags one passenger may buy on a flight: each further piece dearer than the one before. */
export function extraBaggage(rules: Pick<FareRules, 'bagKg'>, haul: Haul): ExtraBaggage {
  const prices: number[] = [];
  let sum = 0;
  for (const piece of PIECE_PRICES[haul].slice(0, MAX_EXTRA_BAGS)) {
    sum += piece;
    prices.push(sum);
  }
  return { pieceKg: rules.bagKg > 0 ? rules.bagKg : DEFAULT_PIECE_KG, prices };
}
