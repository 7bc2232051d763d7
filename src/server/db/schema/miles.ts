import { sql } from 'drizzle-orm';
import { bigserial, check, date, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member } from './members.ts';
import { flightLeg } from './schedule.ts';

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

/**
 * The award seats an airline gives on one cabin of a flight date where it departs from the default share (0024):
 * more, fewer, or none (0 closes the cabin to awards). Flight dates without a row give the default.
 */
export const awardSpace = pgTable(
  'award_space',
  {
    legId: integer('leg_id').notNull(),
    depDate: date('dep_date').notNull(),
    cabin: smallint('cabin').notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [
    primaryKey({ name: 'award_space_pkey', columns: [t.legId, t.depDate, t.cabin] }),
    foreignKey({ name: 'award_space_leg_id_fkey', columns: [t.legId], foreignColumns: [flightLeg.id] }).onDelete('cascade'),
    check('award_space_seats_check', sql`seats >= 0`),
    check('award_space_cabin_check', sql`cabin between 0 and 3`),
  ],
);

/**
 * A one-time code sent to a member before an award order (0024): only its hash is kept. A code is good for
 * `expires_at`, takes five wrong tries before it locks, and once right lets one award order through until it is used.
 */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'verification_code_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    index('verification_code_member').on(t.memberId, t.purpose, t.id),
    check('verification_code_channel_check', sql`channel in ('sms', 'email')`),
  ],
);

export type MilesEntryRow = typeof milesEntry.$inferSelect;
export type AwardSpaceRow = typeof awardSpace.$inferSelect;
export type VerificationCodeRow = typeof verificationCode.$inferSelect;
