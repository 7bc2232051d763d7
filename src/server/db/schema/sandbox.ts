import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentRequest } from '../../payment/provider.ts';

/**
 * The sandbox card provider's own record of a payment (0015), as a real provider keeps
 * its own: what it was asked to take, how far it got, the signed notification of
 * how it ended, and whether our endpoint has acknowledged it. Of a card, only its
 * last four digits and brand.
 */
export const sandboxPayment = pgTable(
  'sandbox_payment',
  {
    ref: text('ref').primaryKey(),
    request: jsonb('request').$type<PaymentRequest>().notNull(),
    state: text('state').$type<'open' | 'challenge' | 'done' | 'refunded'>().notNull(),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    outcomeBody: text('outcome_body'),
    outcomeSignature: text('outcome_signature'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_payment_undelivered').on(t.ref).where(sql`outcome_body is not null and delivered_at is null`)],
);

export type SandboxPaymentRow = typeof sandboxPayment.$inferSelect;
