import * as v from 'valibot';
import { OrderChoiceSchema } from '../booking/order-choice.ts';
import { DISCOUNT_CODES } from '../error-codes.ts';
import { MoneySchema } from '../money-schema.ts';
import { MAX_SEGMENTS } from '../shop/search-limits.ts';
import { sessionId } from '../shop/session-keys.ts';
import { siteField } from '../site-path.ts';
import { date as dateRule } from '../validation/dates.ts';
import { textField } from '../validation/field-schema.ts';
import { couponIdField, discountCodeField } from './codes.ts';

/** Where a member coupon comes from: the welcome gift of a new member, a code they bound, a gesture of goodwill. */
export const COUPON_KINDS = ['welcome', 'voucher', 'goodwill'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** How my/coupon groups a member's coupons. */
export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** A member coupon as its member sees it. */
export const CouponViewSchema = v.object({
  couponId: v.string(),
  kind: v.picklist(COUPON_KINDS),
  /** What it takes off. */
  value: MoneySchema,
  minSpend: MoneySchema,
  /** The sites it is valid on; empty for every site. */
  sites: v.array(v.string()),
  validFrom: v.string(),
  validTo: v.string(),
  state: v.picklist(COUPON_STATES),
  /** The order it is used on: an unpaid one gives it back when cancelled or expired. */
  orderNo: v.nullable(v.string()),
  usedAt: v.nullable(v.string()),
});
export type CouponView = v.InferOutput<typeof CouponViewSchema>;

/** POST /api/mycoupon/mycoupons: the page may say its site and language, which change nothing. */
export const MyCouponsBodySchema = v.object({ country: v.optional(v.string()), language: v.optional(v.string()) });
export const MyCouponsReplySchema = v.object({
  data: v.object({ usable: v.array(CouponViewSchema), used: v.array(CouponViewSchema), expired: v.array(CouponViewSchema) }),
});
export type MyCoupons = v.InferOutput<typeof MyCouponsReplySchema>['data'];

/** POST /api/mycoupon/bindCoupon: a coupon's code, as printed on a voucher. */
export const BindCouponBodySchema = v.object({ code: discountCodeField });
export type BindCouponBody = v.InferOutput<typeof BindCouponBodySchema>;
export const BindCouponReplySchema = v.object({ coupon: CouponViewSchema, alreadyYours: v.boolean() });

/** The site of the body's country (spec 7's name for it), in any case. */
const country = v.pipe(v.string('e00'), v.toLowerCase(), siteField);

/** POST /api/mycoupon/autoSendCoupon: the site whose currency a welcome coupon is issued in. */
export const AutoSendBodySchema = v.object({ country, language: v.optional(v.string()) });
export const AutoSendReplySchema = v.object({ sent: v.boolean(), coupon: v.nullable(CouponViewSchema) });

/** POST /api/mycoupon/validAction: whether a promotion (its code) runs on a site on a day (today unless given). */
export const ValidActionBodySchema = v.object({ code: discountCodeField, country, date: textField(dateRule, { optional: true }) });
export const ValidActionReplySchema = v.object({ valid: v.boolean(), validFrom: v.nullable(v.string()), validTo: v.nullable(v.string()) });

/** The solutions chosen for every slice of the session's trip, with their fare families, as the order is sent. */
const ChoicesSchema = v.pipe(v.array(OrderChoiceSchema, 'e01'), v.minLength(1, 'e00'), v.maxLength(MAX_SEGMENTS, 'e01'));

/** Why a discount does not apply, as an error code with its message. */
export const DiscountRefusalSchema = v.picklist(DISCOUNT_CODES);

/** POST /api/orderDiscount/queryDiscount: the member's coupons weighed against a booking, and a code when one is typed. */
export const QueryDiscountBodySchema = v.object({ session: sessionId, choices: ChoicesSchema, code: v.optional(discountCodeField) });

const weighed = {
  applies: v.boolean(),
  refusal: v.nullable(DiscountRefusalSchema),
  amount: v.nullable(MoneySchema),
  newTotal: v.nullable(MoneySchema),
};
export const QueryDiscountReplySchema = v.object({
  data: v.object({
    /** The trip's price before any discount. */
    price: MoneySchema,
    code: v.nullable(v.object({ discountCode: v.string(), ...weighed })),
    coupons: v.array(v.object({ coupon: CouponViewSchema, ...weighed })),
  }),
});
export type QueryDiscountReply = v.InferOutput<typeof QueryDiscountReplySchema>['data'];

/** POST /api/orderDiscount/addDiscount/{session}/{set}/{sol}: a code or a coupon checked against the chosen solutions. */
export const AddDiscountBodySchema = v.pipe(
  v.object({ choices: ChoicesSchema, code: v.optional(discountCodeField), couponId: v.optional(couponIdField) }),
  v.forward(
    v.check((body) => (body.code === undefined) !== (body.couponId === undefined), 'e01'),
    ['code'],
  ),
);
export const AddDiscountReplySchema = v.object({
  data: v.object({
    discountCode: v.string(),
    kind: v.picklist(['code', 'coupon']),
    amount: MoneySchema,
    /** The trip's price before the discount, and what is left to pay. */
    total: MoneySchema,
    newTotal: MoneySchema,
  }),
});
export type AddDiscountReply = v.InferOutput<typeof AddDiscountReplySchema>['data'];
