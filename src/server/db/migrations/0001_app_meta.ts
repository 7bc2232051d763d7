import type { Migration } from '../migrations.ts';

/** The app's own facts: app_meta. */
export const migration: Migration = {
  id: '0001_app_meta',
  sql: `
      create table app_meta (
        key text primary key,
        value jsonb not null,
        updated_at timestamptz not null default now()
      );
    `,
};
