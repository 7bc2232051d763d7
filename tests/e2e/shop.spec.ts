import type { CallInput } from '../../src/domain/api/operation.ts';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import { AIRLINE_TIME_ZONE, addDays, addYears, calendarDateIn, formatDate } from '../../src/domain/calendar.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import { messagesOf, translate } from '../../src/lib/i18n/index.ts';
import { noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { type APIRequestContext, allowConsoleErrors, expect, type Page, test } from '../support/e2e-test.ts';

type Trip = Pick<CallInput<typeof createSearchLink>['body'], 'tripType' | 'dep' | 'arr' | 'date'> & Partial<CallInput<typeof createSearchLink>['body']>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The results page of a trip, as the search box reaches it: the create call's blackUrl. */
async function resultsOf(request: APIRequestContext, site: string, lang: Lang, trip: Trip): Promise<string> {
  const created = await e2eApi(request).ok(createSearchLink, {
    query: { country: site, language: lang },
    body: { adt: 1, cnn: 0, inf: 0, cabin: '0', ...trip },
  });
  return created.blackUrl;
}

const en = messagesOf('en');
/** Dates, times and money as the English pages of the New Zealand site write them (en-NZ). */
const nz = siteFormat('en', 'nz');

/** A date as the ribbon names its day on nz/en: "Sat, 5 Dec". */
const ribbonDay = (date: string) => nz.day(date, 'weekdayShort');

/** Every time of day as the locale's clock writes it, by minutes after midnight. */
const minutesByTime = (format: typeof nz) =>
  new Map(
    Array.from({ length: 24 * 60 }, (_, minutes) => {
      const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return [format.time(`2026-01-01T${hhmm}`), minutes] as const;
    }),
  );

/** The minutes after midnight of a time shown on the page, undefined when the locale's clock writes no such time. */
const minutesOf = (shown: string, byTime: ReadonlyMap<string, number>) => byTime.get(shown.trim());

/** The lowest economy price of the rows shown, read from the price buttons. */
async function economyPrices(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Flight options' })
    .getByRole('button', { name: /^Economy from/ })
    .allTextContents();
}

test.describe('flight results', () => {
  test('a campaign deep link opens priced results directly, without header or footer', async ({ page }) => {
    const depart = inDays(12);
    await page.goto(`/tk/nz/en/book/deeplink/?from=CAN&to=BJS&depart=${depart}&adt=2&cabin=0`);
    await expect(page.getByRole('heading', { level: 2, name: /^Flight 1: choose a flight from CAN to BJS/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /flight options found/ })).toBeVisible();
    // The lowest price, in New Zealand dollars as a New Zealander writes them: "$436.64", not "NZ$436.64".
    const lowest = (await economyPrices(page))[0] ?? '';
    // NZD has cents, and Intl writes them always: the digits shown are the amount in cents.
    const digits = lowest.replace(/[^0-9]/g, '');
    expect(digits).not.toBe('');
    const price = nz.money({ amount: Number(digits), currency: 'NZD' });
    expect(price).toMatch(/^\$/);
    expect(lowest).toBe(`${translate(en, 'cabin.0')}${translate(en, 'shop.fromPrice', { price })}`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]args=/);
    await expect(page.getByText(translate(en, 'shop.travellers', { adt: 2, cnn: 0, inf: 0 }))).toBeVisible();
    // Domestic narrow-bodies have no premium economy cabin: not offered, which is not sold out.
    const premium = translate(en, 'cabin.1');
    await expect(page.getByText(translate(en, 'shop.notOffered', { cabin: premium })).first()).toBeVisible();
    await expect(page.getByText(translate(en, 'shop.soldOut', { cabin: premium }))).toHaveCount(0);
  });

  test('a deep link with a referral code keeps the code in a cookie of 15 minutes', async ({ page, context }) => {
    await page.goto(`/tk/nz/en/book/deeplink/?from=CAN&to=BJS&depart=${inDays(12)}&adt=1&cabin=0&rc=ABC123`);
    await expect(page.getByRole('status').filter({ hasText: /flight options found/ })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'refCode')?.value).toBe('ABC123');
    const cookie = (await context.cookies()).find((found) => found.name === 'refCode');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
  });

  test('the step heading shown while the trip opens is the one that then names the flight to choose, not a new one drawn in its place', async ({
    page,
    request,
  }) => {
    const results = await resultsOf(request, 'nz', 'en', { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: [inDays(20)] });
    // The trip opens only once the heading drawn before it has been marked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/shop/getInfo', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(results);
    const heading = page.getByRole('heading', { level: 2, name: en['shop.opening'] });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => element.setAttribute('data-drawn-first', ''));
    release();
    const step = page.getByRole('heading', { level: 2, name: /AKL to CAN/ });
    await expect(step).toBeVisible();
    await expect(step).toHaveAttribute('data-drawn-first', '');
  });

  test('once the outbound is chosen, the return ribbon offers no day before it', async ({ page, request }) => {
    const outbound = inDays(10);
    await page.goto(await resultsOf(request, 'nz', 'en', { tripType: 'R', dep: ['SYD', 'CAN'], arr: ['CAN', 'SYD'], date: [outbound, inDays(11)] }));
    const ribbon = page.getByRole('navigation', { name: 'Prices around your date' });
    // On the way out the ribbon shows three days either side of the outbound date.
    await expect(ribbon.getByRole('button', { name: new RegExp(`^${ribbonDay(inDays(8))}`) })).toBeVisible();
    await page
      .getByRole('list', { name: 'Flight options' })
      .getByRole('button', { name: /^Economy from/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Select Economy Saver' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Return:/ })).toBeVisible();
    await expect(ribbon.getByRole('button', { pressed: true })).toBeVisible();
    const shown = await ribbon.locator('.shop-ribbon-date').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const before of [inDays(7), inDays(8), inDays(9)]) expect(shown).not.toContain(ribbonDay(before));
    await expect(ribbon.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await expect(page.getByText('No flights on this day. Try another date.')).toHaveCount(0);
  });

  test('the ribbon cannot move a week past the last bookable day', async ({ page, request }) => {
    const lastButOne = formatDate(addDays(addYears(calendarDateIn(new Date(), AIRLINE_TIME_ZONE), 1), -1));
    await page.goto(await resultsOf(request, 'nz', 'en', { tripType: 'S', dep: ['SYD'], arr: ['CAN'], date: [lastButOne] }));
    const ribbon = page.getByRole('navigation', { name: 'Prices around your date' });
    await expect(ribbon.getByRole('button', { pressed: true })).toBeVisible();
    await expect(ribbon.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await expect(ribbon.getByRole('button', { name: 'Previous week' })).toBeEnabled();
  });

  test('a deep link that breaks a rule is told by the message of its code in the page language, never by the code', async ({ page }) => {
    await page.goto(`/tk/jp/ja/book/deeplink/?from=CAN&to=BJS&depart=${inDays(12)}&adt=99&cabin=0`);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(messagesOf('ja').e04);
    await expect(alert).not.toContainText('[e04]');
  });

  test('a round trip is chosen outbound then return, with fare families compared, and the price detail adds up', async ({ page, request }) => {
    await page.goto(
      await resultsOf(request, 'nz', 'en', { tripType: 'R', dep: ['SYD', 'CAN'], arr: ['CAN', 'SYD'], date: [inDays(10), inDays(17)], adt: 1, cnn: 1, inf: 1 }),
    );
    await expect(page.getByRole('heading', { level: 2, name: /^Outbound: choose a flight from SYD to CAN/ })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Flight options' });
    await rows
      .getByRole('button', { name: /^Economy from/ })
      .first()
      .click();
    const families = page.getByRole('table', { name: 'Fare options in Economy' });
    await expect(families.getByRole('rowheader', { name: 'Checked baggage' })).toBeVisible();
    await expect(families.getByRole('columnheader', { name: 'Economy Flex' })).toBeVisible();
    await families.getByRole('button', { name: 'Select Economy Saver' }).click();

    await expect(page.getByRole('heading', { level: 2, name: /^Return: choose a flight from CAN to SYD/ })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Chosen flights' })).toContainText('Economy Saver');
    await expect(page.getByRole('status').filter({ hasText: /flight options found/ })).toBeVisible();
    await rows
      .getByRole('button', { name: /^Economy from/ })
      .first()
      .click();
    await page
      .getByRole('table', { name: 'Fare options in Economy' })
      .getByRole('button', { name: /^Select Economy/ })
      .first()
      .click();

    const summary = page.getByRole('region', { name: 'Price details' });
    await expect(summary.getByRole('rowheader', { name: 'Adult' })).toBeVisible();
    await expect(summary.getByRole('rowheader', { name: 'Child' })).toBeVisible();
    await expect(summary.getByRole('rowheader', { name: 'Infant' })).toBeVisible();
    const subtotals = await summary.locator('tbody td:last-child').allTextContents();
    const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    const total = amount((await summary.locator('tfoot td').textContent()) ?? '');
    expect(subtotals.reduce((sum, s) => sum + amount(s), 0)).toBeCloseTo(total, 2);
    await summary.getByRole('button', { name: 'Continue to passengers' }).click();
    await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/passengers\/\?execution=/);
  });

  test('the ribbon price of a day is the lowest price of that day once chosen', async ({ page, request }) => {
    await page.goto(await resultsOf(request, 'au', 'en', { tripType: 'S', dep: ['SYD'], arr: ['CAN'], date: [inDays(20)] }));
    const ribbon = page.getByRole('navigation', { name: 'Prices around your date' });
    const other = ribbon.getByRole('button', { pressed: false }).filter({ hasText: /\$/ }).last();
    const dayText = (await other.locator('.shop-ribbon-date').textContent()) ?? '';
    const ribbonPrice = await other.locator('.shop-ribbon-price').textContent();
    const later = ribbon.getByRole('button', { name: new RegExp(`^${dayText}`) });
    await later.click();
    await expect(later).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: /flight options found/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect((await economyPrices(page))[0]).toBe(`Economyfrom ${ribbonPrice}`);
  });

  test('on a phone the ribbon scrolls sideways, with four whole days of tap size, the chosen one in view, and the page does not', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Tomorrow in the airline's calendar: the ribbon starts today, so there is no earlier week to go to. The browser's
    // clock is set to midday of the airline's today, when both calendars agree on the day.
    const today = calendarDateIn(new Date(), AIRLINE_TIME_ZONE);
    await page.clock.setFixedTime(new Date(`${formatDate(today)}T12:00:00Z`));
    await page.goto(await resultsOf(request, 'nz', 'en', { tripType: 'S', dep: ['SYD'], arr: ['CAN'], date: [formatDate(addDays(today, 1))] }));
    const ribbon = page.getByRole('navigation', { name: 'Prices around your date' });
    const strip = ribbon.getByRole('list');
    const days = strip.getByRole('button');
    await expect(days).toHaveCount(5);
    const chosen = strip.getByRole('button', { pressed: true });
    await expect(chosen).toBeVisible();

    const view = await strip.evaluate((list) => {
      const box = list.getBoundingClientRect();
      const within = (button: Element) => {
        const day = button.getBoundingClientRect();
        return day.left >= box.left - 0.5 && day.right <= box.right + 0.5;
      };
      const buttons = [...list.querySelectorAll('button')];
      return {
        scrolls: list.scrollWidth > list.clientWidth,
        whole: buttons.filter(within).length,
        smallest: Math.min(...buttons.flatMap((button) => [button.getBoundingClientRect().width, button.getBoundingClientRect().height])),
        chosenInView: buttons.some((button) => button.getAttribute('aria-pressed') === 'true' && within(button)),
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(view.scrolls).toBe(true);
    expect(view.whole).toBeGreaterThanOrEqual(4);
    expect(view.smallest).toBeGreaterThanOrEqual(44);
    expect(view.chosenInView).toBe(true);
    expect(view.pageOverflow).toBeLessThanOrEqual(0);

    const back = ribbon.getByRole('button', { name: 'Previous week' });
    const next = ribbon.getByRole('button', { name: 'Next week' });
    await expect(back).toBeDisabled();
    await expect(next).toBeEnabled();
    // A week button that cannot be used does not look like one that can.
    await expect(back).toHaveCSS('border-top-style', 'dashed');
    await expect(next).toHaveCSS('border-top-style', 'solid');
    expect(await back.evaluate((button) => getComputedStyle(button).color)).not.toBe(await next.evaluate((button) => getComputedStyle(button).color));
    for (const button of [back, next]) expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });

  test('results are sorted and filtered, and the month calendar changes the day', async ({ page, request }) => {
    await page.goto(await resultsOf(request, 'nz', 'en', { tripType: 'S', dep: ['CAN'], arr: ['BJS'], date: [inDays(9)] }));
    await expect(page.getByRole('status').filter({ hasText: /flight options found/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('departure');
    // The times are on the locale's clock ("7:20 am" on nz/en), so they are compared as times of day, not as text.
    const byTime = minutesByTime(nz);
    const departures = async () =>
      (await page.locator('.shop-row .shop-time:first-child').allTextContents()).map((shown) => ({ shown, minutes: minutesOf(shown, byTime) }));
    const times = await departures();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time.minutes, `"${time.shown}" is a time on the en-NZ clock`).toBeDefined();
    const minutes = times.map((time) => time.minutes ?? -1);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    await page.getByRole('checkbox', { name: translate(en, 'shop.dayPart.morning') }).check();
    const morning = await departures();
    expect(morning.length).toBeGreaterThan(0);
    for (const time of morning) {
      expect(time.minutes, `"${time.shown}" is a time on the en-NZ clock`).toBeDefined();
      expect(time.minutes ?? -1, `"${time.shown}" is in the morning`).toBeGreaterThanOrEqual(6 * 60);
      expect(time.minutes ?? 24 * 60, `"${time.shown}" is in the morning`).toBeLessThan(12 * 60);
    }

    await page.getByRole('button', { name: 'Show the whole month' }).click();
    const month = page.getByRole('dialog', { name: /^Lowest prices in/ });
    const day = month.getByRole('button', { disabled: false }).filter({ hasText: /\$/ }).last();
    const chosenDay = (await day.locator('span').first().textContent()) ?? '';
    await day.click();
    await expect(month).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Prices around your date' }).getByRole('button', { pressed: true })).toContainText(chosenDay);
  });

  test('the month view moves to the next month and back, and not before the first bookable month', async ({ page, request }) => {
    await page.goto(await resultsOf(request, 'nz', 'en', { tripType: 'S', dep: ['CAN'], arr: ['BJS'], date: [inDays(3)] }));
    await page.getByRole('button', { name: 'Show the whole month' }).click();
    const month = page.getByRole('dialog', { name: /^Lowest prices in/ });
    const title = month.getByRole('heading', { level: 2 });
    const previous = month.getByRole('button', { name: 'Previous month' });
    const next = month.getByRole('button', { name: 'Next month' });
    const priced = month.getByRole('button', { disabled: false }).filter({ hasText: /\$/ });
    await expect(priced.first()).toBeVisible();
    // Back to the month of today, the first that can be booked: no earlier one.
    while (await previous.isEnabled()) {
      const was = await title.textContent();
      await previous.click();
      await expect(title).not.toHaveText(was ?? '');
      await expect(priced.first()).toBeVisible();
    }
    await expect(previous).toBeDisabled();
    await expect(previous).toHaveCSS('border-style', 'dashed');
    const first = (await title.textContent()) ?? '';
    await next.click();
    await expect(title).not.toHaveText(first);
    await expect(priced.first()).toBeVisible();
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(title).toHaveText(first);
    await expect(priced.first()).toBeVisible();
  });

  test('going back to the results keeps the search and the flight already chosen', async ({ page, request }) => {
    await page.goto(await resultsOf(request, 'nz', 'en', { tripType: 'R', dep: ['SYD', 'CAN'], arr: ['CAN', 'SYD'], date: [inDays(10), inDays(17)] }));
    await page
      .getByRole('list', { name: 'Flight options' })
      .getByRole('button', { name: /^Economy from/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Select Economy Saver' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Return:/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /^Return:/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen flights' })).toContainText('Economy Saver');
    await page.getByRole('button', { name: 'Change the Outbound flight' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Outbound:/ })).toBeFocused();
  });

  test('the session time left is shown, and when it runs out the expiry alert appears', async ({ page, request }) => {
    await page.clock.install();
    await page.goto(await resultsOf(request, 'nz', 'en', { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: [inDays(10)] }));
    await expect(page.getByText('Time left to book: 30 min')).toBeVisible();
    await page.clock.fastForward('31:00');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Your booking session has expired. Please search again.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/tk/nz/en/book/search/');
  });

  test('an altered results link is refused with the session message', async ({ page, request }) => {
    // The altered link's session is not found (404).
    allowConsoleErrors(page, /status of 404/);
    const url = await resultsOf(request, 'nz', 'en', { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: [inDays(10)] });
    await page.goto(url.replace(/args=([A-Za-z0-9_-])/, (_, c: string) => `args=${c === 'A' ? 'B' : 'A'}`));
    await expect(page.getByRole('alertdialog')).toContainText('Your booking session could not be found');
  });

  test('the Japanese site shows fares in yen and the page passes axe with the fare options open', async ({ page, request }) => {
    await page.goto(await resultsOf(request, 'jp', 'en', { tripType: 'S', dep: ['NRT'], arr: ['CAN'], date: [inDays(15)] }));
    const first = page
      .getByRole('list', { name: 'Flight options' })
      .getByRole('button', { name: /^Economy from/ })
      .first();
    await expect(first).toContainText('¥');
    await first.click();
    await expect(page.getByRole('table', { name: 'Fare options in Economy' })).toBeVisible();
    await noAxeViolations(page);
  });
});
