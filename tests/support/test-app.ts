import { createApi } from '../../src/server/api.ts';
import type { OnTicketed } from '../../src/server/booking/ticketing.ts';
import { type DbHandle, openDatabase } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createSandboxProvider, type SandboxOptions } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { type Clock, fixedClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import type { ServiceDeps } from '../../src/server/services.ts';
import { apiClient } from './api.ts';
import { memoryMailer } from './memory-mailer.ts';

/** The fixed time of API tests. */
export const TEST_NOW = '2026-11-21T08:00:00.000Z';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a schema of its own on that server.
 */
export async function freshDatabase(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = url
    ? await openDatabase({ kind: 'postgres', url, schema: `t_${crypto.randomUUID().replaceAll('-', '')}`, maxConnections: 4 })
    : await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrate(handle);
  return handle;
}

export async function testApp(
  options: {
    clock?: Clock;
    captchaCodes?: () => string;
    sns?: ServiceDeps['sns'];
    publicOrigin?: string;
    db?: DbHandle;
    onTicketed?: OnTicketed;
    sandbox?: Omit<SandboxOptions, 'clock'>;
  } = {},
) {
  const db = options.db ?? (await freshDatabase());
  const logger = memoryLogger();
  const mailer = memoryMailer();
  const clock = options.clock ?? fixedClock(TEST_NOW);
  const payments = createSandboxProvider({ clock, ...options.sandbox });
  const { app, jobs, ready } = createApi({
    db,
    clock,
    logger,
    secrets: randomSecrets(),
    captchaCodes: options.captchaCodes,
    mailer,
    sns: options.sns,
    publicOrigin: options.publicOrigin ?? 'https://shop.example',
    payments,
    onTicketed: options.onTicketed,
  });
  await ready;
  return {
    app,
    /** The order jobs a server runs on its timer. */
    jobs,
    db,
    logger,
    /** Every e-mail the app sent, in order. */
    mailer,
    payments,
    request: (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init),
    /** The typed client of the declared operations, against this app. */
    api: apiClient(async (path, init) => app.request(`http://localhost${path}`, init)),
    close: async () => {
      await payments.idle();
      if (db.kind === 'postgres') {
        const [{ schema } = { schema: '' }] = await db.query<{ schema: string }>('select current_schema() as schema');
        if (schema.startsWith('t_')) await db.exec(`drop schema "${schema}" cascade`);
      }
      await db.close();
    },
  };
}
