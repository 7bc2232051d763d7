import * as v from 'valibot';
import { PASSENGER_TYPES } from '../reference/passenger-types.ts';
import { indexField } from './order-choice.ts';

/**
 * What the booking funnel's stored steps and the order create call share with the order: its number's form and its
 * passengers' list, apart from the order's views so that the funnel's pages load them alone.
 */

/** Spec 5: an order number is C or Go followed by 13 to 18 digits; ours are C and 16 digits. */
export const ORDER_NUMBER = /^(?:C|Go)\d{13,18}$/;

/** At most this many passengers in one order: nine seats and an infant on each adult's lap. */
export const MAX_ORDER_PASSENGERS = 18;

/**
 * One passenger: the type, and for an infant the index (in the list) of the adult
 * it travels with; the form's fields are checked by the passenger schema of its
 * type once the trip is known (birthday against the travel date, document against
 * the route).
 */
export const OrderPassengerSchema = v.looseObject({
  type: v.picklist(PASSENGER_TYPES, 'e01'),
  infantOf: v.optional(indexField(MAX_ORDER_PASSENGERS - 1)),
});

/** The passengers of an order, in the order the create call lists them (an infant names its adult by place). */
export const OrderPassengersSchema = v.pipe(v.array(OrderPassengerSchema, 'e01'), v.minLength(1, 'e00'), v.maxLength(MAX_ORDER_PASSENGERS, 'e01'));
