import { type SQL, sql } from 'drizzle-orm';

/**
 * A prepared statement's placeholder where Drizzle's types take a value or SQL but no placeholder, as an update's
 * values do: the same parameter, as SQL.
 */
export const placeholderSql = (name: string): SQL => sql`${sql.placeholder(name)}`;
