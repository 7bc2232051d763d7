import * as v from 'valibot';
import { MoneySchema } from '../money-schema.ts';
import { MAX_SEGMENTS } from '../shop/search-limits.ts';
import { sessionId } from '../shop/session-keys.ts';
import { contactSchema } from '../validation/contact-schema.ts';
import { numberingPlan } from '../validation/numbering-plan.ts';
import { OrderDiscountSchema } from './discount.ts';
import { OrderExtrasSchema } from './extras.ts';
import { OrderChoiceSchema } from './order-choice.ts';
import { OrderPassengersSchema } from './order-passengers.ts';

/*
 * The order create call's body, apart from the order's other shapes: its contact block checks the phone against the
 * numbering plan, which the pages that only show an order should not load.
 */

/** POST /api/b/order: the chosen solutions, the passengers and the contact. */
export const OrderCreateBodySchema = v.object({
  session: sessionId,
  choices: v.pipe(v.array(OrderChoiceSchema, 'e01'), v.minLength(1, 'e00'), v.maxLength(MAX_SEGMENTS, 'e01')),
  passengers: OrderPassengersSchema,
  contact: contactSchema({ plan: numberingPlan }),
  /** What the traveller was shown; when sent and no longer the price, the order is refused (priceChanged). */
  expectedTotal: v.optional(MoneySchema),
  /** Seats, extra bags and special meals (see extras.ts). */
  extras: v.optional(OrderExtrasSchema),
  /** A promotion code or a member coupon (see discount.ts); expectedTotal is the price after it. */
  discount: v.optional(OrderDiscountSchema),
});
export type OrderCreateBody = v.InferOutput<typeof OrderCreateBodySchema>;
