import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated } from './e2e.ts';
import { e2eApi } from './e2e-api.ts';
import type { wording } from './e2e-wording.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The results page of a trip, as the search box reaches it, then its first economy fare chosen and on to the passengers page. */
export async function toPassengers(page: Page, request: APIRequestContext, trip: Partial<CallInput<typeof createSearchLink>['body']>): Promise<void> {
  const created = await e2eApi(request).ok(createSearchLink, {
    query: { country: 'nz', language: 'en' },
    body: { tripType: 'S', dep: ['SYD'], arr: ['CAN'], date: [inDays(12)], cabin: '0', adt: 1, cnn: 0, inf: 0, ...trip },
  });
  await page.goto(created.blackUrl);
  // The demo network does not fly every route every day: a day without flights moves to the first priced day of the ribbon.
  const status = page.getByRole('status').filter({ hasText: /flight options found|No flights on this day/ });
  await expect(status).toBeVisible();
  if ((await status.textContent())?.startsWith('No flights')) {
    await page
      .getByRole('navigation', { name: 'Prices around your date' })
      .getByRole('button', { pressed: false, disabled: false })
      .filter({ hasText: /\$/ })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: /flight options found/ })).toBeVisible();
  }
  await page
    .getByRole('list', { name: 'Flight options' })
    .getByRole('button', { name: /^Economy from/ })
    .first()
    .click();
  await page
    .getByRole('table', { name: 'Fare options in Economy' })
    .getByRole('button', { name: /^Select Economy/ })
    .first()
    .click();
  await page.getByRole('region', { name: 'Price details' }).getByRole('button', { name: 'Continue to passengers' }).click();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/passengers\/\?execution=/);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Passengers' })).toBeVisible();
}

/**
 * Ticks the booking notices of the passengers page as a traveller does: each term to accept on its own box, and the
 * one box that acknowledges all the notices to read. Every box there is one or the other.
 */
export async function agreeToNotices(page: Page, lang: Lang = 'en'): Promise<void> {
  const messages = messagesOf(lang);
  const notices = page.getByRole('group', { name: messages['passengers.notices.heading'] });
  await notices.getByRole('checkbox', { name: messages['passengers.notices.read'], exact: true }).check();
  const consents = notices.getByRole('checkbox', { name: messages['passengers.notices.agree'] });
  for (const box of await consents.all()) await box.check();
  await expect(notices.getByRole('checkbox')).toHaveCount((await consents.count()) + 1);
}

/**
 * The results' status counts the flights the list shows, in the language's plural (the list is not empty). Given the
 * slice's name, it first waits for the step heading to name that slice: just after a fare is taken, the page still
 * shows the slice before, whose status and list agree with each other but not with the slice to come.
 */
export async function expectFlightsFound(page: Page, t: ReturnType<typeof wording>, slice?: string): Promise<void> {
  if (slice !== undefined) {
    await expect(page.getByRole('heading', { level: 2, name: t.startsWith(slice) })).toBeVisible();
  }
  const status = page.getByRole('status').filter({ hasText: t.pattern('shop.found') });
  await expect(status).toBeVisible();
  const rows = page.getByRole('list', { name: t.message('shop.results') }).getByRole('listitem');
  // The status and the list are one render, but counting and reading are two steps: read both until they agree.
  await expect(async () => {
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(await status.textContent()).toBe(t.message('shop.found', { count }));
  }).toPass({ timeout: 10_000 });
}
