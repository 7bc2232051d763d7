import { bigserial, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member } from './members.ts';

/**
 * A member's miles account as a ledger (0023): every accrual, redemption, credit back and operator adjustment is a
 * row of its own, never changed afterwards; the balance is their sum.
 */
export const milesEntry = pgTable(
  'miles_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    /** accrual, redemption, credit (an award cancelled) or adjustment (by the operator). */
    kind: text('kind').notNull(),
    /** Signed: a redemption is negative. */
    miles: integer('miles').notNull(),
    /** The order an accrual, redemption or credit belongs to. */
    orderNo: text('order_no'),
    /** Why the operator adjusted the account. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A closed account takes its miles with it.
    foreignKey({ name: 'miles_entry_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    index('miles_entry_member').on(t.memberId),
    // An order earns, spends and gets back its miles once each, however often a step is retried.
    uniqueIndex('miles_entry_order_kind').on(t.orderNo, t.kind),
  ],
);

export type MilesEntryRow = typeof milesEntry.$inferSelect;
