import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { member } from './members.ts';

/**
 * A company's business-travel sales account (spec 1 and 7, bizPax; 0028): its code, the e-mail address the airline
 * has on record for its travel desk, the negotiated share off fares, and what its invoices are made out to.
 */
export const businessAccount = pgTable(
  'business_account',
  {
    id: serial('id').primaryKey(),
    companyCode: text('company_code').notNull().unique('business_account_company_code_key'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    invoiceTitle: text('invoice_title').notNull(),
    taxId: text('tax_id').notNull(),
    invoiceAddress: text('invoice_address').notNull(),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  () => [check('business_account_discount_check', sql`discount_percent between 1 and 50`)],
);

/** A member verified as travelling for a company (0028): one company per member. */
export const businessMember = pgTable(
  'business_member',
  {
    memberId: integer('member_id').primaryKey(),
    accountId: integer('account_id').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'business_member_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    foreignKey({ name: 'business_member_account_id_fkey', columns: [t.accountId], foreignColumns: [businessAccount.id] }).onDelete('cascade'),
  ],
);

/** A code mailed to a company's travel desk so that a member may join its account (0028); only a keyed hash is kept. */
export const businessCode = pgTable(
  'business_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    memberId: integer('member_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
  },
  (t) => [
    foreignKey({ name: 'business_code_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('cascade'),
    foreignKey({ name: 'business_code_account_id_fkey', columns: [t.accountId], foreignColumns: [businessAccount.id] }).onDelete('cascade'),
    index('business_code_member').on(t.memberId, t.accountId, t.id),
  ],
);

export type BusinessAccountRow = typeof businessAccount.$inferSelect;
