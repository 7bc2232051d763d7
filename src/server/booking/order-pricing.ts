import type { OrderPriceLine, OrderSegment } from '../../domain/booking/order.ts';
import type { Money } from '../../domain/money.ts';
import { PASSENGER_TYPES, type PassengerType } from '../../domain/reference/passenger-types.ts';
import { FARE_FAMILIES, type FareFamily } from '../airline/fares/families.ts';
import { CARRIER_SURCHARGE_CODE } from '../airline/fares/taxes.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';
import { AppError } from '../errors.ts';
import type { FamilyOffer } from '../shop/offer-pricing.ts';
import type { SolutionPricer } from '../shop/search-service.ts';
import { flightView } from '../shop/solutions.ts';
import { flightKey, type SeatHold } from './seat-holds.ts';

/** Tax codes that are the carrier's own surcharges rather than taxes. */
const SURCHARGE_CODES = new Set([CARRIER_SURCHARGE_CODE, 'YR']);

export interface ChosenSlice {
  readonly set: number;
  readonly itinerary: Itinerary;
  readonly family: FareFamily;
}

export interface OrderPrice {
  readonly holds: SeatHold[];
  readonly segments: OrderSegment[];
  readonly lines: OrderPriceLine[];
  readonly total: Money;
}

export function familyById(id: string): FareFamily {
  const family = FARE_FAMILIES.find((f) => f.id === id);
  if (!family) throw new AppError('e01', { fields: { familyId: { code: 'e01' } } });
  return family;
}

/**
 * Prices the chosen slices on the seat counts given (read under the flights'
 * locks), as the detail call prices them, and says which class each flight is
 * held in. A family no longer on sale for every seated passenger is soldOut.
 * The counts are updated as slices are priced, so an order that flies the same
 * flight twice sees its own first hold.
 */
export function priceOrder(pricer: SolutionPricer, chosen: readonly ChosenSlice[], sold: Map<string, Map<string, number>>, seated: number): OrderPrice {
  const holds: SeatHold[] = [];
  const segments: OrderSegment[] = [];
  const offers: FamilyOffer[] = [];
  const NONE: ReadonlyMap<string, number> = new Map();
  for (const { set, itinerary, family } of chosen) {
    const offer = pricer
      .offers(itinerary, family.cabin, (flight) => sold.get(flightKey(flight.leg.id, flight.depDay)) ?? NONE)
      .find((o) => o.familyId === family.id);
    if (!offer) throw new AppError('soldOut');
    offers.push(offer);
    itinerary.flights.forEach((flight, i) => {
      const bookingClass = offer.classes[i];
      if (seated > 0) {
        holds.push({ flight, cabin: family.cabin, bookingClass, seats: seated });
        const key = flightKey(flight.leg.id, flight.depDay);
        const classes = sold.get(key) ?? new Map<string, number>();
        classes.set(bookingClass, (classes.get(bookingClass) ?? 0) + seated);
        sold.set(key, classes);
      }
      const view = flightView(flight);
      segments.push({
        segType: set,
        flightNo: view.flightNo,
        depCity: pricer.airports.get(view.from)?.city ?? view.from,
        arrCity: pricer.airports.get(view.to)?.city ?? view.to,
        depAirport: view.from,
        arrAirport: view.to,
        depDate: view.departure,
        arrDate: view.arrival,
        cabin: family.cabin,
        bookingClass,
        familyId: family.id,
        baggageAllow: { pieces: offer.rules.checkedBags, kg: offer.rules.bagKg },
      });
    });
  }
  return {
    holds,
    segments,
    lines: priceLinesOf(offers),
    total: { amount: offers.reduce((sum, o) => sum + o.saleTotal.amount, 0), currency: offers[0]?.saleTotal.currency ?? '' },
  };
}

/** Per passenger type, one passenger's fare, taxes and surcharges over every slice (spec 3's price fields). */
function priceLinesOf(offers: readonly FamilyOffer[]): OrderPriceLine[] {
  const lines: OrderPriceLine[] = [];
  for (const type of PASSENGER_TYPES) {
    const prices = offers.flatMap((o) => o.prices.filter((p) => p.type === type));
    if (prices.length === 0) continue;
    let fare = 0;
    let taxes = 0;
    let surcharges = 0;
    for (const price of prices) {
      fare += price.fare.amount;
      for (const tax of price.taxes) {
        if (SURCHARGE_CODES.has(tax.code)) surcharges += tax.amount.amount;
        else taxes += tax.amount.amount;
      }
    }
    lines.push({ type: type as PassengerType, count: prices[0].count, fare, taxes, surcharges, total: fare + taxes + surcharges });
  }
  return lines;
}
