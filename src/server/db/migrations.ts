import { FOUNDATION_AND_MEMBER_MIGRATIONS } from './migrations/foundation-and-members.ts';
import { ORDER_MIGRATIONS } from './migrations/orders.ts';

/**
 * The one ordered list of migrations, for PGlite and PostgreSQL alike, kept in
 * `migrations/` in two runs of ids; a new one goes at the end of `orders.ts`. A
 * migration is never edited once it has landed: add a new one.
 */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [...FOUNDATION_AND_MEMBER_MIGRATIONS, ...ORDER_MIGRATIONS];
