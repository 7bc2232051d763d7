import { createSearchLink } from '../../src/domain/api/shop.ts';
import { addDays, addMonths, type CalendarDate, formatDate } from '../../src/domain/calendar.ts';
import { siteLocale } from '../../src/domain/locale-format.ts';
import { searchToday } from '../../src/domain/shop/search-box.ts';
import { messagesOf, translate } from '../../src/lib/i18n/index.ts';
import { calendarNames } from '../../src/ui/date-picker/calendar-names.ts';
import { islandsHydrated, neverIdleOnceParsed, noAxeViolations } from '../support/e2e.ts';
import { isCallOf, routePattern } from '../support/e2e-api.ts';
import { chooseByKeyboard } from '../support/e2e-autocomplete.ts';
import { allowConsoleErrors, expect, type Locator, type Page, test } from '../support/e2e-test.ts';

const searchPage = (site: string, lang: string) => `/tk/${site}/${lang}/book/search/`;

// The browser runs on this machine's clock and time zone, as the island's "today" does.
const today = searchToday(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const outbound = addDays(today, 2);
const back = addDays(today, 4);

/** Opens a page and waits until its islands have hydrated and the search box has its dates. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await islandsHydrated(page);
  await expect(page.locator('.search-date input').first()).not.toHaveValue('');
}

/** Presses Tab until the control has the focus, as a keyboard user would. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was not reached by Tab');
}

/** Picks a city in a city field by typing and choosing the suggestion with the keyboard. */
async function pickCity(page: Page, field: Locator, typed: string, option: string): Promise<void> {
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(typed);
  await chooseByKeyboard(page, field, page.getByRole('option', { name: option }));
  await expect(field).toHaveValue(option);
}

const count = (page: Page, text: string) => page.locator('output').filter({ hasText: text });

test.describe('the search box', () => {
  test('the nz/en page opens with a round trip from Auckland to Guangzhou on the default dates', async ({ page }) => {
    await open(page, searchPage('nz', 'en'));
    const form = page.getByRole('form', { name: 'Flight search' });
    await expect(form.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('Auckland (AKL)');
    await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('Guangzhou (CAN)');
    await expect(form.getByRole('textbox', { name: 'Departure date' })).toHaveValue(formatDate(outbound));
    await expect(form.getByRole('textbox', { name: 'Return date' })).toHaveValue(formatDate(back));
    await expect(count(page, 'Adults: 1')).toHaveCount(1);
    await expect(form.getByRole('combobox', { name: 'Cabin' }).locator('option:checked')).toHaveText('Economy');
  });

  test('a round trip searched by keyboard alone lands on the results page', async ({ page }) => {
    await open(page, searchPage('nz', 'en'));
    const from = page.getByRole('combobox', { name: 'From' });
    await tabTo(page, from);
    await pickCity(page, from, 'syd', 'Sydney (SYD)');

    // A day later than the default, chosen with the date picker's keys: Right moves on a day, into the next month
    // when the default is the last day of its month.
    await tabTo(page, page.getByRole('button', { name: 'Choose the departure date' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Year' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const chosen = addDays(outbound, 1);
    await expect(page.getByRole('textbox', { name: 'Departure date' })).toHaveValue(formatDate(chosen));
    await expect(page.getByRole('button', { name: 'Choose the departure date' })).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Add an adult' }));
    await page.keyboard.press('Enter');
    await expect(count(page, 'Adults: 2')).toHaveCount(1);

    const request = page.waitForRequest((r) => isCallOf(createSearchLink, r));
    await tabTo(page, page.getByRole('button', { name: 'Search flights' }));
    await page.keyboard.press('Enter');
    const sent = await request;
    expect(new URL(sent.url()).searchParams.toString()).toBe('country=nz&language=en');
    expect(sent.postDataJSON()).toMatchObject({
      tripType: 'R',
      dep: ['SYD', 'CAN'],
      arr: ['CAN', 'SYD'],
      date: [formatDate(chosen), formatDate(back)],
      adt: 2,
      cnn: 0,
      inf: 0,
      cabin: '0',
      intl: '1',
    });
    await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/shop\/\?args=[^&]+$/);
  });

  test('a multi-city trip has two to five flights, added and removed', async ({ page }) => {
    await open(page, searchPage('nz', 'en'));
    await page.getByRole('radio', { name: 'Multi-city' }).check();
    const flights = page.getByRole('group', { name: /^Flight \d$/ });
    await expect(flights).toHaveCount(2);
    const second = page.getByRole('group', { name: 'Flight 2' });
    await expect(second.getByRole('combobox', { name: 'From' })).toHaveValue('Guangzhou (CAN)');
    await expect(second.getByRole('combobox', { name: 'To' })).toHaveValue('Auckland (AKL)');
    await expect(page.getByRole('button', { name: /^Remove flight/ })).toHaveCount(0);

    const add = page.getByRole('button', { name: 'Add a flight' });
    await add.click();
    const third = page.getByRole('group', { name: 'Flight 3' });
    await expect(third.getByRole('combobox', { name: 'From' })).toBeFocused();
    await expect(third.getByRole('combobox', { name: 'From' })).toHaveValue('Auckland (AKL)');
    await pickCity(page, third.getByRole('combobox', { name: 'To' }), 'syd', 'Sydney (SYD)');
    await add.click();
    await add.click();
    await expect(flights).toHaveCount(5);
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('A multi-city trip has 2 to 5 flights.');

    await page.getByRole('button', { name: 'Remove flight 2' }).click();
    await expect(flights).toHaveCount(4);
    await expect(add).toBeFocused();
    await expect(page.getByRole('group', { name: 'Flight 2' }).getByRole('combobox', { name: 'To' })).toHaveValue('Sydney (SYD)');
    await page.getByRole('button', { name: 'Remove flight 4' }).click();
    await page.getByRole('button', { name: 'Remove flight 3' }).click();
    await expect(flights).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Remove flight/ })).toHaveCount(0);
    await expect(add).toBeEnabled();
  });

  test('the passenger steppers keep infants to the number of adults and seats to nine', async ({ page }) => {
    await open(page, searchPage('nz', 'en'));
    const addAdult = page.getByRole('button', { name: 'Add an adult' });
    const removeAdult = page.getByRole('button', { name: 'Remove an adult' });
    const addChild = page.getByRole('button', { name: 'Add a child' });
    const addInfant = page.getByRole('button', { name: 'Add an infant' });
    const infantRule = "Each infant sits on an adult's lap: no more infants than adults.";

    await expect(removeAdult).toBeDisabled();
    await expect(removeAdult).toHaveAccessibleDescription('At least one adult must travel: children and infants fly with an adult.');
    await addInfant.click();
    await expect(count(page, 'Infants: 1')).toHaveCount(1);
    await expect(addInfant).toBeDisabled();
    await expect(addInfant).toHaveAccessibleDescription(infantRule);
    // A refused step changes nothing.
    await addInfant.click({ force: true });
    await expect(count(page, 'Infants: 1')).toHaveCount(1);

    await addAdult.click();
    await expect(addInfant).toBeEnabled();
    await addInfant.click();
    await expect(count(page, 'Infants: 2')).toHaveCount(1);
    await expect(removeAdult).toBeDisabled();
    await expect(removeAdult).toHaveAccessibleDescription(infantRule);

    for (let children = 1; children <= 7; children++) {
      await addChild.click();
      await expect(count(page, `Children: ${children}`)).toHaveCount(1);
    }
    await expect(addChild).toBeDisabled();
    await expect(addAdult).toBeDisabled();
    await expect(addChild).toHaveAccessibleDescription('Up to 9 seats per booking, adults and children together.');
    await expect(page.getByText('Up to 9 seats per booking, adults and children together.')).toBeVisible();
  });

  test('a search from a city to itself shows the error on the To field and puts the focus there', async ({ page }) => {
    await open(page, searchPage('nz', 'en'));
    const to = page.getByRole('combobox', { name: 'To' });
    await pickCity(page, to, 'AKL', 'Auckland (AKL)');
    let searched = false;
    page.on('request', (r) => {
      if (isCallOf(createSearchLink, r)) searched = true;
    });
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('Departure and arrival must be different cities.');
    await expect(to).toBeFocused();
    expect(searched).toBe(false);
    await expect(page).toHaveURL(/\/book\/search\/$/);

    await pickCity(page, to, 'CAN', 'Guangzhou (CAN)');
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("the API's field errors and messages are shown in the page's language", async ({ page }) => {
    // The API's refusals are what this test shows (400, 429).
    allowConsoleErrors(page, /status of (400|429)/);
    await open(page, searchPage('nz', 'en'));
    const createCalls = routePattern(createSearchLink);
    await page.route(createCalls, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ ex: 'e04', desc: 'x', msg: 'x', fields: { date: { code: 'e04', msg: 'x' } } }),
      }),
    );
    await page.getByRole('button', { name: 'Search flights' }).click();
    const departure = page.getByRole('textbox', { name: 'Departure date' });
    await expect(departure).toHaveAttribute('aria-invalid', 'true');
    await expect(departure).toHaveAccessibleDescription(/^Choose a date from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.$/);
    await expect(departure).toBeFocused();

    await page.unroute(createCalls);
    await page.route(createCalls, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ ex: 'tooManyRequests', desc: 'x', msg: 'x' }) }),
    );
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messagesOf('en')['error.tooManyRequests'] })).toBeVisible();
    await expect(page).toHaveURL(/\/book\/search\/$/);
  });

  test('a search whose later words and error messages cannot be fetched tells a network failure, and the next try fetches them again', async ({ page }) => {
    allowConsoleErrors(page, /Failed to load resource|net::ERR_FAILED/);
    const bundle = '**/tk/messages.search-box.en.json';
    await page.route(bundle, (route) => route.abort());
    await open(page, searchPage('nz', 'en'));
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messagesOf('en')['error.network'] })).toBeVisible();

    await page.unroute(bundle);
    const createCalls = routePattern(createSearchLink);
    await page.route(createCalls, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ ex: 'tooManyRequests', desc: 'x', msg: 'x' }) }),
    );
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messagesOf('en')['error.tooManyRequests'] })).toBeVisible();
  });

  test('the Japanese page names its controls in Japanese', async ({ page }) => {
    await open(page, searchPage('jp', 'ja'));
    const ja = messagesOf('ja');
    const form = page.getByRole('form', { name: ja['search.form'] });
    await expect(form.getByRole('radio', { name: '往復' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: '出発地' })).toHaveValue('東京 (NRT)');
    await expect(form.getByRole('combobox', { name: '到着地' })).toHaveValue('広州 (CAN)');
    await expect(form.getByRole('textbox', { name: '出発日', exact: true })).toHaveValue(formatDate(outbound));
    await expect(form.getByRole('button', { name: '大人を1名追加' })).toBeVisible();
    await expect(form.getByRole('group', { name: '搭乗者' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: '搭乗クラス' }).locator('option:checked')).toHaveText('エコノミークラス');
    await expect(form.getByRole('button', { name: 'フライトを検索' })).toBeVisible();
    await expect(count(page, '大人：1名')).toHaveCount(1);
  });

  test('going back from the results page restores the form', async ({ page }) => {
    await open(page, searchPage('nz', 'en'));
    await page.getByRole('radio', { name: 'One way' }).check();
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.getByRole('combobox', { name: 'Cabin' }).selectOption({ label: 'Business' });
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(/\/book\/shop\/\?args=/);

    await page.goBack();
    await expect(page).toHaveURL(/\/book\/search\/$/);
    const restored = async () => {
      await expect(page.getByRole('radio', { name: 'One way' })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Return date' })).toHaveCount(0);
      await expect(count(page, 'Children: 1')).toHaveCount(1);
      await expect(page.getByRole('combobox', { name: 'Cabin' }).locator('option:checked')).toHaveText('Business');
      await expect(page.getByRole('button', { name: 'Search flights' })).toBeEnabled();
    };
    await restored();
    // A fresh load of the page (no page cache) reads the form back from session storage.
    await page.reload();
    await islandsHydrated(page);
    await restored();
  });

  test('before the page is ever idle, a city field suggests cities as they are typed, and the form comes back on a reload', async ({ page }) => {
    // A page that never becomes idle once parsed: the city matching and the code that reads a saved form back load
    // as they are used.
    await neverIdleOnceParsed(page);
    await open(page, searchPage('nz', 'en'));
    const from = page.getByRole('combobox', { name: 'From' });
    await from.click();
    await pickCity(page, from, 'syd', 'Sydney (SYD)');
    await page.getByRole('button', { name: 'Add a child' }).click();
    await expect(count(page, 'Children: 1')).toHaveCount(1);

    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Sydney (SYD)');
    await expect(count(page, 'Children: 1')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Departure date' })).toHaveValue(formatDate(outbound));
  });

  test('a site with several currencies lets the traveller pay in another, and the results are priced in it', async ({ page }) => {
    await open(page, searchPage('nz', 'en'));
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
    await open(page, searchPage('eu', 'en'));
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('EUR');
    await currency.selectOption('GBP');
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(/\/book\/shop\/\?args=/);
    const first = page
      .getByRole('list', { name: 'Flight options' })
      .getByRole('button', { name: /^Economy from/ })
      .first();
    await expect(first).toContainText('£');
  });

  test('the search page has no axe violations, fresh, with errors and as a multi-city trip', async ({ page }) => {
    await open(page, searchPage('nz', 'en'));
    await noAxeViolations(page);
    await page.getByRole('combobox', { name: 'From' }).fill('');
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page.getByRole('combobox', { name: 'From' })).toBeFocused();
    await page.getByRole('button', { name: 'Add an infant' }).click();
    await noAxeViolations(page);
    await page.getByRole('radio', { name: 'Multi-city' }).check();
    await page.getByRole('button', { name: 'Add a flight' }).click();
    await page.getByRole('button', { name: 'Choose the date of flight 2' }).click();
    await expect(page.getByRole('listbox', { name: 'Year' })).toBeFocused();
    await noAxeViolations(page);
  });
});

