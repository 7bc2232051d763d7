import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, date, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A traveller's registration for a special ticket type (spec 1, 3; 0027): who they are, the e-mail they confirm, and
 * the airline's decision. The auth code is the public handle of the confirmation page; the e-mail token is kept as a
 * hash only.
 */
export const specialPassenger = pgTable(
  'special_passenger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    authCode: text('auth_code').notNull().unique('special_passenger_auth_code_key'),
    ticketType: text('ticket_type').notNull(),
    surname: text('surname').notNull(),
    givenName: text('given_name').notNull(),
    birthday: date('birthday').notNull(),
    nationality: text('nationality').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    email: text('email').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    site: text('site').notNull(),
    lang: text('lang').notNull(),
    status: text('status').notNull(),
    emailTokenHash: text('email_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewer: text('reviewer'),
    validUntil: date('valid_until'),
    refusalReason: text('refusal_reason'),
    outcomeMailedAt: timestamp('outcome_mailed_at', { withTimezone: true }),
  },
  (t) => [
    check('special_passenger_status_check', sql`status in ('unconfirmed', 'pending', 'approved', 'refused')`),
    index('special_passenger_document').on(t.documentNumber),
    index('special_passenger_status').on(t.status, t.id),
  ],
);

/** A proof file of a registration (0027): kept in the database, never in the web root, read only by a reviewer. */
export const specialPassengerFile = pgTable(
  'special_passenger_file',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationId: bigint('registration_id', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    foreignKey({ name: 'special_passenger_file_registration_id_fkey', columns: [t.registrationId], foreignColumns: [specialPassenger.id] }).onDelete('cascade'),
    index('special_passenger_file_registration').on(t.registrationId),
  ],
);

export type SpecialPassengerRow = typeof specialPassenger.$inferSelect;

/** A member of the airline's staff who reviews registrations (0027): a name and an argon2 hash of the password. */
export const staffAccount = pgTable('staff_account', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull().unique('staff_account_username_key'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A signed-in staff session (0027): only the hash of its cookie's token is kept. */
export const staffSession = pgTable(
  'staff_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [foreignKey({ name: 'staff_session_staff_id_fkey', columns: [t.staffId], foreignColumns: [staffAccount.id] }).onDelete('cascade')],
);
