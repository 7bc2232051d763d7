import { createHash } from 'node:crypto';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/*
 * The browser tests' `test`: every page of a test's browser context is watched, and the test fails on any error the
 * page logs to its console or throws (a hydration mismatch, an uncaught rejection). A test that provokes an error on
 * purpose allows that one error with `allowConsoleErrors`, for its own page only.
 */

const allowances = new WeakMap<Page, RegExp[]>();

/** Allows the console errors of this page that match one of the patterns, for the rest of the test. */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowances.set(page, [...(allowances.get(page) ?? []), ...patterns]);
}

interface Logged {
  readonly page: Page;
  readonly text: string;
}

/**
 * The address a test's browser and API calls come from, as the server's trusted proxy names it: each test is a
 * traveller of its own (an address in the shared 100.64.0.0/10 range, from the test's id), so that the unpaid
 * bookings other tests leave behind never count against its hold caps, as they would if every test came from
 * 127.0.0.1. A call that names its own address still does.
 */
function visitorAddress(testInfo: TestInfo): string {
  const [a, b, c] = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest();
  return `100.${64 + (a % 64)}.${b}.${1 + (c % 254)}`;
}

export const test = base.extend<{ consoleGuard: undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ 'x-forwarded-for': visitorAddress(testInfo), ...extraHTTPHeaders });
  },
  consoleGuard: [
    async ({ context }, use) => {
      const logged: Logged[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          // A failed request's message names no address: its location does.
          if (message.type() === 'error') logged.push({ page, text: `console error on ${page.url()}: ${message.text()} (${message.location().url})` });
        });
        page.on('pageerror', (error) => logged.push({ page, text: `page error on ${page.url()}: ${error.message}` }));
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(undefined);
      // Checked at the end, so that an allowance may come before or after the error it allows.
      const unexpected = logged.filter(({ page, text }) => !(allowances.get(page) ?? []).some((pattern) => pattern.test(text)));
      expect(
        unexpected.map(({ text }) => text),
        'errors the pages logged',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export * from '@playwright/test';
export { expect };
