import { createSearchLink, searchFlights } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import { translate } from '../../src/lib/i18n/format.ts';
import { type Messages, messagesOf } from '../../src/lib/i18n/index.ts';
import type { Reply } from '../support/api.ts';
import { islandsHydrated } from '../support/e2e.ts';
import { e2eApi, routePattern } from '../support/e2e-api.ts';
import { bookThroughApi } from '../support/e2e-orders.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/e2e-test.ts';
import { CARDS } from '../support/test-cards.ts';

/*
 * Dates, times and money are written in the page's language for its site's country (src/domain/locale-format.ts):
 * these tests read them where a traveller does, on the results page and the order pages, and compare them with what
 * siteFormat gives for the same day, time or amount.
 */

type Grid = Reply<typeof searchFlights>['data']['grid'];
type Trip = { readonly dep: string; readonly arr: string; readonly date: string };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Intl's spaces (no-break, narrow no-break) as plain ones, so that two ICU versions compare alike. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A pattern for a message with some of its arguments left open: each named argument becomes the given regular
 * expression, the rest of the message is matched as written.
 */
function messagePattern(messages: Messages, key: string, open: Record<string, string>, fixed: Record<string, string | number> = {}): RegExp {
  const names = Object.keys(open);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\u0001${i}\u0001`]));
  let source = escapeRegExp(translate(messages, key, { ...fixed, ...marks }));
  names.forEach((name, i) => {
    source = source.replace(`\u0001${i}\u0001`, open[name]);
  });
  return new RegExp(`^${source}$`);
}

/** The status line of the results once the day's grid is in: flights found (one or more), or none that day. */
function resultsStatus(page: Page, messages: Messages) {
  const found = [1, 7].map((n) => escapeRegExp(translate(messages, 'shop.found', { count: n })).replace(String(n), '\\d+'));
  return page.getByRole('status').filter({ hasText: new RegExp(`^(?:${[escapeRegExp(translate(messages, 'shop.none')), ...found].join('|')})$`) });
}

/** The grid the page itself is given by its next flight search (the rows and prices it shows). */
function nextGrid(page: Page): Promise<Grid> {
  return page
    .waitForResponse((response) => response.request().method() === 'POST' && routePattern(searchFlights).test(response.url()) && response.ok())
    .then(async (response) => ((await response.json()) as Reply<typeof searchFlights>).data.grid);
}

/**
 * The results page of a one-way trip on a site in a language, as the search box reaches it (createSearchLink's
 * blackUrl), and the grid of the day it shows. With `priced`, a day without flights moves to the first priced day
 * of the ribbon, as toPassengers does.
 */
async function openResults(page: Page, request: APIRequestContext, site: string, lang: Lang, trip: Trip, priced: boolean): Promise<Grid> {
  const messages = messagesOf(lang);
  const created = await e2eApi(request).ok(createSearchLink, {
    query: { country: site, language: lang },
    body: { tripType: 'S', dep: [trip.dep], arr: [trip.arr], date: [trip.date], cabin: '0', adt: 1, cnn: 0, inf: 0 },
  });
  const searched = nextGrid(page);
  await page.goto(created.blackUrl);
  let grid = await searched;
  await expect(resultsStatus(page, messages)).toBeVisible();
  if (priced && grid.rows.length === 0) {
    const moved = nextGrid(page);
    await page
      .getByRole('navigation', { name: translate(messages, 'shop.ribbon') })
      .getByRole('button', { pressed: false, disabled: false })
      .first()
      .click();
    grid = await moved;
    await expect(resultsStatus(page, messages)).toHaveText(translate(messages, 'shop.found', { count: grid.rows.length }));
  }
  await islandsHydrated(page);
  return grid;
}

/**
 * The dearest cabin price of the grid (the one most likely to run into thousands), as the results list shows it:
 * its row, found by its announced title and its flight numbers, and the cabin's button, whose name carries the price
 * as the site formats it.
 */
function dearestOffer(page: Page, grid: Grid, site: string, lang: Lang) {
  const messages = messagesOf(lang);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params);
  const f = siteFormat(lang, site);
  const offers = grid.rows.flatMap((row) =>
    row.cells.flatMap((cell) => (cell.status === 'available' && cell.lowest ? [{ row, cabin: cell.cabin, lowest: cell.lowest }] : [])),
  );
  const dearest = offers.reduce<(typeof offers)[number] | undefined>(
    (most, offer) => (most && most.lowest.amount >= offer.lowest.amount ? most : offer),
    undefined,
  );
  if (!dearest) throw new Error(`No price on ${grid.date} on the ${site} site`);
  const { row, cabin, lowest } = dearest;
  const first = row.flights[0];
  const last = row.flights[row.flights.length - 1];
  const title = t('shop.rowTitle', { from: first.from, to: last.to, departure: f.time(first.departure), arrival: f.time(last.arrival) });
  const flightLine = row.flights.map((flight) => t('shop.flightLine', { number: flight.flightNo, aircraft: flight.aircraft })).join(' · ');
  const price = f.money(lowest);
  const article = page
    .getByRole('list', { name: t('shop.results') })
    .getByRole('article', { name: title, exact: true })
    .filter({ hasText: flightLine });
  const button = article
    .getByRole('group', { name: t('shop.cabinPrices') })
    .getByRole('button', { name: `${t(`cabin.${cabin}`)} ${t('shop.fromPrice', { price })}` });
  return { lowest, price, button };
}

async function payOnCardPage(page: Page, payUrl: string, card: string, site: string, lang: Lang): Promise<void> {
  const messages = messagesOf(lang);
  await page.goto(payUrl);
  await page.getByLabel(translate(messages, 'pay.cardNumber')).fill(card);
  await page.getByLabel(translate(messages, 'pay.expiry')).fill('12/34');
  await page.getByLabel(translate(messages, 'pay.securityCode')).fill('123');
  await page.getByLabel(translate(messages, 'pay.holder')).fill('JOHN SMITH');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(new RegExp(`/tk/${site}/${lang}/book/paid/order/[A-Za-z0-9_-]+/$`));
  await islandsHydrated(page);
}

/** The departure, as written, of a flight of the itinerary on an order page (paid page or order detail). */
function orderDeparture(page: Page, messages: Messages, flightNo: string) {
  const flight = page
    .getByRole('region', { name: translate(messages, 'order.itinerary') })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${escapeRegExp(flightNo)}\\b`) }) });
  return flight
    .getByRole('definition')
    .filter({ hasText: translate(messages, 'order.localTime') })
    .first()
    .getByRole('time');
}

