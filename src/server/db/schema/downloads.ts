import { bigint, bigserial, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookingOrder } from './orders.ts';

/**
 * A six-digit code texted to an order's contact phone so that a guest may download its documents (spec 7 sendPreVcode
 * and verifyPreVcode, 0026). Only a keyed hash of the code is kept; the newest code of an order is the one that counts.
 */
export const downloadCode = pgTable(
  'download_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'download_code_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('cascade'),
    index('download_code_order').on(t.orderId, t.id),
  ],
);

export type DownloadCodeRow = typeof downloadCode.$inferSelect;
