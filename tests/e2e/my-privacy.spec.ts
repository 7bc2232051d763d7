import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { listSavedContacts, listSavedPassengers, saveSavedContact, saveSavedPassenger } from '../../src/domain/api/saved-data.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { joinThroughApi } from '../support/e2e-registration.ts';
import { allowConsoleErrors, expect, test } from '../support/e2e-test.ts';

const en = messagesOf('en');
const NZ = { site: 'nz', lang: 'en' } as const;

// Phone first: the page is used at 360 px.
test.use({ viewport: { width: 360, height: 780 } });

test('a member downloads their data as JSON, erases the saved passengers and contacts, closes the account by keyboard alone and can no longer log in', async ({
  page,
}) => {
  // The wrong password when closing, and the login of the closed account, are refused (400).
  allowConsoleErrors(page, /status of 400 .*(closeAccount|\/login)/);
  // A fresh identity per run: the browser suite also runs against a PostgreSQL schema that outlives one run.
  const digits = String(randomInt(10_000_000)).padStart(7, '0');
  const email = `runa.${digits}@example.com`;
  const api = e2eApi(page.request);
  const memberNo = await joinThroughApi(api, { email, phone: `22${digits}`, givenName: 'Runa', surname: 'Castellane' });
  await api.ok(saveSavedPassenger, {
    params: NZ,
    body: {
      firstName: 'Runa',
      lastName: 'Castellane',
      sex: '0',
      nationality: 'NZ',
      birthday: '1985-03-02',
      documentType: 'PP',
      documentNumber: 'R4455667',
      documentIssuer: 'NZ',
      documentExpiry: '2031-05-01',
    },
  });
  await api.ok(saveSavedContact, { params: NZ, body: { contactName: 'Runa Castellane', areaCode: '64', phone: `22${digits}`, email } });

  await page.goto('/tk/nz/en/my/privacy/');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: en['privacy.export.heading'] })).toBeVisible();
  await noAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  for (const name of [en['privacy.export.button'], en['privacy.erase.button'], en['privacy.close.button']]) {
    expect((await page.getByRole('button', { name }).boundingBox())?.height, name).toBeGreaterThanOrEqual(44);
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: en['privacy.export.button'] }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^member-data-${memberNo}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data).toMatchObject({
    format: 'storefront-member-data',
    memberNo,
    sections: {
      profile: { givenName: 'Runa', surname: 'Castellane', email },
      savedPassengers: [expect.objectContaining({ givenName: 'Runa', documentNumber: 'R4455667' })],
      savedContacts: [expect.objectContaining({ contactName: 'Runa Castellane', email })],
    },
  });
  await expect(page.getByRole('status').filter({ hasText: en['privacy.export.done'] })).toBeVisible();

  await page.getByRole('button', { name: en['privacy.erase.button'] }).focus();
  await page.keyboard.press('Enter');
  const eraseDialog = page.getByRole('alertdialog', { name: en['privacy.erase.title'] });
  await expect(eraseDialog).toBeVisible();
  await noAxeViolations(page);
  await eraseDialog.getByRole('button', { name: en['privacy.erase.ok'] }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: en['privacy.erase.done'] })).toBeVisible();
  expect((await api.ok(listSavedPassengers, { params: NZ })).pList.filter((p) => p.psgId !== null)).toEqual([]);
  expect((await api.ok(listSavedContacts, { params: NZ, query: {} })).data).toEqual([]);

  const closing = page.getByRole('region', { name: en['privacy.close.heading'] });
  const password = closing.getByLabel(en['privacy.close.password']);
  await password.focus();
  await page.keyboard.type('135790');
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog', { name: en['privacy.close.title'] }).getByRole('button', { name: en['privacy.close.ok'] }).press('Enter');
  await expect(closing.getByText(en['privacy.close.passwordWrong'])).toBeVisible();
  await expect(password).toBeFocused();
  await noAxeViolations(page);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('246810');
  await page.keyboard.press('Tab');
  await expect(closing.getByRole('button', { name: en['privacy.close.button'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog', { name: en['privacy.close.title'] }).getByRole('button', { name: en['privacy.close.ok'] }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: en['privacy.close.done'] })).toBeFocused();
  // On a phone the member corner is in the sheet of the header's menu button.
  const headerMenu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const logInLink = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await expect(async () => {
    if ((await headerMenu.getAttribute('aria-expanded')) !== 'true') await headerMenu.click();
    await expect(logInLink).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await noAxeViolations(page);

  await page.goto('/tk/nz/en/login/');
  await islandsHydrated(page);
  const login = page.getByRole('main');
  await login.getByLabel('Member number or e-mail').fill(email);
  await login.getByLabel('Password').fill('246810');
  await login.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByText(en['error.CZSSO030014'])).toBeVisible();
  await expect(page).toHaveURL(/\/login\/$/);
});
