import { sql } from 'drizzle-orm';
import { bigserial, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { member } from './members.ts';

/**
 * An address's subscription on one site as it stands (0019): its topics, when it was confirmed and when withdrawn.
 * Its number is what unsubscribe links sign; the history of how it came to stand so is in consent_record.
 */
export const subscriber = pgTable(
  'subscriber',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, so that one address is one subscriber whatever its case. */
    email: text('email').notNull(),
    site: text('site').notNull(),
    lang: text('lang').notNull(),
    topics: text('topics').array().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('subscriber_email_site').on(t.email, t.site), index('subscriber_site').on(t.site)],
);

/**
 * The consent audit trail (0019), append-only: each request, confirmation and withdrawal of a subscription and each
 * tick of a consent checkbox, with the exact sentence shown and how it was confirmed. Rows are never changed or
 * deleted; a withdrawal is a row of its own.
 */
export const consentRecord = pgTable(
  'consent_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `requested`, `confirmed`, `withdrawn` or `checkbox`. */
    event: text('event').notNull(),
    email: text('email'),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    site: text('site'),
    lang: text('lang').notNull(),
    /** The message key and a hash of its words in the language: which version of the text was shown. */
    textVersion: text('text_version'),
    /** The words themselves, as shown. */
    consentText: text('consent_text'),
    /** Where it happened: `page`, `booking`, `registration`, `login`, `mail` or `marketing`. */
    source: text('source').notNull(),
    /** How it was confirmed: `emailLink`, `unsubscribeLink`, `oneClick`, `member` or `checkbox`; none for a request. */
    method: text('method'),
    /** A checkbox's operation and description (spec 7, checkboxLog). */
    operation: text('operation'),
    description: text('description'),
    memberId: integer('member_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The trail outlives an account: a closed account leaves its consents, without the link to it.
    foreignKey({ name: 'consent_record_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('set null'),
    index('consent_record_email').on(t.email),
  ],
);

/**
 * A subscription waiting for its confirmation link, known by the hash of the link's token (0019): what was asked
 * and what was shown, so that the confirmation records the same.
 */
export const pendingSubscription = pgTable(
  'pending_subscription',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    site: text('site').notNull(),
    lang: text('lang').notNull(),
    topics: text('topics').array().notNull(),
    textVersion: text('text_version').notNull(),
    consentText: text('consent_text').notNull(),
    memberId: integer('member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_subscription_expires_at').on(t.expiresAt)],
);

export type SubscriberRow = typeof subscriber.$inferSelect;
export type ConsentRecordRow = typeof consentRecord.$inferSelect;
