import { sql } from 'drizzle-orm';
import { bigserial, check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Certificate } from '../../../domain/saved-data/more-certificates.ts';
import { member } from './members.ts';

/** A passenger a member keeps for later bookings, known outside by its public id (0011); residence and further certificates (0020). */
export const savedPassenger = pgTable(
  'saved_passenger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique('saved_passenger_public_id_key'),
    memberId: integer('member_id').notNull(),
    surname: text('surname').notNull(),
    givenName: text('given_name').notNull(),
    middleName: text('middle_name'),
    sex: text('sex').notNull(),
    nationality: text('nationality').notNull(),
    birthday: date('birthday').notNull(),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    documentIssuer: text('document_issuer'),
    documentExpiry: date('document_expiry'),
    ffpAirline: text('ffp_airline'),
    ffpNumber: text('ffp_number'),
    /**
     * The certificates beside the first document (0020). Kept in the row, not a table of their own: they are only
     * ever read and written with their passenger, as a whole, so the row's member check guards them and deleting the
     * row erases them.
     */
    moreCertificates: jsonb('more_certificates').$type<Certificate[]>().notNull().default([]),
    residenceAddress: text('residence_address'),
    residenceCity: text('residence_city'),
    residenceZip: text('residence_zip'),
    residenceCountry: text('residence_country'),
    residenceState: text('residence_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'saved_passenger_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    check('saved_passenger_sex_check', sql`sex in ('0', '1')`),
    index('saved_passenger_member').on(t.memberId, t.id),
  ],
);

/** A contact a member keeps for later bookings, known outside by its public id (0011). */
export const savedContact = pgTable(
  'saved_contact',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique('saved_contact_public_id_key'),
    memberId: integer('member_id').notNull(),
    contactName: text('contact_name').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'saved_contact_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    index('saved_contact_member').on(t.memberId, t.id),
  ],
);

export type SavedPassengerRow = typeof savedPassenger.$inferSelect;
export type SavedContactRow = typeof savedContact.$inferSelect;
