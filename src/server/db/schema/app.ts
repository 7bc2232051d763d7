import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, such as when its demo data was loaded and the keys it made on first use (0001). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The migrations applied so far. `migrate()` creates it before the first migration runs (a migration cannot
 * record itself in a table it has not made yet); it is declared here so that the schema covers every table.
 */
export const schemaMigrations = pgTable('schema_migrations', {
  id: text('id').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AppMetaRow = typeof appMeta.$inferSelect;
export type SchemaMigrationRow = typeof schemaMigrations.$inferSelect;
