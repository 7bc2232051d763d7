import * as v from 'valibot';
import { OrderQuerySchema } from '../booking/order.ts';
import { MoneySchema } from '../money-schema.ts';
import { SAVED_ID } from '../saved-data/saved-passenger.ts';
import { MAX_SEATS } from '../shop/search-limits.ts';
import { sessionId } from '../shop/session-keys.ts';
import { contactSchema } from '../validation/contact-schema.ts';
import { numberingPlan } from '../validation/numbering-plan.ts';
import { AwardChoicesSchema } from './schemas.ts';

/*
 * Apart from schemas.ts because its contact rules bring the phone-number metadata: the award results page, which
 * only searches and prices, loads none of it.
 */

/** POST /api/b/mileageOrder: the choices, the travellers (by id from getMemPsgs), the contact and what was shown. */
export const MileageOrderBodySchema = v.object({
  session: sessionId,
  choices: AwardChoicesSchema,
  travellers: v.pipe(
    v.array(v.pipe(v.string('e01'), v.regex(SAVED_ID, 'e01')), 'e01'),
    v.minLength(1, 'e00'),
    v.maxLength(MAX_SEATS * 2, 'e01'),
    v.check((ids) => new Set(ids).size === ids.length, 'e01'),
  ),
  contact: contactSchema({ plan: numberingPlan }),
  /** The miles and taxes shown: when sent and no longer the price, the order is refused (priceChanged). */
  expectedMiles: v.optional(v.pipe(v.number('e01'), v.integer('e01'), v.minValue(0, 'e01'))),
  expectedTaxes: v.optional(MoneySchema),
});
export type MileageOrderBody = v.InferOutput<typeof MileageOrderBodySchema>;
export const MileageOrderQuerySchema = OrderQuerySchema;
