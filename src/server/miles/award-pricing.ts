import type { AwardPrice } from '../../domain/mileage/schemas.ts';
import type { Money } from '../../domain/money.ts';
import type { CabinClass } from '../../domain/reference/cabins.ts';
import { PASSENGER_TYPES } from '../../domain/reference/passenger-types.ts';
import type { SoldSeats } from '../airline/inventory/seat-sales.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';
import type { IndexedAirport } from '../airline/network/schedule-index.ts';
import { flightTaxFen, kmOf, type Passengers } from '../shop/offer-pricing.ts';
import { segmentAwardMiles } from './award-chart.ts';
import { type Allotments, awardSeatsOpen } from './award-space.ts';

export interface AwardContext {
  readonly airports: ReadonlyMap<string, IndexedAirport>;
  readonly passengers: Passengers;
  /** An amount of yuan fen in the site's currency, at today's rate. */
  readonly money: (fen: number) => Money;
  readonly sold: SoldSeats;
  readonly allotments: Allotments;
}

/** An itinerary as an award in one cabin: what each passenger pays in miles and in taxes, and the seats left. */
export interface AwardOffer {
  readonly cabin: CabinClass;
  /** Fewest award seats left over the flights. */
  readonly seatsLeft: number;
  /** Per passenger type present: one passenger's miles and taxes. */
  readonly prices: AwardPrice[];
  readonly totalMiles: number;
  readonly totalTaxes: Money;
}

/**
 * Prices an itinerary as an award in a cabin for the party: each flight's miles from the award chart by distance and
 * cabin (an infant a tenth), plus the taxes and carrier surcharge each seated passenger pays in cash, as a fare
 * would. Undefined when a flight has fewer award seats than the party's seated passengers.
 */
export function priceAward(itinerary: Itinerary, cabin: CabinClass, context: AwardContext): AwardOffer | undefined {
  const seated = context.passengers.ADT + context.passengers.CNN;
  let seatsLeft = Number.POSITIVE_INFINITY;
  for (const flight of itinerary.flights) {
    const open = awardSeatsOpen(flight, cabin, context.sold(flight), context.allotments);
    if (open < seated || open === 0) return undefined;
    seatsLeft = Math.min(seatsLeft, open);
  }
  const taxFen = itinerary.flights.reduce((sum, flight) => sum + flightTaxFen(flight, context.airports), 0);
  const seatTaxes = context.money(taxFen);
  const prices = PASSENGER_TYPES.filter((type) => context.passengers[type] > 0).map(
    (type): AwardPrice => ({
      type,
      count: context.passengers[type],
      miles: itinerary.flights.reduce((sum, flight) => sum + segmentAwardMiles(kmOf(flight, context.airports).km, cabin, type), 0),
      // An infant on a lap takes no seat and pays no seat taxes.
      taxes: type === 'INF' ? { amount: 0, currency: seatTaxes.currency } : seatTaxes,
    }),
  );
  return {
    cabin,
    seatsLeft,
    prices,
    totalMiles: prices.reduce((sum, p) => sum + p.miles * p.count, 0),
    totalTaxes: { amount: prices.reduce((sum, p) => sum + p.taxes.amount * p.count, 0), currency: seatTaxes.currency },
  };
}
