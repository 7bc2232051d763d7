import {
  AddDiscountBodySchema,
  AddDiscountReplySchema,
  AutoSendBodySchema,
  AutoSendReplySchema,
  BindCouponBodySchema,
  BindCouponReplySchema,
  MyCouponsBodySchema,
  MyCouponsReplySchema,
  QueryDiscountBodySchema,
  QueryDiscountReplySchema,
  ValidActionBodySchema,
  ValidActionReplySchema,
} from '../coupon/coupon-schemas.ts';
import { SolutionParamsSchema } from '../shop/search-results.ts';
import { defineOperation } from './operation.ts';

/**
 * The member's coupons (spec 7's mycoupon calls), promotion codes, and the
 * discount box of the booking funnel (orderDiscount). Typed codes are limited per
 * client address so that codes cannot be found by trying.
 */
const TAG = 'Coupons';
const tooManyCodes = { tooManyRequests: 'Too many unknown codes from this address' } as const;
const sessionFailures = {
  CZWEB000004: 'Unknown booking session',
  CZWEB000003: 'The booking session expired',
  soldOut: 'A chosen fare has no seats left',
  ...tooManyCodes,
} as const;

export const listMemberCoupons = defineOperation({
  id: 'listMemberCoupons',
  method: 'post',
  path: '/mycoupon/mycoupons',
  tag: TAG,
  summary: "The logged-in member's coupons: usable (soonest to end first), used (with the order) and expired",
  auth: 'member',
  body: MyCouponsBodySchema,
  reply: MyCouponsReplySchema,
  replies: 'The coupons by state',
});

export const bindCoupon = defineOperation({
  id: 'bindCoupon',
  method: 'post',
  path: '/mycoupon/bindCoupon',
  tag: TAG,
  summary: "Adds a voucher's coupon code (3 to 20 letters or digits) to the logged-in member's coupons; binding one's own again answers it",
  auth: 'member',
  body: BindCouponBodySchema,
  reply: BindCouponReplySchema,
  replies: 'The coupon, and whether it was the member’s already',
  errors: {
    discountUnknown: 'No coupon has this code',
    discountExpired: 'The voucher is past its end',
    couponTaken: 'Another member has it',
    tooManyRequests: 'Too many codes that failed, for this member or from this address',
  },
});

export const sendWelcomeCoupon = defineOperation({
  id: 'sendWelcomeCoupon',
  method: 'post',
  path: '/mycoupon/autoSendCoupon',
  tag: TAG,
  summary: "Issues the welcome coupon, in the site's currency, to a member who registered in the last 30 days, once; later calls send nothing",
  auth: 'member',
  body: AutoSendBodySchema,
  reply: AutoSendReplySchema,
  replies: 'Whether a coupon was sent now, and which',
});

export const checkPromotion = defineOperation({
  id: 'checkPromotion',
  method: 'post',
  path: '/mycoupon/validAction',
  tag: TAG,
  summary: 'Whether a promotion (its code) runs on a site on a day (today unless given) with uses left; an unknown code is not valid',
  body: ValidActionBodySchema,
  reply: ValidActionReplySchema,
  replies: 'Whether it is valid, and its dates when it is a promotion of this site',
  errors: tooManyCodes,
});

export const queryDiscounts = defineOperation({
  id: 'queryDiscounts',
  method: 'post',
  path: '/orderDiscount/queryDiscount',
  tag: TAG,
  summary:
    "For a booking session's chosen solutions: the trip's price, the logged-in member's usable coupons and a typed code, each with what it takes off or why it does not apply",
  auth: 'optional',
  body: QueryDiscountBodySchema,
  reply: QueryDiscountReplySchema,
  replies: 'The price and the discounts weighed',
  errors: sessionFailures,
});

export const addDiscount = defineOperation({
  id: 'addDiscount',
  method: 'post',
  path: '/orderDiscount/addDiscount/:session/:set/:sol',
  tag: TAG,
  summary:
    'Checks a promotion code or one of the member’s coupons against the chosen solutions (the path names the slice just chosen): the discount and the new total. Consumes nothing; the order claims it.',
  auth: 'optional',
  params: SolutionParamsSchema,
  body: AddDiscountBodySchema,
  reply: AddDiscountReplySchema,
  replies: 'What it takes off, and the total before and after',
  errors: {
    ...sessionFailures,
    discountUnknown: 'No such promotion code, or no such coupon of this member',
    discountExpired: 'The code or coupon is not valid on this day',
    discountNotApplicable: 'The code or coupon is not for this site or currency, or takes nothing off',
    discountMinSpend: 'The trip costs less than the discount needs',
    couponUsed: 'The coupon is on an order',
    codeUsedUp: 'Every use of the code is taken',
  },
});
