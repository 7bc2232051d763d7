import type { Page } from 'playwright';
import type { Lang } from '../../src/domain/languages.ts';
import { wording } from '../support/e2e-wording.ts';

/** A traveller of the demo: a phone number of the site's country, without its calling code. */
const PHONES: Readonly<Record<string, string>> = { nz: '211234567', jp: '9012345678' };
/** Sites whose forms ask the surname first. */
const SURNAME_FIRST = new Set(['jp']);

const yearsFromNow = (years: number) => {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() + years);
  return at.toISOString().slice(0, 10);
};

/**
 * Books as a traveller does, from a results page to the extras page, one adult on the first economy fare, and
 * answers the addresses of the passengers and extras pages. The tab keeps the funnel in its session storage, so
 * those pages open again, cold, in the same tab.
 */
export async function throughTheFunnel(page: Page, site: string, lang: Lang, resultsPath: string): Promise<{ passengers: string; addition: string }> {
  const t = wording(lang);
  await page.goto(resultsPath);
  await page
    .getByRole('list', { name: t.message('shop.results') })
    .getByRole('button', { name: t.startsWith(t.message('cabin.0')) })
    .first()
    .click();
  await page
    .getByRole('table', { name: t.message('shop.families', { cabin: t.message('cabin.0') }) })
    .getByRole('button', { name: t.pattern('shop.select') })
    .first()
    .click();
  await page
    .getByRole('region', { name: t.message('shop.summary') })
    .getByRole('button', { name: t.message('shop.continue') })
    .click();
  await page.waitForURL(/\/book\/passengers\/\?execution=/);
  const passengers = page.url();

  const adult = page.getByRole('group', { name: t.message('passengers.type.ADT', { n: 1 }) });
  const surnameFirst = SURNAME_FIRST.has(site);
  await adult.getByLabel(t.message(surnameFirst ? 'passengers.field.givenName' : 'passengers.field.firstName'), { exact: true }).fill('MIRA');
  await adult.getByLabel(t.message(surnameFirst ? 'passengers.field.surname' : 'passengers.field.lastName'), { exact: true }).fill('TANE');
  await adult.getByLabel(t.message('passengers.field.sex')).selectOption({ label: t.message('passengers.sex.female') });
  await adult.getByLabel(t.message('passengers.field.birthday')).fill('1990-05-17');
  await adult.getByLabel(t.message('passengers.field.documentNumber')).fill(`PA${Date.now() % 10_000_000}`);
  await adult.getByLabel(t.message('passengers.field.documentExpiry')).fill(yearsFromNow(6));
  const contact = page.getByRole('group', { name: t.message('passengers.contact.heading') });
  await contact.getByLabel(t.message('passengers.contact.name')).fill('MIRA TANE');
  await contact.getByLabel(t.message('passengers.contact.phone')).fill(PHONES[site] ?? PHONES.nz);
  await contact.getByRole('combobox', { name: t.message('passengers.contact.email') }).fill(`bench-${Date.now()}@example.com`);
  for (const box of await page
    .getByRole('group', { name: t.message('passengers.notices.heading') })
    .getByRole('checkbox')
    .all())
    await box.check();
  await page.getByRole('button', { name: t.message('passengers.continue') }).click();
  await page.waitForURL(/\/book\/addition\/\?execution=/);
  return { passengers, addition: page.url() };
}
