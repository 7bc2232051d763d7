import { cancelOrder, createOrder } from '../../src/domain/api/orders.ts';
import { createSearchLink, openBookingSession, searchFlights } from '../../src/domain/api/shop.ts';
import { FUNNEL_KEY, type StoredFunnel } from '../../src/stores/booking-funnel.ts';
import { SESSION_END_KEY } from '../../src/stores/session-end.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { type APIRequestContext, allowConsoleErrors, expect, type Locator, type Page, test } from '../support/e2e-test.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A booking session for a trip, and its first non-stop solution: what book/shop hands on. */
async function chosenTrip(request: APIRequestContext, date: string): Promise<{ args: string; execution: string; sol: string }> {
  const api = e2eApi(request);
  const { encryptArgs: args } = await api.ok(createSearchLink, {
    query: { country: 'nz', language: 'en' },
    body: { tripType: 'S', dep: ['CAN'], arr: ['KMG'], date: [date], adt: 1, cnn: 1, inf: 0, cabin: '0' },
  });
  const { execution } = await api.ok(openBookingSession, { body: { encryptArgs: args } });
  const grid = await api.ok(searchFlights, { body: { type: 'sliceGrid', execution, date, set: '0' } });
  const rows = grid.data.grid.rows;
  const row = rows.find((r) => r.stops === 0);
  if (!row) throw new Error(`no non-stop flight on ${date}`);
  return { args, execution, sol: row.sol };
}

/** The hand-off of book/shop and book/passengers in the funnel's session storage, written before the page's own scripts run. */
async function handOff(page: Page, trip: { args: string; execution: string; sol: string }): Promise<void> {
  const person = (first: string, type: 'ADT' | 'CNN', birthday: string) => ({
    type,
    firstName: first,
    lastName: 'SMITH',
    sex: '1',
    nationality: 'NZ',
    birthday,
    documentType: 'PP',
    documentNumber: 'E1234567',
    documentIssuer: 'NZ',
    documentExpiry: '2031-01-01',
  });
  const selection = { args: trip.args, execution: trip.execution, chosen: [{ set: 0, sol: trip.sol, cabin: 0, familyId: 'ECONOMY_SAVER' }] };
  const passengers: StoredFunnel['passengers'] = {
    execution: trip.execution,
    passengers: [person('JOHN', 'ADT', '1980-01-01'), person('AMY', 'CNN', inDays(-8 * 365))],
    contact: { contactName: 'John Smith', areaCode: '64', phone: '211234567', email: 'john.smith@example.com' },
  };
  const funnel: StoredFunnel = { selection, passengers };
  await page.addInitScript(
    ([key, entry]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, entry);
    },
    [FUNNEL_KEY, JSON.stringify(funnel)],
  );
}

