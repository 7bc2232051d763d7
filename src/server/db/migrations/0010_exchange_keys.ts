import type { Migration } from '../migrations.ts';

/** One-time login keys. */
export const migration: Migration = {
  id: '0010_exchange_keys',
  sql: `
      create table exchange_key (
        key_hash text primary key,
        member_id integer not null references member (id) on delete cascade,
        expires_at timestamptz not null
      );
      create index exchange_key_expires_at on exchange_key (expires_at);
    `,
};
