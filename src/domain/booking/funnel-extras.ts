import * as v from 'valibot';
import { MoneySchema } from '../money-schema.ts';
import { sessionId } from '../shop/session-keys.ts';
import { contactSchema } from '../validation/contact-schema.ts';
import { LENGTHS_UNCHECKED } from '../validation/phone.ts';
import { OrderDiscountSchema } from './discount.ts';
import { MAX_EXTRA_BAGS } from './extra-bags.ts';
import type { Selection } from './funnel-selection.ts';
import { ORDER_NUMBER, OrderPassengersSchema } from './order-passengers.ts';

/*
 * The booking funnel's steps from the passengers page's hand-off on, as book/addition and the discount box keep and
 * read them (funnel.ts tells how steps are checked).
 */

/** The hand-off from book/passengers to book/addition: the passengers and contact exactly as the order create call takes them. */
export const PassengersHandoffSchema = v.pipe(
  v.object({
    execution: sessionId,
    passengers: OrderPassengersSchema,
    // Read back with the contact block's rules, lengths unchecked: the order create call checks them with the numbering
    // plan, which book/addition need not load for a contact book/passengers has already checked.
    contact: contactSchema({ plan: LENGTHS_UNCHECKED }),
  }),
  v.readonly(),
);
export type PassengersHandoff = v.InferOutput<typeof PassengersHandoffSchema>;

/** The booking as book/addition takes it: the selection of book/shop with the passengers and contact of book/passengers. */
export type BookingSoFar = Selection & Omit<PassengersHandoff, 'execution'>;

const choiceKey = v.pipe(v.string(), v.regex(/^\d{1,2}:\d{1,2}$/));

/** What the traveller has chosen on book/addition, per `segment:passenger`: a seat, a number of extra bags, a special meal. */
export const ExtrasChoicesSchema = v.pipe(
  v.object({
    seats: v.pipe(v.record(choiceKey, v.string()), v.readonly()),
    bags: v.pipe(v.record(choiceKey, v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_EXTRA_BAGS))), v.readonly()),
    meals: v.pipe(v.record(choiceKey, v.string()), v.readonly()),
  }),
  v.readonly(),
);
export type ExtrasChoices = v.InferOutput<typeof ExtrasChoicesSchema>;

export const SEAT_VIEWS = ['map', 'list'] as const;
export type SeatView = (typeof SEAT_VIEWS)[number];

/** An unpaid order book/addition already made for the booking, and what it was made with. */
export const PendingOrderSchema = v.pipe(
  v.object({
    orderNo: v.pipe(v.string(), v.regex(ORDER_NUMBER)),
    /** The order body it was made from, less the expected total: the same body again needs no new order. */
    fingerprint: v.string(),
    choices: ExtrasChoicesSchema,
  }),
  v.readonly(),
);
export type PendingOrder = v.InferOutput<typeof PendingOrderSchema>;

/** What book/addition keeps of its booking session while the traveller comes and goes. */
export const ExtrasStepSchema = v.pipe(
  v.object({
    execution: sessionId,
    choices: ExtrasChoicesSchema,
    view: v.picklist(SEAT_VIEWS),
    pending: v.optional(PendingOrderSchema),
  }),
  v.readonly(),
);
export type ExtrasStep = v.InferOutput<typeof ExtrasStepSchema>;

/** The discount chosen in the discount box, for the order body, and what it takes off as last checked with the server. */
export const DiscountStepSchema = v.pipe(
  v.object({
    execution: sessionId,
    discount: OrderDiscountSchema,
    amount: MoneySchema,
    newTotal: MoneySchema,
  }),
  v.readonly(),
);
export type DiscountStep = v.InferOutput<typeof DiscountStepSchema>;
