import * as v from 'valibot';
import { OrderChoiceSchema, OrderPassengerSchema, type OrderCreateBody } from '../../domain/booking/order.ts';
import { SELECTION_KEY } from '../shop/kept-state.ts';

/** What book/passengers hands on: the order body's passengers and contact. */
export const PASSENGERS_KEY = 'booking:passengers';

const SelectionSchema = v.object({
  args: v.string(),
  execution: v.string(),
  chosen: v.pipe(v.array(v.intersect([OrderChoiceSchema, v.object({ cabin: v.number() })])), v.minLength(1)),
});

const PassengersSchema = v.object({
  execution: v.string(),
  passengers: v.pipe(v.array(OrderPassengerSchema), v.minLength(1)),
  contact: v.looseObject({}),
});

/** The booking so far: the flights and fares chosen on book/shop, the passengers and contact of book/passengers. */
export interface Handoff {
  readonly args: string;
  readonly execution: string;
  readonly chosen: readonly { set: number; sol: string; cabin: number; familyId: string }[];
  readonly passengers: OrderCreateBody['passengers'];
  readonly contact: OrderCreateBody['contact'];
}

function read(key: string): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The hand-off of the earlier steps for the booking session in the address, or
 * nothing when a step is missing or belongs to another session (the passengers
 * page writes its part only once the shop's is there). The contact is checked by
 * the order call itself.
 */
export function readHandoff(execution: string | null): Handoff | undefined {
  const selection = v.safeParse(SelectionSchema, read(SELECTION_KEY));
  const people = v.safeParse(PassengersSchema, read(PASSENGERS_KEY));
  if (!selection.success || !people.success || !execution) return undefined;
  if (selection.output.execution !== execution || people.output.execution !== execution) return undefined;
  return {
    args: selection.output.args,
    execution,
    chosen: selection.output.chosen,
    passengers: people.output.passengers,
    contact: people.output.contact as OrderCreateBody['contact'],
  };
}

/** A passenger's name as the page shows it: given names then surname, whichever layout the form used. */
export function passengerName(passenger: OrderCreateBody['passengers'][number]): string {
  const text = (key: string) => (typeof passenger[key] === 'string' ? (passenger[key] as string).trim() : '');
  const given = text('givenName') || [text('firstName'), text('middleName')].filter(Boolean).join(' ');
  const last = text('surname') || text('lastName');
  return [given, last].filter(Boolean).join(' ').toUpperCase();
}
