import type { FlightExtras, SeatOffer, SeatRow } from '../../domain/booking/extras.ts';
import type { Money } from '../../domain/money.ts';
import { distanceKm } from '../airline/airports.ts';
import { extraBaggage } from '../airline/ancillaries/extra-baggage.ts';
import { SPECIAL_MEALS } from '../airline/ancillaries/special-meals.ts';
import type { FareFamily } from '../airline/fares/families.ts';
import type { Flight } from '../airline/network/flights.ts';
import type { IndexedAirport } from '../airline/network/schedule-index.ts';
import { aircraftLayout, cabinLayoutOf } from '../airline/seatmaps/layouts.ts';
import { haulOf, seatPrice } from '../airline/seatmaps/seat-prices.ts';
import { flightView } from '../shop/solutions.ts';

/** What pricing extras needs: the session's currency (from base minor units) and the airports, for each flight's distance. */
export interface ExtrasPricing {
  readonly money: (fen: number) => Money;
  readonly airports: ReadonlyMap<string, IndexedAirport>;
}

function kmOf(flight: Flight, airports: ReadonlyMap<string, IndexedAirport>): number {
  const from = airports.get(flight.leg.from);
  const to = airports.get(flight.leg.to);
  if (!from || !to) throw new Error(`Unknown airport on flight ${flight.leg.flightNumber}`);
  return distanceKm(from, to);
}

/**
 * Everything one flight offers a passenger of a fare family: the seat map of the
 * family's cabin with each seat's state and price, extra bags, special meals. The
 * additions page shows it and the order prices its extras with it, so both agree.
 */
export function flightExtras(flight: Flight, family: FareFamily, taken: ReadonlySet<string>, pricing: ExtrasPricing): FlightExtras {
  const haul = haulOf(kmOf(flight, pricing.airports));
  const layout = aircraftLayout(flight.leg.aircraftType, flight.leg.configuration);
  const cabin = cabinLayoutOf(layout, family.cabin);
  const prices = new Map<string, Money>();
  const priceOf = (fen: number) => {
    const key = String(fen);
    let money = prices.get(key);
    if (!money) {
      money = pricing.money(fen);
      prices.set(key, money);
    }
    return money;
  };
  const rows = (cabin?.rows ?? []).map(
    (row): SeatRow => ({
      number: row.number,
      kind: row.kind,
      seats: row.seats.map((seat): SeatOffer => {
        const id = `${row.number}${seat.letter}`;
        return {
          seat: id,
          letter: seat.letter,
          position: seat.position,
          kind: row.kind,
          state: seat.blocked ? 'blocked' : taken.has(id) ? 'taken' : 'available',
          price: priceOf(seatPrice(row.kind, family.cabin, family.rules, haul)),
        };
      }),
    }),
  );
  const bags = extraBaggage(family.rules, haul);
  const view = flightView(flight);
  return {
    flightNo: view.flightNo,
    from: view.from,
    to: view.to,
    departure: view.departure,
    aircraft: view.aircraft,
    seatMap: { aircraft: flight.leg.aircraftType, cabin: family.cabin, columns: [...(cabin?.columns ?? [])], rows, demo: true },
    bags: {
      included: { pieces: family.rules.checkedBags, kg: family.rules.bagKg },
      pieceKg: bags.pieceKg,
      offers: bags.prices.map((fen, i) => ({ pieces: i + 1, price: priceOf(fen) })),
    },
    meals: SPECIAL_MEALS.map((meal) => ({ code: meal.code, types: [...meal.types], price: priceOf(0) })),
  };
}

/** A flight's seats by their number. */
export function seatIndex(extras: FlightExtras): Map<string, SeatOffer> {
  return new Map(extras.seatMap.rows.flatMap((row) => row.seats.map((seat) => [seat.seat, seat] as const)));
}
