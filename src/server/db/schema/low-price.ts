import { bigserial, boolean, foreignKey, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member } from './members.ts';

/**
 * A low-fare alert (0021): the route, dates, cabin and passengers it watches, what it tells of, whose it is, and
 * the lowest fare the watcher last saw. A guest's alert runs once its confirmation link is opened.
 */
export const lowPriceAlert = pgTable(
  'low_price_alert',
  {
    id: serial('id').primaryKey(),
    /** FR and 18 characters (spec 5). */
    orderNo: text('order_no').notNull(),
    site: text('site').notNull(),
    lang: text('lang').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    memberId: integer('member_id'),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    tripType: smallint('trip_type').notNull(),
    departFrom: text('depart_from').notNull(),
    departTo: text('depart_to').notNull(),
    returnDate: text('return_date'),
    stayDays: smallint('stay_days'),
    cabin: smallint('cabin').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    infants: smallint('infants').notNull(),
    nonstopOnly: boolean('nonstop_only').notNull(),
    /** In the currency's minor units; null: any drop. */
    targetAmount: integer('target_amount'),
    currency: text('currency').notNull(),
    keepWatching: boolean('keep_watching').notNull(),
    /** 0 running, 1 cancelled, 2 done, 3 outdated (spec 4). */
    status: smallint('status').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastAmount: integer('last_amount'),
    lastDate: text('last_date'),
    lastReturnDate: text('last_return_date'),
    /** The lowest fare last e-mailed, so that only a further drop is news. */
    notifiedAmount: integer('notified_amount'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('low_price_alert_order_no').on(t.orderNo),
    uniqueIndex('low_price_alert_confirm_token').on(t.confirmTokenHash),
    // A closed account takes its alerts with it.
    foreignKey({ name: 'low_price_alert_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    index('low_price_alert_member').on(t.memberId),
    // The watcher walks the running alerts route by route (0022), so each route-day it prices serves every alert on it at once.
    index('low_price_alert_watch').on(t.status, t.origin, t.destination, t.id),
  ],
);

/**
 * Each e-mail the watcher decided to send (0021): written with the price it tells of before it is sent, and marked
 * sent after, so that a retry or a second server never sends the same news twice.
 */
export const lowPriceNotice = pgTable(
  'low_price_notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: integer('alert_id').notNull(),
    amount: integer('amount').notNull(),
    previousAmount: integer('previous_amount'),
    currency: text('currency').notNull(),
    departDate: text('depart_date').notNull(),
    returnDate: text('return_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'low_price_notice_alert_id_fkey', columns: [t.alertId], foreignColumns: [lowPriceAlert.id] }).onDelete('cascade'),
    uniqueIndex('low_price_notice_news').on(t.alertId, t.amount, t.departDate),
    index('low_price_notice_unsent').on(t.sentAt),
  ],
);

export type LowPriceAlertRow = typeof lowPriceAlert.$inferSelect;
