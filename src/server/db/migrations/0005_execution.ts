import type { Migration } from '../migrations.ts';

/** Booking sessions (executions). */
export const migration: Migration = {
  id: '0005_execution',
  sql: `
      create table execution (
        id text primary key,
        site text not null,
        lang text not null,
        args jsonb not null,
        created_at timestamptz not null,
        expires_at timestamptz not null
      );
      create index execution_expires_at on execution (expires_at);
    `,
};
