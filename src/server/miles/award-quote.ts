import type { OrderPriceLine, OrderSegment } from '../../domain/booking/order.ts';
import type { AwardChoice, AwardPrice, AwardQuote } from '../../domain/mileage/schemas.ts';
import type { Money } from '../../domain/money.ts';
import type { CabinClass } from '../../domain/reference/cabins.ts';
import { PASSENGER_TYPES, type PassengerType } from '../../domain/reference/passenger-types.ts';
import { awardBucket } from '../airline/fares/cabins.ts';
import type { SoldSeats } from '../airline/inventory/seat-sales.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';
import type { SeatHold } from '../booking/seat-holds.ts';
import { AppError } from '../errors.ts';
import type { Passengers } from '../shop/offer-pricing.ts';
import type { SolutionPricer } from '../shop/search-service.ts';
import { MIN_MINUTES_BETWEEN_SLICES } from '../shop/slice-days.ts';
import { flightView } from '../shop/solutions.ts';
import { awardBaggage, type Baggage } from './award-baggage.ts';
import { type AwardOffer, priceAward } from './award-pricing.ts';
import type { Allotments } from './award-space.ts';

/** The fare family an award segment is recorded under. */
export const AWARD_FAMILY_ID = 'AWARD';

/** One direction as chosen: its itinerary and cabin. */
export interface ChosenAward {
  readonly set: number;
  readonly itinerary: Itinerary;
  readonly cabin: CabinClass;
}

/** The whole trip as an award: its quote, the seats to hold, and the order's segments and price lines. */
export interface AwardTripPrice {
  readonly quote: Omit<AwardQuote, 'balance'>;
  readonly holds: SeatHold[];
  readonly segments: OrderSegment[];
  readonly lines: OrderPriceLine[];
}

/**
 * The directions a session's award needs, in order and each of the session: the sets 0… of the trip, each once, with
 * enough time between landing and leaving again; otherwise e01.
 */
export function chosenAwards(pricer: SolutionPricer, choices: readonly AwardChoice[], slices: number): ChosenAward[] {
  if (choices.length !== slices || choices.some((choice, i) => choice.set !== i)) throw new AppError('e01', { fields: { choices: { code: 'e01' } } });
  const chosen = choices.map((choice) => ({ set: choice.set, itinerary: pricer.solution(choice.set, choice.sol), cabin: choice.cabin as CabinClass }));
  chosen.reduce<Itinerary | undefined>((previous, { itinerary }) => {
    if (previous && itinerary.depUtc < previous.arrUtc + MIN_MINUTES_BETWEEN_SLICES) throw new AppError('e01', { fields: { choices: { code: 'e01' } } });
    return itinerary;
  }, undefined);
  return chosen;
}

/**
 * Prices the chosen directions as one award on the seat counts given (an order's, read under the flights' locks), and
 * says which seats to hold: soldOut when a direction has no award seats left for the party. The counts are updated as
 * directions are priced, so a trip that flies one flight twice sees its own first hold.
 */
export function priceAwardTrip(
  pricer: SolutionPricer,
  chosen: readonly ChosenAward[],
  counts: { sold: Map<string, Map<string, number>>; allotments: Allotments },
  passengers: Passengers,
  region: readonly string[],
): AwardTripPrice {
  const NONE: ReadonlyMap<string, number> = new Map();
  const key = (legId: number, day: number) => `${legId}|${day}`;
  const sold: SoldSeats = (flight) => counts.sold.get(key(flight.leg.id, flight.depDay)) ?? NONE;
  const seated = passengers.ADT + passengers.CNN;
  const offers: AwardOffer[] = [];
  const holds: SeatHold[] = [];
  const segments: OrderSegment[] = [];
  const baggage: AwardQuote['segments'] = [];
  for (const { set, itinerary, cabin } of chosen) {
    const offer = priceAward(itinerary, cabin, { airports: pricer.airports, passengers, money: pricer.money, sold, allotments: counts.allotments });
    if (!offer) throw new AppError('soldOut');
    offers.push(offer);
    for (const flight of itinerary.flights) {
      const bucket = awardBucket(cabin);
      if (seated > 0) {
        holds.push({ flight, cabin, bookingClass: bucket, seats: seated });
        const classes = counts.sold.get(key(flight.leg.id, flight.depDay)) ?? new Map<string, number>();
        classes.set(bucket, (classes.get(bucket) ?? 0) + seated);
        counts.sold.set(key(flight.leg.id, flight.depDay), classes);
      }
      const view = flightView(flight);
      const from = pricer.airports.get(view.from);
      const to = pricer.airports.get(view.to);
      const countries = { from: from?.country ?? '', to: to?.country ?? '' };
      const allowance = Object.fromEntries(PASSENGER_TYPES.map((type) => [type, awardBaggage(type, cabin, countries, region)])) as Record<
        PassengerType,
        Baggage
      >;
      const depCity = from?.city ?? view.from;
      const arrCity = to?.city ?? view.to;
      baggage.push({ segType: set, flightNo: view.flightNo, depCity, arrCity, cabin, baggage: allowance });
      segments.push({
        segType: set,
        flightNo: view.flightNo,
        depCity,
        arrCity,
        depAirport: view.from,
        arrAirport: view.to,
        depDate: view.departure,
        arrDate: view.arrival,
        cabin,
        bookingClass: bucket,
        familyId: AWARD_FAMILY_ID,
        // The order keeps a seated passenger's allowance; the quote shows each type's.
        baggageAllow: allowance[passengers.ADT > 0 ? 'ADT' : 'CNN'],
      });
    }
  }
  const prices = mergePrices(offers);
  const currency = offers[0]?.totalTaxes.currency ?? '';
  const totalTaxes: Money = { amount: offers.reduce((sum, o) => sum + o.totalTaxes.amount, 0), currency };
  return {
    quote: { prices, totalMiles: offers.reduce((sum, o) => sum + o.totalMiles, 0), totalTaxes, segments: baggage },
    holds,
    segments,
    // An award's price lines: no fare, the taxes each traveller pays in cash.
    lines: prices.map((p) => ({ type: p.type, count: p.count, fare: 0, taxes: p.taxes.amount, surcharges: 0, total: p.taxes.amount })),
  };
}

/** One passenger's miles and taxes per type over every direction. */
function mergePrices(offers: readonly AwardOffer[]): AwardPrice[] {
  const merged = new Map<PassengerType, AwardPrice>();
  for (const offer of offers) {
    for (const price of offer.prices) {
      const was = merged.get(price.type);
      merged.set(
        price.type,
        was ? { ...was, miles: was.miles + price.miles, taxes: { amount: was.taxes.amount + price.taxes.amount, currency: was.taxes.currency } } : price,
      );
    }
  }
  return PASSENGER_TYPES.flatMap((type) => merged.get(type) ?? []);
}
