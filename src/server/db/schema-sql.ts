import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';

/**
 * The SQL of a change of the declared schema, as drizzle-kit writes it: from `before` to `after`, each the exports
 * of a schema module (its tables and sequences); `before` empty gives the SQL that builds the whole schema.
 * A tool of development and tests only: drizzle-kit is a dev dependency, and the app never imports this.
 */
export async function schemaChangeSql(before: Record<string, unknown>, after: Record<string, unknown>): Promise<string[]> {
  const from = generateDrizzleJson(before);
  const statements = await generateMigration(from, generateDrizzleJson(after, from.id));
  // drizzle-kit names the schema in some statements; migrations run in the schema of the connection's search path.
  return statements.map((statement) => statement.replaceAll('"public".', ''));
}
