import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * Social login as a newcomer finds it: the demo data on and no SNS_PROVIDERS, so that the storefront's own demo
 * identity provider stands in for every channel. The main suite names a test provider instead, so these specs have a
 * server of their own; run them after it, on the same E2E_PORT (`npm run test:e2e` runs both).
 */
const server = base.webServer;
if (server === undefined || Array.isArray(server)) throw new Error('the main browser-test configuration has one web server');
const env = Object.fromEntries(Object.entries(server.env ?? {}).filter(([name]) => name !== 'SNS_PROVIDERS'));

export default defineConfig({
  ...base,
  testDir: './e2e-demo',
  // No test provider: the server under test is its own.
  globalSetup: undefined,
  // Seeding the demo data at start takes over a minute on a busy machine of two cores.
  webServer: { ...server, env, timeout: 180_000 },
});
