import { randomInt } from 'node:crypto';
import type { Lang } from '../../../src/domain/languages.ts';
import { islandsHydrated } from '../../support/e2e.ts';
import { expectFlightsFound } from '../../support/e2e-booking.ts';
import { attachFullPage, collectConsoleErrors, expectPhoneFriendly } from '../../support/e2e-phone-layout.ts';
import { expect, type Locator, type Page, test } from '../../support/e2e-test.ts';
import { wording } from '../../support/e2e-wording.ts';

/**
 * A round trip booked on a phone (the "phone" project: 390 × 844, touch) from the search page to the card page, on
 * three sites in three languages. Every page must fit the screen's width, offer no target under 24 × 24 px and log
 * no error; each page's full screenshot goes into the report.
 */

interface PhoneJourney {
  readonly site: string;
  readonly lang: Lang;
  readonly label: string;
  /** The site the booking pages are on: those of an EU country's site are the eu site's. */
  readonly bookingSite: string;
  /** A mobile number of the booking site's country, without its calling code (the form starts with the site's). */
  readonly phone: string;
}

const JOURNEYS: readonly PhoneJourney[] = [
  { site: 'nz', lang: 'en', label: 'the New Zealand site in English', bookingSite: 'nz', phone: '211234567' },
  { site: 'jp', lang: 'ja', label: 'the Japanese site in Japanese', bookingSite: 'jp', phone: '9012345678' },
  { site: 'de', lang: 'de', label: 'the German site in German (booking on the eu site)', bookingSite: 'eu', phone: '612345678' },
];

/** The narrowest screen every page is designed for (design.md). */
const NARROWEST_PX = 360;

const inYears = (years: number, days = 0) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCFullYear(at.getUTCFullYear() + years);
  return at.toISOString().slice(0, 10);
};

/** The header's menu button opens the sheet with the navigation and the chooser; Escape closes it back to the button. */
async function useHeaderMenu(page: Page, journey: PhoneJourney, check: (name: string) => Promise<void>): Promise<void> {
  const t = wording(journey.lang);
  const menu = page.getByRole('banner').getByRole('button', { name: t.message('nav.menu') });
  const nav = page.getByRole('navigation', { name: t.message('nav.primary') });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  const box = await menu.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(43.5);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  const chooser = page.getByRole('form', { name: t.message('chooser.title') });
  await expect(chooser.getByRole('combobox', { name: t.message('chooser.site') })).toBeVisible();
  await expect(chooser.getByRole('combobox', { name: t.message('chooser.lang') })).toBeVisible();
  await check('search page, menu open');

  await nav.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

/** Opens the first economy fare's families of the first flight of a slice, checks them as swipeable cards, and takes the first. */
async function chooseSlice(page: Page, journey: PhoneJourney, check: (name: string) => Promise<void>, slice: string): Promise<void> {
  const t = wording(journey.lang);
  await expectFlightsFound(page, t, slice);
  await check(`results, ${slice}`);
  await page
    .getByRole('list', { name: t.message('shop.results') })
    .getByRole('button', { name: t.startsWith(t.message('cabin.0')) })
    .first()
    .click();
  const families = page.getByRole('table', { name: t.message('shop.families', { cabin: t.message('cabin.0') }) });
  const select = families.getByRole('button', { name: t.pattern('shop.select') });
  await expect(select.first()).toBeVisible();
  // The families are cards in a box that scrolls sideways and snaps to each card, not a table wider than the page.
  const cards = await families.evaluate((table) => {
    const box = table.parentElement;
    return box ? { scrolls: box.scrollWidth > box.clientWidth, snap: getComputedStyle(box).scrollSnapType } : null;
  });
  if ((await select.count()) > 1) expect(cards).toEqual({ scrolls: true, snap: 'x mandatory' });
  await check(`results, ${slice}, fare families`);
  await select.first().click();
}

/** Something of the page is fully above the bar fixed to the bottom of the screen. */
async function expectAboveBar(target: Locator, bar: Locator): Promise<void> {
  const [targetBox, barBox] = await Promise.all([target.boundingBox(), bar.boundingBox()]);
  expect(targetBox && barBox && targetBox.y + targetBox.height <= barBox.y + 0.5, 'the focused field is not under the bottom bar').toBe(true);
}

/** The funnel's way on is on screen wherever the page is scrolled to. */
async function expectWayOnAtTheBottom(page: Page, button: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(button).toBeInViewport();
  const box = await button.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height > viewport.height - 120).toBe(true);
}

