import * as v from 'valibot';
import { sessionId } from '../shop/search-results.ts';
import { OrderCreateBodySchema } from './order.ts';

/** Where book/passengers leaves the travellers for book/addition (session storage). */
export const PASSENGERS_HANDOFF_KEY = 'booking:passengers';

/** The hand-off: the booking session, and the passengers and contact exactly as the order create call takes them. */
export const PassengersHandoffSchema = v.object({
  execution: sessionId,
  passengers: OrderCreateBodySchema.entries.passengers,
  contact: OrderCreateBodySchema.entries.contact,
});
export type PassengersHandoff = v.InferOutput<typeof PassengersHandoffSchema>;
