import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';

// drizzle-kit's module adds methods to Array.prototype and String.prototype by assignment, so they are enumerable:
// every `for…in` over an array in the same process then meets them (pdf.js refuses to parse, for one), and the
// API tests share a process between files. The methods stay, for drizzle-kit's own use, but out of `for…in`.
for (const prototype of [Array.prototype, String.prototype, Object.prototype]) {
  for (const key of Object.keys(prototype)) Object.defineProperty(prototype, key, { enumerable: false });
}

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
