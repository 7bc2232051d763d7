import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { demoNetworkStep } from '../../src/server/airline/demo/seed-network.ts';
import { demoRatesStep } from '../../src/server/airline/demo/seed-rates.ts';
import { type DbHandle, openDatabase, pgliteHandle } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { fixedClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { databaseUrl, type TemplateName, type Templates, withAdmin } from './database-catalog.ts';
import { TEST_NOW } from './test-now.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Templates;
  }
}

/**
 * The templates in the order they are made, each from the one before: an empty database, the migrated one, then that with the
 * demo network and fares (generated as a first start generates them, at the tests' fixed time).
 */
const STEPS: readonly { name: TemplateName; fill: (handle: DbHandle) => Promise<void> }[] = [
  { name: 'empty', fill: async () => undefined },
  {
    name: 'migrated',
    fill: async (handle) => {
      await migrate(handle);
    },
  },
  {
    name: 'demo',
    fill: async (handle) => {
      const clock = fixedClock(TEST_NOW);
      await demoNetworkStep()(handle, clock, memoryLogger());
      await demoRatesStep()(handle, clock, memoryLogger());
    },
  },
];

/**
 * Migrates and seeds each template database once per run, so that every API test file
 * starts from a copy instead of migrating and seeding its own: PGlite data-directory
 * dumps, or template databases on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const run = `tmpl_${process.pid}_${Date.now().toString(36)}`;
    const databases = Object.fromEntries(STEPS.map(({ name }) => [name, `${run}_${name}`])) as Record<TemplateName, string>;
    let previous: string | undefined;
    for (const { name, fill } of STEPS) {
      const from = previous ? ` template "${previous}"` : '';
      await withAdmin(url, (admin) => admin.query(`create database "${databases[name]}"${from}`));
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(url, databases[name]), maxConnections: 2 });
      try {
        await fill(handle);
      } finally {
        await handle.close();
      }
      previous = databases[name];
    }
    project.provide('databaseTemplates', { kind: 'postgres', url, databases });
    return async () => {
      await withAdmin(url, async (admin) => {
        for (const { name } of STEPS) await admin.query(`drop database if exists "${databases[name]}" with (force)`);
      });
    };
  }
  const folder = await mkdtemp(join(tmpdir(), 'storefront-test-templates-'));
  const files = {} as Record<TemplateName, string>;
  // One embedded database, dumped after each step: starting PGlite is the slow part.
  const client = await PGlite.create('memory://');
  try {
    const handle = pgliteHandle(client);
    for (const { name, fill } of STEPS) {
      await fill(handle);
      files[name] = join(folder, `${name}.tar`);
      await writeFile(files[name], new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    }
  } finally {
    await client.close();
  }
  project.provide('databaseTemplates', { kind: 'pglite', files });
  return () => rm(folder, { recursive: true, force: true });
}
