import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/** A member account (0006; its profile and e-mail check from 0008). */
export const member = pgTable(
  'member',
  {
    id: serial('id').primaryKey(),
    memberNo: text('member_no').notNull().unique('member_member_no_key'),
    givenName: text('given_name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    tier: text('tier').notNull().default('standard'),
    birthday: date('birthday'),
    gender: text('gender'),
    nationality: text('nationality'),
    ffpEnrolledAt: timestamp('ffp_enrolled_at', { withTimezone: true }),
    /** The address the registration was sent from, for the welcome coupon's per-address limit (0017). */
    registeredFrom: text('registered_from'),
  },
  // One account per address, whatever its case.
  (t) => [uniqueIndex('member_email').on(sql`lower(email)`), uniqueIndex('member_phone').on(t.areaCode, t.phone)],
);

/** A member's membership cards, numbered from 0 per member (0006). */
export const memberCard = pgTable(
  'member_card',
  {
    memberId: integer('member_id').notNull(),
    idx: integer('idx').notNull(),
    cardNo: text('card_no').notNull(),
    holderName: text('holder_name').notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'member_card_pkey', columns: [t.memberId, t.idx] }),
    foreignKey({ name: 'member_card_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
  ],
);

/** A logged-in browser, known by the hash of its cookie (0006). */
export const memberSession = pgTable(
  'member_session',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'member_session_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    index('member_session_member').on(t.memberId),
  ],
);

/** A failed login, counted per account and per address (0006). */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failure_account').on(t.account, t.at), index('login_failure_address').on(t.address, t.at)],
);

/** A link sent by e-mail (address check, password reset), known by the hash of its token (0008). */
export const memberToken = pgTable(
  'member_token',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'member_token_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    index('member_token_member').on(t.memberId, t.purpose),
  ],
);

/** An identity document a member keeps on the account (0008). */
export const memberCertificate = pgTable(
  'member_certificate',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    type: text('type').notNull(),
    number: text('number').notNull(),
    issuer: text('issuer').notNull(),
    expiry: date('expiry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'member_certificate_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    unique('member_certificate_member_id_type_number_key').on(t.memberId, t.type, t.number),
  ],
);

/** A rate-limited request (member checks, resets, e-mails), counted per kind and key (0008). */
export const requestAttempt = pgTable(
  'request_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_attempt_key').on(t.kind, t.key, t.at)],
);

/** A one-time key that carries a login to another browser, known by its hash (0010). */
export const exchangeKey = pgTable(
  'exchange_key',
  {
    keyHash: text('key_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'exchange_key_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    index('exchange_key_expires_at').on(t.expiresAt),
  ],
);

/**
 * A registration waiting for the link e-mailed to its address, known by the hash of the link's token (0017). The
 * account is made only when the link is opened, so an address nobody confirmed holds no e-mail or phone.
 */
export const pendingRegistration = pgTable(
  'pending_registration',
  {
    tokenHash: text('token_hash').primaryKey(),
    givenName: text('given_name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_registration_expires_at').on(t.expiresAt)],
);

/**
 * A person who had the welcome coupon, known by hashes of the normalised e-mail and phone (0017). It outlives the
 * account, so that neither an address nor a phone earns a second one on a new account.
 */
export const welcomeGrant = pgTable('welcome_grant', {
  emailKey: text('email_key').notNull().unique('welcome_grant_email_key_key'),
  phoneKey: text('phone_key').notNull().unique('welcome_grant_phone_key_key'),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
});

export type MemberRow = typeof member.$inferSelect;
export type MemberCardRow = typeof memberCard.$inferSelect;
export type MemberSessionRow = typeof memberSession.$inferSelect;
export type LoginFailureRow = typeof loginFailure.$inferSelect;
export type MemberTokenRow = typeof memberToken.$inferSelect;
export type MemberCertificateRow = typeof memberCertificate.$inferSelect;
export type RequestAttemptRow = typeof requestAttempt.$inferSelect;
export type ExchangeKeyRow = typeof exchangeKey.$inferSelect;
export type PendingRegistrationRow = typeof pendingRegistration.$inferSelect;
export type WelcomeGrantRow = typeof welcomeGrant.$inferSelect;
