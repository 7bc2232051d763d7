import * as v from 'valibot';
import { couponIdField, discountCodeField } from '../coupon/codes.ts';

/**
 * The order body's `discount`: a promotion code or one of the member's coupons,
 * not both (one discount per order). The server weighs it again and takes off
 * what it finds; the page never says how much.
 */
export const OrderDiscountSchema = v.pipe(
  v.object({ code: v.optional(discountCodeField), couponId: v.optional(couponIdField) }, 'e01'),
  v.forward(
    v.check((discount) => (discount.code === undefined) !== (discount.couponId === undefined), 'e01'),
    ['code'],
  ),
);
export type OrderDiscount = v.InferOutput<typeof OrderDiscountSchema>;

/** Spec 3's discountOrderInfos: a discount an order got, in minor units of the order's currency. */
export const DiscountOrderInfoSchema = v.object({
  /** The promotion code, or the coupon's id. */
  discountCode: v.string(),
  kind: v.picklist(['code', 'coupon']),
  amount: v.number(),
});
export type DiscountOrderInfo = v.InferOutput<typeof DiscountOrderInfoSchema>;
