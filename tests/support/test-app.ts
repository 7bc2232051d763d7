import { openDatabase, type DbHandle } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createApp, type AppDeps } from '../../src/server/http/app.ts';
import { fixedClock, type Clock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import { memoryMailer } from './memory-mailer.ts';
import { createSandboxProvider, type SandboxOptions } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import type { OnTicketed } from '../../src/server/booking/ticketing.ts';

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
    sns?: AppDeps['sns'];
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
  const app = createApp({
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
  await app.ready;
  return {
    app,
    db,
    logger,
    /** Every e-mail the app sent, in order. */
    mailer,
    payments,
    request: (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init),
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
