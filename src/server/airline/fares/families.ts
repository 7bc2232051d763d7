import { CABIN_CLASSES, type CabinClass } from '../../../domain/reference/cabins.ts';

/** What a fare family includes; fees are in the base currency's minor units, null when not allowed. */
export interface FareRules {
  readonly checkedBags: number;
  readonly bagKg: number;
  readonly changeFee: number | null;
  readonly refundFee: number | null;
  readonly seatSelection: 'free' | 'paid';
  /** Miles earned, as a share of the distance flown. */
  readonly milesPercent: number;
}

/** A fare family (brand): a cabin's bundle of rules, sold in some of its booking classes. */
export interface FareFamily {
  readonly id: string;
  readonly cabin: CabinClass;
  /** The cheapest booking class rank it may be sold in: 0 is the dearest class of the cabin. */
  readonly rank: number;
  readonly rules: FareRules;
}

const yuan = (amount: number) => amount * 100;

/** The fare families of each cabin, cheapest first. */
export const FARE_FAMILIES: readonly FareFamily[] = [
  {
    id: 'ECONOMY_SAVER',
    cabin: CABIN_CLASSES.Economy,
    rank: 2,
    rules: { checkedBags: 0, bagKg: 0, changeFee: null, refundFee: null, seatSelection: 'paid', milesPercent: 25 },
  },
  {
    id: 'ECONOMY_STANDARD',
    cabin: CABIN_CLASSES.Economy,
    rank: 1,
    rules: { checkedBags: 1, bagKg: 23, changeFee: yuan(400), refundFee: yuan(800), seatSelection: 'paid', milesPercent: 75 },
  },
  {
    id: 'ECONOMY_FLEX',
    cabin: CABIN_CLASSES.Economy,
    rank: 0,
    rules: { checkedBags: 2, bagKg: 23, changeFee: 0, refundFee: yuan(200), seatSelection: 'free', milesPercent: 100 },
  },
  {
    id: 'PREMIUM_STANDARD',
    cabin: CABIN_CLASSES.PremiumEconomy,
    rank: 1,
    rules: { checkedBags: 2, bagKg: 23, changeFee: yuan(300), refundFee: yuan(600), seatSelection: 'free', milesPercent: 110 },
  },
  {
    id: 'PREMIUM_FLEX',
    cabin: CABIN_CLASSES.PremiumEconomy,
    rank: 0,
    rules: { checkedBags: 2, bagKg: 23, changeFee: 0, refundFee: 0, seatSelection: 'free', milesPercent: 125 },
  },
  {
    id: 'BUSINESS_STANDARD',
    cabin: CABIN_CLASSES.Business,
    rank: 1,
    rules: { checkedBags: 2, bagKg: 32, changeFee: yuan(200), refundFee: yuan(500), seatSelection: 'free', milesPercent: 150 },
  },
  {
    id: 'BUSINESS_FLEX',
    cabin: CABIN_CLASSES.Business,
    rank: 0,
    rules: { checkedBags: 3, bagKg: 32, changeFee: 0, refundFee: 0, seatSelection: 'free', milesPercent: 200 },
  },
  {
    id: 'FIRST',
    cabin: CABIN_CLASSES.First,
    rank: 0,
    rules: { checkedBags: 3, bagKg: 32, changeFee: 0, refundFee: 0, seatSelection: 'free', milesPercent: 250 },
  },
];

export function familiesOf(cabin: CabinClass): FareFamily[] {
  return FARE_FAMILIES.filter((f) => f.cabin === cabin);
}
