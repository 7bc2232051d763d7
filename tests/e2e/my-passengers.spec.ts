import { randomInt } from 'node:crypto';
import type { Lang } from '../../src/domain/languages.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { toPassengers } from '../support/e2e-booking.ts';
import { joinThroughApi } from '../support/e2e-registration.ts';
import { expect, type Locator, type Page, test } from '../support/e2e-test.ts';

/** A valid resident identity number (NI) of someone born on 7 March 1990. */
const NI_NUMBER = '110105199003070025';
const NI_BIRTHDAY = '1990-03-07';
/** A residence permit (RP): exactly 18 letters or digits. */
const RP_NUMBER = 'AB12CD34EF56GH78IJ';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A message with a {count} in it, as a pattern that matches any count. */
const countOf = (template: string) => new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{count}', '\\d+'));

/** Presses Tab until the target has the focus (the fields between are passed by, as a keyboard user would). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 6 && !(await target.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** The page fits its width: nothing scrolls sideways. */
async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Follows a link or presses a button by the keyboard. */
async function press(target: Locator): Promise<void> {
  await target.focus();
  await target.press('Enter');
}

/**
 * Adds a residence permit as a second document (and a third, removed again), and a
 * residence address whose missing country is refused at its field, by keyboard.
 */
async function addPermitAndResidence(page: Page, m: ReturnType<typeof messagesOf>): Promise<void> {
  const add = page.getByRole('button', { name: m['myPassengers.more.add'] });
  await press(add);
  const second = page.getByRole('group', { name: 'Document 2' });
  const type = second.getByRole('combobox', { name: 'Type of document 2' });
  await expect(type).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue('RP');
  await tabTo(page, second.getByRole('textbox', { name: 'Number of document 2' }));
  await page.keyboard.type(RP_NUMBER);
  await expect(second.getByRole('combobox', { name: 'Issuing country of document 2' })).toHaveValue('NZ');
  await tabTo(page, second.getByRole('textbox', { name: 'Expiry date of document 2', exact: true }));
  await page.keyboard.type(day(3 * 365));

  await press(add);
  await expect(page.getByRole('combobox', { name: 'Type of document 3' })).toBeFocused();
  await press(page.getByRole('button', { name: 'Remove document 3' }));
  await expect(page.getByRole('group', { name: 'Document 3' })).toHaveCount(0);
  await expect(add).toBeFocused();

  const residence = page.getByRole('group', { name: m['myPassengers.more.residence'] });
  await tabTo(page, residence.getByRole('textbox', { name: m['myPassengers.more.address'] }));
  await page.keyboard.type('12 Queen Street');
  await tabTo(page, residence.getByRole('textbox', { name: m['myPassengers.more.city'] }));
  await page.keyboard.type('Auckland');
  await tabTo(page, residence.getByRole('textbox', { name: m['myPassengers.more.zip'] }));
  await page.keyboard.type('1010');
  await page.keyboard.press('Enter');
  const country = residence.getByRole('combobox', { name: m['myPassengers.more.country'] });
  await expect(country).toBeFocused();
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await expect(country).toHaveAccessibleDescription(new RegExp(m.e00.replace('.', '\\.')));
  await noAxeViolations(page);
  await country.selectOption({ label: 'New Zealand' });
  await expect(country).not.toHaveAttribute('aria-invalid', 'true');
}

const SITES = [
  {
    site: 'nz',
    lang: 'en',
    names: [
      { field: 'passengers.field.firstName', value: 'Fang' },
      { field: 'passengers.field.lastName', value: 'Wang' },
    ],
    shown: 'Fang Wang',
  },
  {
    site: 'jp',
    lang: 'ja',
    names: [
      { field: 'passengers.field.surname', value: 'WANG' },
      { field: 'passengers.field.givenName', value: 'FANG' },
    ],
    shown: 'WANG FANG',
  },
] as const satisfies readonly { site: string; lang: Lang; names: readonly { field: string; value: string }[]; shown: string }[];

