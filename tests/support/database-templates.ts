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

/** What each template holds on top of the migrations. */
const FILLS: Record<TemplateName, (handle: DbHandle) => Promise<void>> = {
  migrated: async () => undefined,
  demo: async (handle) => {
    const clock = fixedClock(TEST_NOW);
    await demoNetworkStep()(handle, clock, memoryLogger());
    await demoRatesStep()(handle, clock, memoryLogger());
  },
};
const NAMES = Object.keys(FILLS) as TemplateName[];

async function fill(handle: DbHandle, name: TemplateName): Promise<void> {
  await migrate(handle);
  await FILLS[name](handle);
}

/**
 * Migrates and seeds each template database once per run, so that every API test file
 * starts from a copy instead of migrating and seeding its own: PGlite data-directory
 * dumps, or template databases on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const run = `tmpl_${process.pid}_${Date.now().toString(36)}`;
    const databases = Object.fromEntries(NAMES.map((name) => [name, `${run}_${name}`])) as Record<TemplateName, string>;
    for (const name of NAMES) {
      await withAdmin(url, (admin) => admin.query(`create database "${databases[name]}"`));
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(url, databases[name]), maxConnections: 2 });
      try {
        await fill(handle, name);
      } finally {
        await handle.close();
      }
    }
    project.provide('databaseTemplates', { kind: 'postgres', url, databases });
    return async () => {
      await withAdmin(url, async (admin) => {
        for (const name of NAMES) await admin.query(`drop database if exists "${databases[name]}" with (force)`);
      });
    };
  }
  const folder = await mkdtemp(join(tmpdir(), 'storefront-test-templates-'));
  const files = {} as Record<TemplateName, string>;
  for (const name of NAMES) {
    const client = await PGlite.create('memory://');
    try {
      await fill(pgliteHandle(client), name);
      files[name] = join(folder, `${name}.tar`);
      await writeFile(files[name], new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  project.provide('databaseTemplates', { kind: 'pglite', files });
  return () => rm(folder, { recursive: true, force: true });
}