test.describe('dates, times and money in the site’s country', () => {
  test('English on the Australian site writes the day of the search before its month, unlike English on the US site', async ({ page, request }) => {
    const en = messagesOf('en');
    const date = inDays(12);
    const au = siteFormat('en', 'au');
    const us = siteFormat('en', 'us');
    // The same day on the two sites reads differently: 25 November against November 25.
    expect(au.day(date, 'full')).not.toBe(us.day(date, 'full'));
    expect(au.day(date, 'weekdayShort')).not.toBe(us.day(date, 'weekdayShort'));
    expect(au.day(date, 'full')).toMatch(/^[A-Z][a-z]+,? \d{1,2} [A-Z][a-z]+ \d{4}$/);

    await openResults(page, request, 'au', 'en', { dep: 'SYD', arr: 'CAN', date }, false);
    const step = (format: typeof au) =>
      translate(en, 'shop.step', { slice: translate(en, 'shop.flightN', { n: 1 }), from: 'SYD', to: 'CAN', date: format.day(date, 'full') });
    const heading = page.getByRole('heading', {
      level: 2,
      name: messagePattern(en, 'shop.step', { date: '.+' }, { slice: translate(en, 'shop.flightN', { n: 1 }), from: 'SYD', to: 'CAN' }),
    });
    await expect(heading).toHaveText(step(au));
    await expect(heading).not.toHaveText(step(us));

    const chosenDay = page.getByRole('navigation', { name: translate(en, 'shop.ribbon') }).getByRole('button', { pressed: true });
    await expect(chosenDay).toContainText(au.day(date, 'weekdayShort'));
    await expect(chosenDay).not.toContainText(us.day(date, 'weekdayShort'));
  });

  test('Spanish on the Mexican site writes a fare as es-MX does, with commas between thousands and a period before the cents', async ({ page, request }) => {
    const grid = await openResults(page, request, 'mx', 'es', { dep: 'MEX', arr: 'CAN', date: inDays(12) }, true);
    const { lowest, price, button } = dearestOffer(page, grid, 'mx', 'es');
    expect(lowest.currency).toBe('USD');
    expect(siteFormat('es', 'mx').locale).toBe('es-MX');
    await expect(button).toBeVisible();
    await expect(button).toContainText(spaced(price));
    const shown = spaced((await button.textContent()) ?? '');
    // The amount itself: grouped by commas, a period and two digits of cents, never a decimal comma.
    expect(shown).toMatch(/(?:\$|USD )\d{1,3}(?:,\d{3})*\.\d{2}(?!\d)/);
    expect(shown).not.toMatch(/\d,\d{2}(?!\d)|\d\.\d{3}/);
  });

  test('the Taiwanese site in Traditional Chinese shows fares in New Taiwan dollars as NT$', async ({ page, request }) => {
    const tc = messagesOf('tc');
    const grid = await openResults(page, request, 'tw', 'tc', { dep: 'TPE', arr: 'CAN', date: inDays(12) }, true);
    const { lowest, price, button } = dearestOffer(page, grid, 'tw', 'tc');
    expect(lowest.currency).toBe('TWD');
    expect(price).toMatch(/^NT\$\d/);
    await expect(button).toBeVisible();
    await expect(button).toContainText(spaced(price));
    await expect(button).toContainText(/NT\$\d{1,3}(?:,\d{3})*/);
    // The ribbon's prices of the days are in the same dollars.
    await expect(
      page
        .getByRole('navigation', { name: translate(tc, 'shop.ribbon') })
        .getByRole('button', { pressed: true })
        .getByText(/^NT\$/),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: translate(tc, 'shop.results') }).getByText(/(?:^|[^T])\$\d/)).toHaveCount(0);
  });

  test('a flight booked on the US site shows the same 12-hour departure time on the paid page, the order page and the results page', async ({ page }) => {
    const en = messagesOf('en');
    const us = siteFormat('en', 'us');
    const email = `clock-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const { orderNo, flightNo, payUrl, order } = await bookThroughApi(page.request, email, 'SMITH', { site: { code: 'us', lang: 'en' } });
    const segment = order.segments.find((s) => s.flightNo === flightNo);
    if (!segment) throw new Error(`The order has no flight ${flightNo}`);
    await payOnCardPage(page, payUrl, CARDS.success, 'us', 'en');
    await expect(page.getByRole('heading', { level: 2, name: translate(en, 'paid.success') })).toBeVisible();

    // On the paid page: the day and the time of the departure, the time at the end on the site's 12-hour clock.
    const paidDeparture = orderDeparture(page, en, flightNo);
    await expect(paidDeparture).toHaveText(spaced(us.dayAndTime(segment.depDate)));
    const paidText = spaced((await paidDeparture.textContent()) ?? '');
    const paidTime = /(\d{1,2}:\d{2} [AP]M)$/.exec(paidText)?.[1];
    expect(paidTime, `a 12-hour time at the end of "${paidText}"`).toBeDefined();
    expect(paidTime).toBe(spaced(us.time(segment.depDate)));

    // The order's own page says the same.
    await page.goto(`/tk/us/en/my/order/detail/${orderNo}/`);
    await islandsHydrated(page);
    await expect(orderDeparture(page, en, flightNo)).toHaveText(paidText);

    // The results page of the same route and day, on the same site, announces and shows the same time for that flight.
    await openResults(page, page.request, 'us', 'en', { dep: segment.depAirport, arr: segment.arrAirport, date: segment.depDate.slice(0, 10) }, false);
    const fixed = { from: segment.depAirport, to: segment.arrAirport };
    const title = messagePattern(en, 'shop.rowTitle', { departure: '.+', arrival: '.+' }, fixed);
    const titleParts = messagePattern(en, 'shop.rowTitle', { departure: '(.+?)', arrival: '.+' }, fixed);
    const row = page
      .getByRole('list', { name: translate(en, 'shop.results') })
      .getByRole('article', { name: title })
      .filter({ hasText: `${flightNo} (` })
      .filter({ hasText: translate(en, 'shop.stops.0') })
      .first();
    await expect(row).toBeVisible();
    const announced = titleParts.exec(spaced((await row.getAttribute('aria-label')) ?? ''))?.[1];
    expect(announced).toBe(paidTime);
    await expect(row.getByText(paidTime ?? '', { exact: true }).first()).toBeVisible();
  });
});
