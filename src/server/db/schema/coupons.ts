import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member } from './members.ts';
import { bookingOrder } from './orders.ts';

/** A promotion code anyone may type, a percentage or an amount off per currency, with an optional limit of uses (0013). */
export const promotionCode = pgTable(
  'promotion_code',
  {
    code: text('code').primaryKey(),
    label: text('label').notNull(),
    demo: boolean('demo').notNull().default(false),
    percent: integer('percent'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    sites: text('sites').array().notNull().default(sql`'{}'`),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  () => [
    check('promotion_code_code_check', sql`code ~ '^[A-Z0-9]{3,20}$'`),
    check('promotion_code_percent_check', sql`percent between 1 and 100`),
    check('promotion_code_check', sql`valid_to > valid_from`),
    check('promotion_code_usage_limit_check', sql`usage_limit > 0`),
    check('promotion_code_used_count_check', sql`used_count >= 0`),
    check('promotion_code_check1', sql`usage_limit is null or used_count <= usage_limit`),
  ],
);

/** A promotion code's terms in one currency: the least spend, and the amount off or the cap of its percentage (0013). */
export const promotionCodeTerms = pgTable(
  'promotion_code_terms',
  {
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    minSpend: bigint('min_spend', { mode: 'number' }).notNull().default(0),
    amountOff: bigint('amount_off', { mode: 'number' }),
    cap: bigint('cap', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ name: 'promotion_code_terms_pkey', columns: [t.code, t.currency] }),
    foreignKey({ name: 'promotion_code_terms_code_fkey', columns: [t.code], foreignColumns: [promotionCode.code] }).onDelete('cascade'),
    check('promotion_code_terms_min_spend_check', sql`min_spend >= 0`),
    check('promotion_code_terms_amount_off_check', sql`amount_off > 0`),
    check('promotion_code_terms_cap_check', sql`cap > 0`),
  ],
);

/** A coupon of one member (or, with a code and no member yet, one waiting to be bound), used by one order at most (0013). */
export const memberCoupon = pgTable(
  'member_coupon',
  {
    id: text('id').primaryKey(),
    code: text('code').unique('member_coupon_code_key'),
    memberId: integer('member_id'),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minSpend: bigint('min_spend', { mode: 'number' }).notNull().default(0),
    sites: text('sites').array().notNull().default(sql`'{}'`),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    demo: boolean('demo').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    orderId: bigint('order_id', { mode: 'number' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'member_coupon_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    foreignKey({ name: 'member_coupon_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('set null'),
    check('member_coupon_code_check', sql`code ~ '^[A-Z0-9]{3,20}$'`),
    check('member_coupon_kind_check', sql`kind in ('welcome', 'voucher', 'goodwill')`),
    check('member_coupon_amount_check', sql`amount > 0`),
    check('member_coupon_min_spend_check', sql`min_spend >= 0`),
    check('member_coupon_check', sql`valid_to > valid_from`),
    index('member_coupon_member').on(t.memberId, t.validTo),
    // A member gets one welcome coupon, however often the welcome is tried.
    uniqueIndex('member_coupon_one_welcome').on(t.memberId).where(sql`kind = 'welcome'`),
    index('member_coupon_order').on(t.orderId).where(sql`order_id is not null`),
  ],
);

/** The discount an order took, by promotion code or member coupon; released when the order does not go through (0013). */
export const orderDiscount = pgTable(
  'order_discount',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    discountCode: text('discount_code').notNull(),
    couponId: text('coupon_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    counted: boolean('counted').notNull().default(false),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'order_discount_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('cascade'),
    foreignKey({ name: 'order_discount_coupon_id_fkey', columns: [t.couponId], foreignColumns: [memberCoupon.id] }).onDelete('set null'),
    check('order_discount_kind_check', sql`kind in ('code', 'coupon')`),
    check('order_discount_amount_check', sql`amount > 0`),
    index('order_discount_code').on(t.discountCode),
  ],
);

export type PromotionCodeRow = typeof promotionCode.$inferSelect;
export type PromotionCodeTermsRow = typeof promotionCodeTerms.$inferSelect;
export type MemberCouponRow = typeof memberCoupon.$inferSelect;
export type OrderDiscountRow = typeof orderDiscount.$inferSelect;
