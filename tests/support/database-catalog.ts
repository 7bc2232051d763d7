import pg from 'pg';

/** The template databases API tests copy: empty, migrated only, or migrated with the demo network and fares. */
export type TemplateName = 'empty' | 'migrated' | 'demo';

/** Where the templates of this run are: dump files of PGlite, or databases on the server. */
export type Templates = { kind: 'pglite'; files: Record<TemplateName, string> } | { kind: 'postgres'; url: string; databases: Record<TemplateName, string> };

/** The server's URL with another database in it. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs `task` on a connection to the database the URL names, for creating and dropping others. */
export async function withAdmin<T>(url: string, task: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await task(admin);
  } finally {
    await admin.end();
  }
}