/** Cancels the order the card page is for, as its browser, so that its seats and the browser's hold allowance are given back. */
async function cancelShownOrder(page: Page): Promise<void> {
  const orderNo = /Order (C\d+)/.exec((await page.locator('body').textContent()) ?? '')?.[1];
  expect(orderNo).toBeTruthy();
  const cancelled = await e2eApi(page.request).send(cancelOrder, { body: { orderNo: orderNo ?? '' } });
  expect(cancelled.status).toBe(200);
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
const totalOf = (summary: Locator) => summary.locator('tfoot td');

test.describe('extra services', () => {
  test('a seat chosen with the keyboard on the map and one from the list, an extra bag and a meal change the total, and the order goes on to the card page', async ({
    page,
    request,
  }) => {
    // Two seats, a bag, a meal and an order on a busy machine: more than the default half minute.
    test.setTimeout(90_000);
    const trip = await chosenTrip(request, inDays(23));
    await handOff(page, trip);
    await page.goto(`/tk/nz/en/book/addition/?execution=${trip.execution}`);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 3, name: /^Flight 1 of 1: .*, CAN → KMG/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'If you do not choose a seat' })).toContainText('48 hours before departure');
    const summary = page.getByRole('region', { name: 'Your total' });
    const fares = amount(
      await summary
        .getByRole('row', { name: /^Flights/ })
        .getByRole('cell')
        .textContent(),
    );
    await expect(totalOf(summary)).toHaveText(/\$/);
    expect(amount(await totalOf(summary).textContent())).toBeCloseTo(fares, 2);

    const map = page.getByRole('grid', { name: /^Seat map of flight \w+, choosing for JOHN SMITH$/ });
    await map.locator('button[tabindex="0"]').focus();
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Seat 3A, window, extra legroom, \$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleName(/^Seat 4B, middle, \$[\d.]+$/);
    const seatPrice = amount(((await focused.getAttribute('aria-label')) ?? '').split(', ').at(-1) ?? '');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Seat 4B chosen for JOHN SMITH. Now choosing for AMY SMITH.' })).toBeAttached();
    await expect(page.getByRole('radio', { name: 'JOHN SMITH, Adult: 4B' })).toBeVisible();
    await expect(
      page.getByRole('grid', { name: /choosing for AMY SMITH$/ }).getByRole('button', { name: 'Seat 4B, middle, chosen for JOHN SMITH' }),
    ).toBeVisible();
    await expect(
      page.getByRole('grid', { name: /choosing for AMY SMITH$/ }).getByRole('button', { name: /^Seat 14A, window, exit row, adults only$/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(amount(await totalOf(summary).textContent())).toBeCloseTo(fares + seatPrice, 2);

    await page.getByRole('group', { name: 'Show seats as' }).getByRole('button', { name: 'List' }).click();
    const list = page.getByRole('group', { name: /^Seats on flight \w+ for AMY SMITH$/ });
    await expect(list.getByRole('radio', { name: /^Seat 14A/ })).toHaveCount(0);
    await list.getByRole('radio', { name: /^Seat 6C, aisle, \$/ }).check();
    await expect(page.getByRole('radio', { name: 'AMY SMITH, Child: 6C' })).toBeChecked();
    expect(amount(await totalOf(summary).textContent())).toBeCloseTo(fares + 2 * seatPrice, 2);

    const bags = page.getByRole('combobox', { name: 'Extra bags for JOHN SMITH' });
    const firstBag = (await bags.locator('option').nth(1).textContent()) ?? '';
    expect(firstBag).toMatch(/^1 × 23 kg: \$/);
    await bags.selectOption({ index: 1 });
    await expect.poll(async () => amount(await totalOf(summary).textContent())).toBeCloseTo(fares + 2 * seatPrice + amount(firstBag.split(':')[1]), 2);
    await expect(summary.getByRole('row', { name: /^Extra baggage/ })).toContainText(firstBag.split(': ')[1]);

    const meal = page.getByRole('combobox', { name: 'Meal for JOHN SMITH (Adult)' });
    await meal.selectOption({ label: 'Vegan meal: free' });
    await expect(meal).toHaveAccessibleDescription(/No meat, fish, eggs/);
    await noAxeViolations(page);

    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByRole('radio', { name: 'JOHN SMITH, Adult: 4B' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'AMY SMITH, Child: 6C' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Seats on flight \w+ for JOHN SMITH$/ })).toBeVisible();
    await expect(bags).toHaveValue('1');
    await noAxeViolations(page);

    const total = (await totalOf(summary).textContent()) ?? '';
    await summary.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-pay\/sbx_/);
    await expect(page.getByRole('heading', { name: 'Card payment (demo)' })).toBeVisible();
    await expect(page.getByText(`Amount: ${total}`)).toBeVisible();
    await cancelShownOrder(page);
  });

  test('a seat another traveller takes first is given up with a message, shown taken, and the order goes through with another one', async ({
    page,
    request,
  }) => {
    // The seat another traveller took first is refused (409).
    allowConsoleErrors(page, /status of 409/);
    const trip = await chosenTrip(request, inDays(24));
    await handOff(page, trip);
    await page.goto(`/tk/nz/en/book/addition/?execution=${trip.execution}`);
    await islandsHydrated(page);
    await page.getByRole('group', { name: 'Show seats as' }).getByRole('button', { name: 'List' }).click();
    await page
      .getByRole('group', { name: /for JOHN SMITH$/ })
      .getByRole('radio', { name: /^Seat 7D, aisle, / })
      .click();
    await expect(page.getByRole('group', { name: /for AMY SMITH$/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'JOHN SMITH, Adult: 7D' })).toBeVisible();

    const rival = await e2eApi(request).send(createOrder, {
      query: { execution: trip.execution, country: 'nz', language: 'en' },
      body: {
        session: trip.execution,
        choices: [{ set: 0, sol: trip.sol, familyId: 'ECONOMY_FLEX' }],
        passengers: [
          { type: 'ADT', firstName: 'RIVAL', lastName: 'BUYER', sex: '0', nationality: 'NZ', birthday: '1985-02-03' },
          { type: 'CNN', firstName: 'SMALL', lastName: 'BUYER', sex: '0', nationality: 'NZ', birthday: inDays(-6 * 365) },
        ],
        contact: { contactName: 'Rival Buyer', areaCode: '64', phone: '211234568', email: 'rival@example.com' },
        extras: { seats: [{ segment: 0, passenger: 0, seat: '7D' }] },
      },
    });
    expect(rival.status, rival.text).toBe(200);
    const rivalOrder = rival.reply.order.orderNo;

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'These seats are no longer available' });
    await expect(problem).toHaveText(/These seats are no longer available: 7D\. Please choose other seats\./);
    await expect(problem).toBeFocused();
    await page.getByRole('radio', { name: 'JOHN SMITH, Adult: no seat yet' }).check();
    await page.getByRole('group', { name: 'Show seats as' }).getByRole('button', { name: 'Seat map' }).click();
    await expect(page.getByRole('grid', { name: /choosing for JOHN SMITH$/ }).getByRole('button', { name: 'Seat 7D, aisle, taken' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page
      .getByRole('grid', { name: /choosing for JOHN SMITH$/ })
      .getByRole('button', { name: /^Seat 7C, aisle, / })
      .click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-pay\/sbx_/);
    await cancelShownOrder(page);
    expect((await e2eApi(request).send(cancelOrder, { body: { orderNo: rivalOrder } })).status).toBe(200);
  });

  test('the notes above the seat maps show with them, so that nothing on the page moves once it shows, even when the notes come last', async ({
    page,
    request,
  }) => {
    const trip = await chosenTrip(request, inDays(24));
    await handOff(page, trip);
    // Where the results page left the session to end, as it keeps it for the pages after it.
    await page.addInitScript(
      ([key, execution]) => sessionStorage.setItem(key, JSON.stringify({ sessions: [{ execution, expiresAt: Date.now() + 20 * 60_000, extendable: true }] })),
      [SESSION_END_KEY, trip.execution],
    );
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      // The page's own content: the header's menus are another page part's to keep still.
      const inMain = (node: Node | null) => node instanceof Element && node.closest('main') !== null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }[]) {
          if (!entry.hadRecentInput && entry.sources.some((source) => inMain(source.node))) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The notes' answers are held until the flights' extras have come: the slowest order they could arrive in.
    let offersCame: () => void = () => undefined;
    const offers = new Promise<void>((resolve) => {
      offersCame = resolve;
    });
    page.on('response', (response) => {
      if (response.url().includes('/extraService/showExtra/')) offersCame();
    });
    for (const notes of ['**/meal/illustrate', '**/getAutoSeatInfo']) {
      await page.route(notes, async (route) => {
        await offers;
        await route.continue();
      });
    }
    await page.goto(`/tk/nz/en/book/addition/?execution=${trip.execution}`);
    await islandsHydrated(page);
    await expect(page.getByRole('grid', { name: /^Seat map of flight \w+, choosing for JOHN SMITH$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'If you do not choose a seat' })).toBeVisible();
    await expect(page.getByText('Order special meals at least 24 hours before departure.')).toBeVisible();
    await expect(page.getByText(/^Time left to book: /)).toBeVisible();
    // A shift is reported after the frame it happened in: one more frame lets the last be counted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });

  test('without the earlier steps the page says information is missing (x01) and leads back to the search', async ({ page }) => {
    await page.goto('/tk/nz/en/book/addition/?execution=unknownexecution');
    await islandsHydrated(page);
    await expect(page.getByRole('alert')).toHaveText('Some information is missing. Please start your search again.');
    await expect(page.getByRole('link', { name: 'Search for flights again' })).toHaveAttribute('href', '/tk/nz/en/book/search/');
    await noAxeViolations(page);
  });
});
