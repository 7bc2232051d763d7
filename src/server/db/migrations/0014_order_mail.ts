import type { Migration } from '../migrations.ts';

/** Order mail: the confirmation e-mail's state, and codes to look up orders by e-mail. */
export const migration: Migration = {
  id: '0014_order_mail',
  sql: `
      create table order_mail (
        order_id bigint primary key references booking_order (id) on delete cascade,
        claimed_at timestamptz,
        sent_at timestamptz,
        tries integer not null default 0
      );
      create index order_mail_unsent on order_mail (order_id) where sent_at is null;
      create table order_email_code (
        email_hash text primary key,
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null
      );
      create index order_email_code_expires_at on order_email_code (expires_at);
    `,
};
