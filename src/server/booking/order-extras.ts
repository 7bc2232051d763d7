import { BAG_TYPES, type FlightExtras, NO_EXTRAS, type OrderExtras, type OrderExtrasView, seatAllowedFor } from '../../domain/booking/extras.ts';
import { bagOffer, extrasCost, mealOffer } from '../../domain/booking/extras-pricing.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import type { FareFamily } from '../airline/fares/families.ts';
import type { Flight } from '../airline/network/flights.ts';
import type { Transaction } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import { type ExtrasPricing, flightExtras, seatIndex } from './extras-offers.ts';
import type { OrderPassenger } from './order-passengers.ts';
import type { ChosenSlice } from './order-pricing.ts';
import { releaseSeats, type SeatAssignment, takenSeats } from './seat-assignments.ts';
import { type FlightDate, flightKey } from './seat-holds.ts';

/** The extras of an order once checked and priced, ready to be written with it. */
export interface ExtrasPlan {
  readonly view: OrderExtrasView;
  readonly seats: readonly SeatAssignment[];
}

export interface ExtrasInput {
  readonly requested: OrderExtras | undefined;
  readonly chosen: readonly ChosenSlice[];
  readonly passengers: readonly OrderPassenger[];
  readonly pricing: ExtrasPricing;
}

const EMPTY_PLAN: ExtrasPlan = { view: NO_EXTRAS, seats: [] };

/** Collects wrong inputs under `extras.{list}.{index}.{field}` and answers them all at once, as the passengers' check does. */
class Issues {
  readonly fields: Record<string, FieldIssue> = {};
  add(path: string): void {
    this.fields[`extras.${path}`] ??= { code: 'e01' };
  }
  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new AppError('e01', { fields: this.fields });
  }
}

/**
 * Checks and prices the extras an order asks for, in the order's transaction
 * after its flights are locked: every index must name a segment and a passenger
 * of the order, a seat must exist in the cabin, be sold, and suit the passenger
 * (no seat for an infant, no exit row for a child), one seat and one bag and meal
 * choice per passenger and flight. A seat another order holds is seatTaken (409).
 * Prices are the ones the additions page showed, computed here again from the
 * server's own offers with the same rules (extras-pricing.ts).
 */
export async function planOrderExtras(tx: Transaction, input: ExtrasInput): Promise<ExtrasPlan> {
  const { requested, chosen, passengers, pricing } = input;
  if (!requested || requested.seats.length + requested.bags.length + requested.meals.length === 0) return EMPTY_PLAN;
  const segments: { flight: Flight; family: FareFamily }[] = chosen.flatMap((slice) =>
    slice.itinerary.flights.map((flight) => ({ flight, family: slice.family })),
  );
  const flightDates: FlightDate[] = segments.map(({ flight }) => ({ legId: flight.leg.id, day: flight.depDay }));
  const taken = requested.seats.length > 0 ? await takenSeats(tx.query, flightDates) : new Map<string, Set<string>>();
  const offers = new Map<number, FlightExtras>();
  const offerOf = (segment: number): FlightExtras => {
    let offer = offers.get(segment);
    if (!offer) {
      const { flight, family } = segments[segment];
      offer = flightExtras(flight, family, taken.get(flightKey(flight.leg.id, flight.depDay)) ?? new Set(), pricing);
      offers.set(segment, offer);
    }
    return offer;
  };
  const issues = new Issues();
  const known = (list: string, i: number, item: { segment: number; passenger: number }): boolean => {
    if (item.segment >= segments.length) issues.add(`${list}.${i}.segment`);
    if (item.passenger >= passengers.length) issues.add(`${list}.${i}.passenger`);
    return item.segment < segments.length && item.passenger < passengers.length;
  };
  const once = (seen: Set<string>, key: string, list: string, i: number, field: string): boolean => {
    if (seen.has(key)) {
      issues.add(`${list}.${i}.${field}`);
      return false;
    }
    seen.add(key);
    return true;
  };

  const view: { seats: OrderExtrasView['seats'][number][]; bags: OrderExtrasView['bags'][number][]; meals: OrderExtrasView['meals'][number][] } = {
    seats: [],
    bags: [],
    meals: [],
  };
  const seats: SeatAssignment[] = [];
  let seatTaken = false;
  const seatIndexes = new Map<number, ReturnType<typeof seatIndex>>();
  const seatsOf = new Set<string>();
  const seatsChosen = new Set<string>();
  requested.seats.forEach((item, i) => {
    if (!known('seats', i, item)) return;
    if (!once(seatsOf, `${item.segment}|${item.passenger}`, 'seats', i, 'passenger') || !once(seatsChosen, `${item.segment}|${item.seat}`, 'seats', i, 'seat'))
      return;
    let index = seatIndexes.get(item.segment);
    if (!index) {
      index = seatIndex(offerOf(item.segment));
      seatIndexes.set(item.segment, index);
    }
    const seat = index.get(item.seat);
    if (!seat || seat.state === 'blocked' || !seatAllowedFor(passengers[item.passenger].type, seat.kind)) {
      issues.add(`seats.${i}.seat`);
      return;
    }
    if (seat.state === 'taken') seatTaken = true;
    const { flight } = segments[item.segment];
    seats.push({ legId: flight.leg.id, day: flight.depDay, seat: item.seat, passenger: item.passenger });
    view.seats.push({ segment: item.segment, passenger: item.passenger, seat: item.seat, kind: seat.kind, amount: seat.price.amount });
  });

  const bagsOf = new Set<string>();
  requested.bags.forEach((item, i) => {
    if (!known('bags', i, item) || !once(bagsOf, `${item.segment}|${item.passenger}`, 'bags', i, 'passenger') || item.pieces === 0) return;
    if (!BAG_TYPES.includes(passengers[item.passenger].type)) {
      issues.add(`bags.${i}.passenger`);
      return;
    }
    const flight = offerOf(item.segment);
    const offer = bagOffer(flight, item.pieces);
    if (!offer) {
      issues.add(`bags.${i}.pieces`);
      return;
    }
    view.bags.push({ segment: item.segment, passenger: item.passenger, pieces: item.pieces, kg: flight.bags.pieceKg, amount: offer.price.amount });
  });

  const mealsOf = new Set<string>();
  requested.meals.forEach((item, i) => {
    if (!known('meals', i, item) || !once(mealsOf, `${item.segment}|${item.passenger}`, 'meals', i, 'passenger')) return;
    const meal = mealOffer(offerOf(item.segment), item.code);
    if (!meal?.types.includes(passengers[item.passenger].type)) {
      issues.add(`meals.${i}.code`);
      return;
    }
    view.meals.push({ segment: item.segment, passenger: item.passenger, code: item.code, amount: meal.price.amount });
  });

  issues.throwIfAny();
  if (seatTaken) throw new AppError('seatTaken');
  return { view: { ...view, total: extrasCost(view).total }, seats };
}

/** What the order's extras column holds for a plan: nothing when none were chosen. */
export function extrasColumn(plan: ExtrasPlan): OrderExtrasView | null {
  return plan === EMPTY_PLAN ? null : plan.view;
}

/** Frees the seats of orders being closed (cancelled or expired), in the transaction that closes them. */
export async function releaseOrderExtras(tx: Transaction, orderIds: readonly number[]): Promise<void> {
  await releaseSeats(tx, orderIds);
}
