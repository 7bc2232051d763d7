import { CABIN_CLASSES, type CabinClass } from '../../../domain/reference/cabins.ts';

/** What a one-way adult fare for one flight depends on. */
export interface FareQuote {
  readonly km: number;
  readonly cabin: CabinClass;
  /** The booking class's place among the cabin's classes: 0 is the dearest. */
  readonly classRank: number;
  readonly classCount: number;
  readonly international: boolean;
  /** Month and day of the departure, for the season. */
  readonly month: number;
  readonly day: number;
  readonly daysBefore: number;
}

const CABIN_FACTOR: Record<CabinClass, number> = {
  [CABIN_CLASSES.Economy]: 1,
  [CABIN_CLASSES.PremiumEconomy]: 1.7,
  [CABIN_CLASSES.Business]: 3.4,
  [CABIN_CLASSES.First]: 5.5,
};

/** Peak (Spring Festival, summer holidays, year end), shoulder and low seasons. */
export function seasonFactor(month: number, day: number): number {
  const md = month * 100 + day;
  if ((md >= 120 && md <= 220) || (md >= 701 && md <= 831) || md >= 1220 || md <= 105) return 1.25;
  if ((md >= 301 && md <= 331) || (md >= 1101 && md <= 1130)) return 0.85;
  return 1;
}

/** Late bookings pay more; early ones a little less. */
export function advanceFactor(daysBefore: number): number {
  if (daysBefore <= 3) return 1.4;
  if (daysBefore <= 14) return 1.15;
  if (daysBefore <= 60) return 1;
  return 0.95;
}

/** The cheapest class costs this share of the cabin's full fare; classes between step evenly. */
export const CHEAPEST_CLASS_SHARE = 0.45;

/**
 * The base fare in yuan fen: a full economy fare grows with distance (more per
 * kilometre on short flights), scaled by cabin, class, season and days before
 * departure; rounded to whole yuan.
 */
export function baseFare(quote: FareQuote): number {
  const km = Math.max(quote.km, 200);
  const fullEconomy = 260 + (km < 2000 ? km * 0.75 : 1500 + (km - 2000) * (quote.international ? 0.42 : 0.5));
  const classShare = quote.classCount <= 1 ? 1 : 1 - ((1 - CHEAPEST_CLASS_SHARE) * quote.classRank) / (quote.classCount - 1);
  const yuan = fullEconomy * CABIN_FACTOR[quote.cabin] * classShare * seasonFactor(quote.month, quote.day) * advanceFactor(quote.daysBefore);
  return Math.round(yuan) * 100;
}

/** Children pay 75% of the adult fare and infants without a seat 10% (rounded to whole yuan). */
export function fareForPassenger(adultFare: number, type: 'ADT' | 'CNN' | 'INF'): number {
  if (type === 'ADT') return adultFare;
  return Math.round((adultFare * (type === 'CNN' ? 0.75 : 0.1)) / 100) * 100;
}
