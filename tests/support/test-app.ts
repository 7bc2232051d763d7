import { createApi } from '../../src/server/api.ts';
import type { OnTicketed } from '../../src/server/booking/ticketing.ts';
import type { ProofOfWorkSettings } from '../../src/server/captcha/proof-of-work.ts';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { createSandboxProvider, type SandboxOptions } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { type Clock, fixedClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets, type Secrets } from '../../src/server/platform/secrets.ts';
import type { ServiceDeps } from '../../src/server/services.ts';
import { apiClient } from './api.ts';
import { TEST_CAPTCHA_CODE } from './joining.ts';
import { memoryMailer } from './memory-mailer.ts';
import { memorySms } from './memory-sms.ts';
import { freshDatabase } from './test-databases.ts';
import { TEST_NOW } from './test-now.ts';

export { demoDatabase, freshDatabase } from './test-databases.ts';
export { TEST_NOW } from './test-now.ts';

/** Challenges of a few guesses of one iteration each: the tests check the barrier, not the machine's speed. */
export const LIGHT_PROOF_OF_WORK: ProofOfWorkSettings = { standard: { iterations: 1, maxGuesses: 16 }, hard: { iterations: 1, maxGuesses: 64 } };

export async function testApp(
  options: {
    clock?: Clock;
    captchaCodes?: () => string;
    proofOfWork?: ProofOfWorkSettings;
    pause?: ServiceDeps['pause'];
    sns?: ServiceDeps['sns'];
    publicOrigin?: string;
    db?: DbHandle;
    onTicketed?: OnTicketed;
    sandbox?: Omit<SandboxOptions, 'clock' | 'db'>;
    /** The server's keys; random ones unless a test loads them from its database. */
    secrets?: Secrets;
  } = {},
) {
  const db = options.db ?? (await freshDatabase());
  const logger = memoryLogger();
  const mailer = memoryMailer();
  const sms = memorySms();
  const clock = options.clock ?? fixedClock(TEST_NOW);
  const payments = createSandboxProvider({ clock, db, ...options.sandbox });
  const { app, services, jobs, ready } = createApi({
    db,
    clock,
    logger,
    secrets: options.secrets ?? randomSecrets(),
    // A known code, so that tests can pass the captcha that registration and other protected calls take.
    captchaCodes: options.captchaCodes ?? (() => TEST_CAPTCHA_CODE),
    proofOfWork: options.proofOfWork ?? LIGHT_PROOF_OF_WORK,
    pause: options.pause,
    mailer,
    sms,
    sns: options.sns,
    publicOrigin: options.publicOrigin ?? 'https://shop.example',
    payments,
    onTicketed: options.onTicketed,
  });
  await ready;
  return {
    app,
    /** The services behind the app, for what staff do outside the API (reviewing registrations). */
    services,
    /** The order jobs a server runs on its timer. */
    jobs,
    db,
    logger,
    /** Every e-mail the app sent, in order. */
    mailer,
    /** Every text message the app sent, in order. */
    sms,
    payments,
    request: (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init),
    /** The typed client of the declared operations, against this app. */
    api: apiClient(async (path, init) => app.request(`http://localhost${path}`, init)),
    close: async () => {
      await payments.idle();
      await db.close();
    },
  };
}
