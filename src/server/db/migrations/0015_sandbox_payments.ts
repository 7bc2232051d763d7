import type { Migration } from '../migrations.ts';

/** The sandbox card provider keeps its payments in the database, so that a crash loses none and unsent notifications go out after a restart. */
export const migration: Migration = {
  id: '0015_sandbox_payments',
  sql: `
      create table sandbox_payment (
        ref text primary key,
        request jsonb not null,
        state text not null,
        card_last4 text,
        card_brand text,
        outcome_body text,
        outcome_signature text,
        delivered_at timestamptz,
        created_at timestamptz not null
      );
      create index sandbox_payment_undelivered on sandbox_payment (ref) where outcome_body is not null and delivered_at is null;
    `,
};