for (const { site, lang, names, shown } of SITES) {
  test(`on ${site}/${lang} a member adds a passenger with a resident ID by keyboard, the birth date filling in${site === 'nz' ? ', a second document and a residence address' : ''}, edits it, finds it in the list and the detail${site === 'nz' ? ', books with it' : ''} and deletes it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const m = messagesOf(lang);
    const email = `saved-psg-${Date.now()}-${randomInt(1e6)}@example.com`;
    await joinThroughApi(e2eApi(page.request), { email, phone: String(211_000_000 + randomInt(999_999)) }, { site, lang });
    const base = `/tk/${site}/${lang}/my/passengers`;
    // The pages are designed for a phone first; the booking part keeps the shop's desktop layout.
    if (site === 'jp') await page.setViewportSize({ width: 360, height: 780 });

    await page.goto(`${base}/list/`);
    await islandsHydrated(page);
    await expect(page.getByText(m['myPassengers.none'])).toBeVisible();
    await noAxeViolations(page);
    await press(page.getByRole('link', { name: m['myPassengers.add'] }));
    await page.waitForURL(`**${base}/add/`);
    await islandsHydrated(page);

    // An empty form is refused: the count is announced and the first wrong field takes the focus.
    const first = page.getByRole('textbox', { name: m[names[0].field], exact: true });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: countOf(m['passengers.fix']) })).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await noAxeViolations(page);
    await noSideScroll(page);

    for (const { field, value } of names) {
      await tabTo(page, page.getByRole('textbox', { name: m[field], exact: true }));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('combobox', { name: m['passengers.field.sex'] }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: m['passengers.field.sex'] })).toHaveValue('0');
    const documentType = page.getByRole('combobox', { name: m['passengers.field.documentType'] });
    await tabTo(page, documentType);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(documentType).toHaveValue('NI');
    await tabTo(page, page.getByRole('textbox', { name: m['passengers.field.documentNumber'] }));
    await page.keyboard.type(NI_NUMBER);
    await expect(page.getByRole('textbox', { name: m['passengers.field.birthday'], exact: true })).toHaveValue(NI_BIRTHDAY);
    await tabTo(page, page.getByRole('textbox', { name: m['passengers.field.documentExpiry'], exact: true }));
    await page.keyboard.type(day(5 * 365));
    if (site === 'nz') await addPermitAndResidence(page, m);
    await press(page.getByRole('button', { name: m['myPassengers.saveButton'] }));

    await page.waitForURL(new RegExp(`${base}/detail/[a-f0-9]{32}/1/$`));
    const detailUrl = page.url();
    await expect(page.getByRole('heading', { name: shown })).toBeVisible();
    await expect(page.getByText(NI_NUMBER)).toBeVisible();
    if (site === 'nz') {
      await expect(page.getByText(`${m['passengers.document.RP']} ${RP_NUMBER}`)).toBeVisible();
      await expect(page.getByText('12 Queen Street, Auckland, 1010, New Zealand')).toBeVisible();
    }

    await press(page.getByRole('link', { name: m['myPassengers.edit'], exact: true }));
    await page.waitForURL(new RegExp(`${base}/edit/[a-f0-9]{32}/1/$`));
    await islandsHydrated(page);
    const expiry = page.getByRole('textbox', { name: m['passengers.field.documentExpiry'], exact: true });
    await expect(page.getByRole('textbox', { name: m['passengers.field.documentNumber'] })).toHaveValue(NI_NUMBER);
    await expect(page.getByRole('textbox', { name: m[names[0].field], exact: true })).toHaveValue(names[0].value);
    if (site === 'nz') {
      await expect(page.getByRole('textbox', { name: 'Number of document 2' })).toHaveValue(RP_NUMBER);
      await expect(page.getByRole('textbox', { name: m['myPassengers.more.address'] })).toHaveValue('12 Queen Street');
    }
    await expiry.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(day(90));
    await page.keyboard.press('Enter');

    await page.waitForURL(detailUrl);
    await expect(page.getByText(m['myPassengers.expiresSoon'])).toBeVisible();
    await noAxeViolations(page);

    await press(page.getByRole('link', { name: m['myPassengers.backToList'] }));
    await page.waitForURL(`**${base}/list/`);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: shown }) });
    await expect(item).toContainText(m['myPassengers.type.ADT']);
    await expect(item).toContainText(`${m['passengers.document.NI']} **************0025`);
    await expect(item).not.toContainText(NI_NUMBER);
    await expect(item).toContainText(m['myPassengers.expiresSoon']);
    if (site === 'nz') {
      await expect(item).toContainText(`${m['passengers.document.RP']} **************78IJ`);
      await expect(item).not.toContainText(RP_NUMBER);
    }
    await noAxeViolations(page);
    await noSideScroll(page);

    if (site === 'nz') {
      await toPassengers(page, page.request, { adt: 1 });
      const adult = page.getByRole('group', { name: 'Adult 1' });
      await adult.getByLabel('Fill in from my passengers').selectOption({ label: `WANG/FANG, born ${NI_BIRTHDAY}` });
      await expect(adult.getByLabel('First name', { exact: true })).toHaveValue('Fang');
      await expect(adult.getByLabel('Document number')).toHaveValue(NI_NUMBER);
    }

    await page.goto(detailUrl);
    await islandsHydrated(page);

    await press(page.getByRole('button', { name: m['myPassengers.delete'] }));
    const confirm = page.getByRole('alertdialog', { name: m['myPassengers.deleteTitle'] });
    await expect(confirm).toContainText(shown);
    await expect(confirm.getByRole('button', { name: m['myPassengers.deleteOk'] })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${base}/list/`);
    await expect(page.getByText(m['myPassengers.none'])).toBeVisible();
  });
}
