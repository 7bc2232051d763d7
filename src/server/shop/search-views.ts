import type { CabinClass } from '../../domain/reference/cabins.ts';
import type { CabinStatus } from '../../domain/shop/search-results.ts';
import type { Money } from '../airline/fares/currency.ts';
import type { FareRules } from '../airline/fares/families.ts';
import type { PassengerPrice } from './offer-pricing.ts';
import type { FlightView } from './solutions.ts';

/** What the flight search answers: the grid of a slice, its calendars, and a solution's detail. */

export interface GridCell {
  readonly cabin: CabinClass;
  readonly status: CabinStatus;
  readonly lowest: Money | null;
  readonly brands: { id: string; saleTotal: Money; seatsLeft: number; classes: string[] }[];
}

export interface GridRow {
  readonly sol: string;
  readonly flights: FlightView[];
  readonly minutes: number;
  readonly stops: number;
  readonly cells: GridCell[];
}

export interface SliceGrid {
  readonly session: string;
  readonly set: number;
  readonly date: string;
  readonly rows: GridRow[];
}

export interface CalendarDay {
  readonly id: string;
  readonly outbound: string;
  readonly inbound: string | null;
  readonly saleTotal: Money | null;
  /** The cheapest day of those shown. */
  readonly discount: boolean;
}

/** The days of a calendar, and the first and last day the slice may be offered on at all. */
export interface SliceCalendar {
  readonly days: CalendarDay[];
  readonly range: { first: string; last: string };
}

/** Fare rules with the fees in the session's currency. */
export interface PricedRules extends Omit<FareRules, 'changeFee' | 'refundFee'> {
  readonly changeFee: Money | null;
  readonly refundFee: Money | null;
}

export interface SolutionDetail {
  readonly session: string;
  readonly set: number;
  readonly sol: string;
  readonly flights: FlightView[];
  readonly minutes: number;
  readonly stops: number;
  readonly cabins: {
    cabin: CabinClass;
    families: { id: string; rules: PricedRules; classes: string[]; seatsLeft: number; prices: PassengerPrice[]; saleTotal: Money }[];
  }[];
}

export interface Chosen {
  readonly set: number;
  readonly sol: string;
}
