import type { Migration } from '../migrations.ts';

/** Solved proof-of-work challenges are remembered until they expire, so that each opens one protected call only. */
export const migration: Migration = {
  id: '0017_spent_proof_of_work',
  sql: `
      create table spent_proof_of_work (
        signature text primary key,
        expires_at timestamptz not null
      );
      create index spent_proof_of_work_expires_at on spent_proof_of_work (expires_at);
    `,
};
