/**
 * Prints the SQL of the changes made to the declared schema (`schema.ts` and `schema/`) since a commit (HEAD
 * unless named: `npm run db:migration-sql -- <commit>`), as the start of the next migration. Since the drift test
 * holds the migrations and the schema of every commit equal, this is what the database needs.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as current from './schema.ts';
import { schemaChangeSql } from './schema-sql.ts';

const SCHEMA_FILES = ['src/server/db/schema.ts', 'src/server/db/schema'];

const commit = process.argv[2] ?? 'HEAD';
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const copy = await mkdtemp(join(tmpdir(), 'storefront-schema-'));
try {
  const files = execFileSync('git', ['ls-tree', '-r', '--name-only', commit, '--', ...SCHEMA_FILES], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    await mkdir(dirname(join(copy, file)), { recursive: true });
    await writeFile(join(copy, file), execFileSync('git', ['show', `${commit}:${file}`], { cwd: root }));
  }
  // The schema modules import only drizzle-orm and each other; the copy finds drizzle-orm through this link.
  await symlink(resolve(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const before: Record<string, unknown> = files.length > 0 ? await import(join(copy, SCHEMA_FILES[0])) : {};
  const statements = await schemaChangeSql(before, current);
  console.log(statements.length > 0 ? statements.join('\n') : `-- The schema has not changed since ${commit}.`);
} finally {
  await rm(copy, { recursive: true, force: true });
}
