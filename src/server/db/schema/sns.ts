import { bigserial, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member } from './members.ts';

/** A social login that came back from its provider, waiting to be used once (0007). */
export const snsToken = pgTable(
  'sns_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    channel: text('channel').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sns_token_expires_at').on(t.expiresAt)],
);

/** A member's account with a social-login provider: one per channel, each identity bound to one member (0007). */
export const memberSns = pgTable(
  'member_sns',
  {
    memberId: integer('member_id').notNull(),
    channel: text('channel').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_sns_pkey', columns: [t.memberId, t.channel] }),
    foreignKey({ name: 'member_sns_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    uniqueIndex('member_sns_identity').on(t.channel, t.subject),
  ],
);

/** A social login a member unbound, counted against how often that may happen (0007). */
export const memberSnsUnbind = pgTable(
  'member_sns_unbind',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull(),
    channel: text('channel').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'member_sns_unbind_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    index('member_sns_unbind_member').on(t.memberId, t.at),
  ],
);

export type SnsTokenRow = typeof snsToken.$inferSelect;
export type MemberSnsRow = typeof memberSns.$inferSelect;
export type MemberSnsUnbindRow = typeof memberSnsUnbind.$inferSelect;
