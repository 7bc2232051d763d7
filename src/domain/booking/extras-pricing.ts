import type { BagOffer, FlightExtras, MealOffer, SeatOffer } from './extras.ts';

/**
 * What extras cost: each chosen seat, extra-bag count and special meal at the
 * price its flight offers it for one passenger, in minor units of the booking
 * session's currency. The additions page prices its running total with these,
 * and the order call prices the order's extras with them again from its own
 * offers, which are the truth.
 */

/** A seat of a flight by its number (12A). */
export function seatOffer(flight: FlightExtras, seat: string): SeatOffer | undefined {
  for (const row of flight.seatMap.rows) for (const offer of row.seats) if (offer.seat === seat) return offer;
  return undefined;
}

/** The offer of a number of extra bags on a flight. */
export function bagOffer(flight: FlightExtras, pieces: number): BagOffer['offers'][number] | undefined {
  return flight.bags.offers.find((offer) => offer.pieces === pieces);
}

/** A special meal a flight offers, by its code. */
export function mealOffer(flight: FlightExtras, code: string): MealOffer | undefined {
  return flight.meals.find((meal) => meal.code === code);
}

/** Extras once priced, each with what it costs. */
export interface PricedExtras {
  readonly seats: readonly { readonly amount: number }[];
  readonly bags: readonly { readonly amount: number }[];
  readonly meals: readonly { readonly amount: number }[];
}

/** What the extras cost, by kind and together. */
export interface ExtrasCost {
  readonly seats: number;
  readonly bags: number;
  readonly meals: number;
  readonly total: number;
}

const sum = (items: readonly { readonly amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);

/** The cost of priced extras, by kind and together. */
export function extrasCost(priced: PricedExtras): ExtrasCost {
  const seats = sum(priced.seats);
  const bags = sum(priced.bags);
  const meals = sum(priced.meals);
  return { seats, bags, meals, total: seats + bags + meals };
}

/** Extras chosen by the index of the order's segment (its flights in order over every slice), as the order body lists them. */
export interface ChosenExtras {
  readonly seats: readonly { readonly segment: number; readonly seat: string }[];
  readonly bags: readonly { readonly segment: number; readonly pieces: number }[];
  readonly meals: readonly { readonly segment: number; readonly code: string }[];
}

/**
 * The cost of chosen extras at the prices the flights offer them: `flightOf`
 * answers what the order's segment offers. A choice its flight does not offer
 * costs nothing here; the order call refuses it.
 */
export function chosenExtrasCost(chosen: ChosenExtras, flightOf: (segment: number) => FlightExtras | undefined): ExtrasCost {
  const price = <T extends { segment: number }>(items: readonly T[], offer: (flight: FlightExtras, item: T) => { price: { amount: number } } | undefined) =>
    items.map((item) => {
      const flight = flightOf(item.segment);
      return { amount: flight ? (offer(flight, item)?.price.amount ?? 0) : 0 };
    });
  return extrasCost({
    seats: price(chosen.seats, (flight, item) => seatOffer(flight, item.seat)),
    bags: price(chosen.bags, (flight, item) => bagOffer(flight, item.pieces)),
    meals: price(chosen.meals, (flight, item) => mealOffer(flight, item.code)),
  });
}