/** The place of a date in a week that starts on `firstDay`, 1 (Monday) to 7 (Sunday): 0 for the week's first day. */
const dayOfWeek = (date: CalendarDate, firstDay: number) => (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() - (firstDay % 7) + 7) % 7;

// The weeks of the picker start on the first day of the site's country: Monday in New Zealand, Sunday in Korea.
for (const { site, lang, firstDay } of [
  { site: 'nz', lang: 'en', firstDay: 1 },
  { site: 'kr', lang: 'ko', firstDay: 7 },
] as const) {
  const messages = messagesOf(lang);
  const t = (key: string) => translate(messages, key);
  const names = calendarNames(siteLocale(lang, site), firstDay);
  test.describe(`the date picker in ${lang}`, () => {
    test('moves through the days with the date picker keys, chooses with Enter and closes with Esc, all by keyboard', async ({ page }) => {
      await open(page, searchPage(site, lang));
      const toggle = page.getByRole('button', { name: t('search.chooseDepart') });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox', { name: t('ui.date.year') })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      const grid = page.getByRole('grid', { name: t('ui.date.day') });
      await expect(grid).toBeFocused();
      // The heading names the month shown as the locale writes a month of a year ("November 2026").
      const dialog = page.getByRole('dialog', { name: t('search.chooseDepart') });
      await expect(dialog.getByText(`${names.yearMonth(outbound.year, outbound.month)} · ${t('ui.date.day')}`, { exact: true })).toBeVisible();

      /** The grid's highlighted day is this date: its cell, named by the full date, is shown and is the active one. */
      const highlighted = async (date: CalendarDate) => {
        const name = names.day(date);
        const cell = grid.getByRole('gridcell', { name, exact: true });
        await expect(cell).toBeVisible();
        const id = await cell.getAttribute('id');
        await expect(grid).toHaveAttribute('aria-activedescendant', id ?? 'no id');
        // What the cell shows is part of its name, for voice control.
        expect(name).toContain((await cell.textContent()) ?? 'nothing');
      };

      await highlighted(outbound);
      await page.keyboard.press('ArrowDown');
      const weekLater = addDays(outbound, 7);
      await highlighted(weekLater);
      await page.keyboard.press('ArrowUp');
      await highlighted(outbound);
      await page.keyboard.press('ArrowDown');
      // Home and End go to the first and last days of the week as the site's country counts it.
      await page.keyboard.press('Home');
      const weekStart = addDays(weekLater, -dayOfWeek(weekLater, firstDay));
      await highlighted(weekStart);
      await page.keyboard.press('End');
      const weekEnd = addDays(weekStart, 6);
      await highlighted(weekEnd);
      await page.keyboard.press('PageDown');
      const monthLater = addMonths(weekEnd, 1);
      await highlighted(monthLater);
      if (lang === 'ko') await noAxeViolations(page);

      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: t('search.departDate') })).toHaveValue(formatDate(monthLater));
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox', { name: t('ui.date.year') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(page.getByRole('textbox', { name: t('search.departDate') })).toHaveValue(formatDate(monthLater));
    });
  });
}
