import type { SeatKind } from '../../../domain/booking/extras.ts';
import { CABIN_CLASSES, type CabinClass } from '../../../domain/reference/cabins.ts';
import type { FareRules } from '../fares/families.ts';

/** Flights are short, medium or long haul by distance; ancillaries cost more the longer the flight. */
export type Haul = 'short' | 'medium' | 'long';

export function haulOf(km: number): Haul {
  if (km < 2000) return 'short';
  if (km < 5000) return 'medium';
  return 'long';
}

const yuan = (amount: number) => amount * 100;

/** Seat prices of economy in the base currency's minor units (demo tariff). */
const ECONOMY_SEAT_PRICES: Readonly<Record<Haul, Readonly<Record<SeatKind, number>>>> = {
  short: { standard: yuan(40), extraLegroom: yuan(120), exit: yuan(120) },
  medium: { standard: yuan(80), extraLegroom: yuan(250), exit: yuan(250) },
  long: { standard: yuan(150), extraLegroom: yuan(450), exit: yuan(450) },
};

/**
 * What one passenger pays to choose a seat, in the base currency's minor units:
 * nothing above economy; in economy a standard seat is free when the fare family
 * includes seat selection and paid otherwise, and extra legroom and exit rows are
 * paid with every family.
 */
export function seatPrice(kind: SeatKind, cabin: CabinClass, rules: Pick<FareRules, 'seatSelection'>, haul: Haul): number {
  if (cabin !== CABIN_CLASSES.Economy) return 0;
  if (kind === 'standard' && rules.seatSelection === 'free') return 0;
  return ECONOMY_SEAT_PRICES[haul][kind];
}
