import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/server/db/connect.ts';
import { databaseUrl, type TemplateName, withAdmin } from './database-catalog.ts';

// Read once per worker: the dumps do not change during a run.
const dumps = new Map<TemplateName, Promise<Blob>>();

async function copyOf(name: TemplateName): Promise<DbHandle> {
  const templates = inject('databaseTemplates');
  if (templates.kind === 'pglite') {
    let dump = dumps.get(name);
    if (!dump) {
      dump = readFile(templates.files[name]).then((bytes) => new Blob([new Uint8Array(bytes)]));
      dumps.set(name, dump);
    }
    return openDatabase({ kind: 'pglite', dataDir: 'memory://', loadDataDir: await dump });
  }
  const database = `t_${crypto.randomUUID().replaceAll('-', '')}`;
  await withAdmin(templates.url, (admin) => admin.query(`create database "${database}" template "${templates.databases[name]}"`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(templates.url, database), maxConnections: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(templates.url, (admin) => admin.query(`drop database if exists "${database}" with (force)`));
    },
  };
}

/** A database without tables, faster to start than a new one (which runs initdb). */
export function emptyDatabase(): Promise<DbHandle> {
  return copyOf('empty');
}

/** A fresh database for one test, migrated and empty: a copy of this run's template. */
export function freshDatabase(): Promise<DbHandle> {
  return copyOf('migrated');
}

/** A fresh database for one test holding the demo network and fares generated at TEST_NOW. */
export function demoDatabase(): Promise<DbHandle> {
  return copyOf('demo');
}
