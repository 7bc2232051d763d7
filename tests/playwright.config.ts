import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { checkHealth } from '../src/domain/api/health.ts';
import { apiPath } from '../src/domain/api/operation.ts';
import { SERVER_NODE_FLAGS } from '../src/server/cli/node-flags.ts';
import { E2E_CAPTCHA } from './support/e2e-constants.ts';

import { e2eSnsSetup } from './support/e2e-sns.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const sns = e2eSnsSetup(PORT);
// The server under test writes its e-mail here; tests read the .eml files (workers inherit the variable set by the runner).
process.env.E2E_OUTBOX_DIR ??= mkdtempSync(join(tmpdir(), 'storefront-e2e-outbox-'));
// And its text messages here, one JSON file each.
process.env.E2E_SMS_OUTBOX_DIR ??= mkdtempSync(join(tmpdir(), 'storefront-e2e-sms-'));

// Debian's Chromium: browser downloads do not work on these machines. Its headless shell (package
// chromium-headless-shell) renders the same pages with about half the CPU of the full browser, which keeps the
// tests within their time-outs on two cores; the full browser is the fallback.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  // The test identity provider of social login, on the port after the server's.
  globalSetup: './support/e2e-global-setup.ts',
  fullyParallel: true,
  // The tests mostly wait on the one server (its embedded database answers one query at a time) and on the
  // pages' own timers, so a third browser keeps two cores busier.
  workers: 3,
  forbidOnly: true,
  reporter: [['list']],
  // A whole journey (register, log in, book, pay) takes twenty to thirty seconds on two cores shared by three
  // browsers and the server; a minute leaves room for a busy moment without hiding a page that hangs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The specs run in a desktop window; the phone project (390 × 844, touch, the screen most travellers book on)
  // runs only the specs under e2e/mobile/.
  projects: [
    { name: 'desktop', testIgnore: /e2e[\\/]mobile[\\/]/ },
    {
      name: 'phone',
      testMatch: /e2e[\\/]mobile[\\/].*\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    command: ['node', ...SERVER_NODE_FLAGS, 'src/server/cli/start.ts', '--no-build'].join(' '),
    cwd: new URL('..', import.meta.url).pathname,
    url: `http://localhost:${PORT}${apiPath(checkHealth)}`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      CAPTCHA_FIXED_CODE: E2E_CAPTCHA,
      // Real challenges at a twentieth of the work, so that the way past the image takes a moment, not ten seconds.
      PROOF_OF_WORK_ITERATIONS: '50',
      // The low-fare watcher checks every second, so that a test sees a fare drop reported while it waits.
      LOW_PRICE_WATCH_INTERVAL_MS: '1000',
      LOW_PRICE_RECHECK_MS: '1000',
      // The tests' API calls act as visitors of their own through this forwarding header, as behind a proxy.
      TRUST_PROXY: '127.0.0.1,::1',
      MAIL_OUTBOX_DIR: process.env.E2E_OUTBOX_DIR,
      SMS_OUTBOX_DIR: process.env.E2E_SMS_OUTBOX_DIR,
      SNS_PROVIDERS: sns.providersJson,
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: process.env.TEST_DATABASE_SCHEMA ?? 'e2e' } : {}),
    },
  },
});