for (const journey of JOURNEYS) {
  test(`a traveller on a phone books a round trip on ${journey.label} from search to the card page, every page fitting the screen`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const t = wording(journey.lang);
    const errors = collectConsoleErrors(page);
    const check = async (name: string) => {
      await expectPhoneFriendly(page, name);
      // The narrowest phone the pages are designed for, then back to the project's screen.
      const screen = page.viewportSize();
      await page.setViewportSize({ width: NARROWEST_PX, height: 780 });
      await expectPhoneFriendly(page, `${name} at ${NARROWEST_PX} px`);
      if (screen) await page.setViewportSize(screen);
      expect(errors, `${name}: console errors`).toEqual([]);
      await attachFullPage(page, testInfo, `${journey.site}-${journey.lang}: ${name}`);
    };

    await test.step('search', async () => {
      await page.goto(`/tk/${journey.site}/${journey.lang}/book/search/`);
      await islandsHydrated(page);
      // Pinch zoom stays open: the viewport neither fixes the scale nor forbids zooming.
      await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute('content', /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\s*(,|$)/);
      await check('search page');
      await useHeaderMenu(page, journey, check);
      await page.getByRole('button', { name: t.message('search.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`/tk/${journey.bookingSite}/${journey.lang}/book/shop/`));
      await islandsHydrated(page);
    });

    await test.step('results', async () => {
      await chooseSlice(page, journey, check, t.message('shop.outbound'));
      await chooseSlice(page, journey, check, t.message('shop.inbound'));
      const summary = page.getByRole('region', { name: t.message('shop.summary') });
      const next = summary.getByRole('button', { name: t.message('shop.continue') });
      await expectWayOnAtTheBottom(page, next);
      await check('results, flights chosen');
      await next.click();
    });

    await test.step('passengers', async () => {
      await expect(page).toHaveURL(new RegExp(`/tk/${journey.bookingSite}/${journey.lang}/book/passengers/\\?execution=`));
      await islandsHydrated(page);
      const adult = page.getByRole('group', { name: t.message('passengers.type.ADT', { n: 1 }) });
      await expect(adult.getByLabel(t.message('passengers.field.documentType'))).toHaveValue('PP');
      const surnameFirst = journey.site === 'jp';
      await adult.getByLabel(t.message(surnameFirst ? 'passengers.field.givenName' : 'passengers.field.firstName'), { exact: true }).fill('MIRA');
      await adult.getByLabel(t.message(surnameFirst ? 'passengers.field.surname' : 'passengers.field.lastName'), { exact: true }).fill('TANE');
      await adult.getByLabel(t.message('passengers.field.sex')).selectOption({ label: t.message('passengers.sex.female') });
      await adult.getByLabel(t.message('passengers.field.birthday')).fill('1990-05-17');
      await adult.getByLabel(t.message('passengers.field.documentNumber')).fill(`PA${randomInt(1e6, 1e7)}`);
      await adult.getByLabel(t.message('passengers.field.documentExpiry')).fill(inYears(6));
      const contact = page.getByRole('group', { name: t.message('passengers.contact.heading') });
      await contact.getByLabel(t.message('passengers.contact.name')).fill('MIRA TANE');
      await contact.getByLabel(t.message('passengers.contact.phone')).fill(journey.phone);
      const email = contact.getByRole('combobox', { name: t.message('passengers.contact.email') });
      await email.fill(`mira-${Date.now()}-${randomInt(1e6)}@example.com`);
      const notices = page.getByRole('group', { name: t.message('passengers.notices.heading') });
      await expect(notices.getByRole('checkbox').first()).toBeVisible();
      for (const box of await notices.getByRole('checkbox').all()) await box.check();

      const next = page.getByRole('button', { name: t.message('passengers.continue') });
      await expectWayOnAtTheBottom(page, next);
      // A field reached by keyboard is scrolled clear of the bar at the bottom (scroll-padding), not left under it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await email.focus();
      await expectAboveBar(email, next);
      await check('passengers');
      await next.click();
    });

    await test.step('extras', async () => {
      await expect(page).toHaveURL(new RegExp(`/tk/${journey.bookingSite}/${journey.lang}/book/addition/\\?execution=`));
      await islandsHydrated(page);
      const map = page.getByRole('grid', { name: t.pattern('seat.mapLabel') }).first();
      await expect(map).toBeVisible();
      const viewport = page.viewportSize();
      const mapBox = await map.boundingBox();
      expect(mapBox && viewport && mapBox.x >= 0 && mapBox.x + mapBox.width <= viewport.width, 'the seat map fits the screen').toBe(true);
      await check('extras');

      const zoom = page.getByRole('button', { name: t.message('seat.zoom') }).first();
      await zoom.click();
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      const seat = map.getByRole('button').first();
      const seatBox = await seat.boundingBox();
      expect(Math.min(seatBox?.width ?? 0, seatBox?.height ?? 0)).toBeGreaterThanOrEqual(43.5);
      await check('extras, seat map zoomed');

      const summary = page.getByRole('region', { name: t.message('addition.summary') });
      const next = summary.getByRole('button', { name: t.message('addition.continue') });
      await expectWayOnAtTheBottom(page, next);
      await next.click();
    });

    await test.step('card page', async () => {
      await expect(page.getByRole('heading', { name: t.message('pay.title') })).toBeVisible({ timeout: 20_000 });
      await check('card page');
    });
  });
}
