import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A booking session: the sealed search a traveller shops in, until it expires (0005). */
export const execution = pgTable(
  'execution',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    lang: text('lang').notNull(),
    args: jsonb('args').notNull(),
    /** The business-travel account whose negotiated fares the session is priced on, and its share off fares then (0028). */
    businessAccountId: integer('business_account_id'),
    businessPercent: integer('business_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('execution_expires_at').on(t.expiresAt)],
);

export type ExecutionRow = typeof execution.$inferSelect;
