import type { FlightExtras, OrderExtras, SeatOffer } from '../../domain/booking/extras.ts';
import { bagOffer, mealOffer, seatOffer } from '../../domain/booking/extras-pricing.ts';
import type { ExtrasChoices } from '../../domain/booking/funnel-extras.ts';

export const NO_CHOICES: ExtrasChoices = { seats: {}, bags: {}, meals: {} };

/** One flight of the order as the page shows it: its index among the order's segments, and what it offers. */
export interface OfferedFlight {
  readonly segment: number;
  readonly slice: number;
  readonly extras: FlightExtras;
}

export const choiceKey = (segment: number, passenger: number) => `${segment}:${passenger}`;

function parseKey(key: string): { segment: number; passenger: number } {
  const [segment, passenger] = key.split(':').map(Number);
  return { segment, passenger };
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/** Gives a passenger a seat on a flight (or none); a seat is never left with two passengers of the booking. */
export function chooseSeat(choices: ExtrasChoices, segment: number, passenger: number, seat: string | null): ExtrasChoices {
  const key = choiceKey(segment, passenger);
  const seats = Object.fromEntries(Object.entries(choices.seats).filter(([k, s]) => !(s === seat && parseKey(k).segment === segment) && k !== key));
  return { ...choices, seats: seat === null ? seats : { ...seats, [key]: seat } };
}

export function chooseBags(choices: ExtrasChoices, segment: number, passenger: number, pieces: number): ExtrasChoices {
  const key = choiceKey(segment, passenger);
  return { ...choices, bags: pieces > 0 ? { ...choices.bags, [key]: pieces } : without(choices.bags, key) };
}

export function chooseMeal(choices: ExtrasChoices, segment: number, passenger: number, code: string | null): ExtrasChoices {
  const key = choiceKey(segment, passenger);
  return { ...choices, meals: code ? { ...choices.meals, [key]: code } : without(choices.meals, key) };
}

/** The order body's `extras`, in a stable order. */
export function orderExtras(choices: ExtrasChoices): OrderExtras {
  const sorted = <T>(record: Readonly<Record<string, T>>) =>
    Object.entries(record)
      .map(([key, value]) => ({ ...parseKey(key), value }))
      .sort((a, b) => a.segment - b.segment || a.passenger - b.passenger);
  return {
    seats: sorted(choices.seats).map(({ segment, passenger, value }) => ({ segment, passenger, seat: value })),
    bags: sorted(choices.bags).map(({ segment, passenger, value }) => ({ segment, passenger, pieces: value })),
    meals: sorted(choices.meals).map(({ segment, passenger, value }) => ({ segment, passenger, code: value })),
  };
}

/** The seats an order of this booking already holds, as `segment|seat`: the map shows them taken, but they are the traveller's own. */
export function ownSeats(choices: ExtrasChoices | undefined): Set<string> {
  return new Set(Object.entries(choices?.seats ?? {}).map(([key, seat]) => `${parseKey(key).segment}|${seat}`));
}

/** A seat's state for this traveller: a seat their own unpaid order holds is theirs to keep. */
export function seatStateFor(offer: SeatOffer, segment: number, own: ReadonlySet<string>): SeatOffer['state'] {
  return offer.state === 'taken' && own.has(`${segment}|${offer.seat}`) ? 'available' : offer.state;
}

/**
 * Keeps only what the flights (as offered now) still have: a seat someone else
 * has taken since, a bag count or meal no longer offered, a flight no longer in
 * the trip. Answers the seats given up, so the page can say which.
 */
export function keepOffered(
  choices: ExtrasChoices,
  flights: readonly OfferedFlight[],
  own: ReadonlySet<string> = new Set(),
): { choices: ExtrasChoices; lostSeats: string[] } {
  const bySegment = new Map(flights.map((f) => [f.segment, f.extras]));
  const lostSeats: string[] = [];
  const seats = Object.fromEntries(
    Object.entries(choices.seats).filter(([key, seat]) => {
      const { segment } = parseKey(key);
      const flight = bySegment.get(segment);
      const offer = flight && seatOffer(flight, seat);
      const kept = offer !== undefined && seatStateFor(offer, segment, own) === 'available';
      if (!kept) lostSeats.push(seat);
      return kept;
    }),
  );
  const bags = Object.fromEntries(
    Object.entries(choices.bags).filter(([key, pieces]) => {
      const flight = bySegment.get(parseKey(key).segment);
      return flight !== undefined && bagOffer(flight, pieces) !== undefined;
    }),
  );
  const meals = Object.fromEntries(
    Object.entries(choices.meals).filter(([key, code]) => {
      const flight = bySegment.get(parseKey(key).segment);
      return flight !== undefined && mealOffer(flight, code) !== undefined;
    }),
  );
  return { choices: { seats, bags, meals }, lostSeats };
}
