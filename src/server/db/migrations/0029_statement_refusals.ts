import type { Migration } from '../migrations.ts';

/**
 * refuse(reason): fails the statement that calls it, with the reason as its message (see db/refusals.ts), so that a
 * statement can carry its own last check and fail whole rather than answer rows for the server to check afterwards.
 * Volatile, as a function is unless declared otherwise, so that it is never folded into a plan as a constant: it
 * runs only where the statement reaches it.
 */
export const migration: Migration = {
  id: '0029_statement_refusals',
  sql: `
      CREATE FUNCTION "refuse"(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION USING ERRCODE = 'SF001', MESSAGE = reason;
      END
      $$;
  `,
};
