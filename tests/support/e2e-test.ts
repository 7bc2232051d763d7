import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend<{ consoleGuard: undefined }>({
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
