import { OrderReplySchema } from '../booking/order.ts';
import { MileageOrderBodySchema, MileageOrderQuerySchema } from '../mileage/award-order.ts';
import { AWARD_GUEST_ERRORS, AWARD_SESSION_ERRORS, AWARD_TAG } from './mileage.ts';
import { defineOperation } from './operation.ts';

/** The award order of spec 7 and issue 17: apart from mileage.ts so that the award results page loads no contact rules. */

export const createMileageOrder = defineOperation({
  id: 'createMileageOrder',
  method: 'post',
  path: '/b/mileageOrder',
  tag: AWARD_TAG,
  summary:
    'Award order: re-prices the choice, then in one transaction spends the miles and holds the award seats; the taxes are paid as a cash order is (startPayment)',
  auth: 'optional',
  query: MileageOrderQuerySchema,
  body: MileageOrderBodySchema,
  reply: OrderReplySchema,
  replies: 'The unpaid award order',
  errors: {
    ...AWARD_GUEST_ERRORS,
    ...AWARD_SESSION_ERRORS,
    codeRequired: 'No verified one-time code within the last 10 minutes',
    milesShort: 'The balance does not cover the miles',
    soldOut: 'A chosen direction has no award seats left',
    priceChanged: 'The miles or taxes are not those shown',
    holdLimit: 'The member already holds three unpaid orders',
    noPsg: 'A traveller has no certificate the trip accepts',
  },
});
