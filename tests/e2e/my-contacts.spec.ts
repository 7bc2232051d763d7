import { randomInt } from 'node:crypto';
import { logIn, validateCard } from '../../src/domain/api/member.ts';
import { saveSavedContact } from '../../src/domain/api/saved-data.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { PASSENGER_LIMITS } from '../../src/domain/reference/passenger-types.ts';
import { interpolate, messagesOf } from '../../src/lib/i18n/index.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi, encryptedPassword } from '../support/e2e-api.ts';
import { joinThroughApi } from '../support/e2e-registration.ts';
import { expect, type Locator, type Page, test } from '../support/e2e-test.ts';

// Oliver, not Mei: the booking tests expect Mei's own contact to be the one she changed last.
const OLIVER = DEMO_MEMBERS[1];

/** Letters only, as contact names take them; a run of its own, since the PostgreSQL run keeps its schema between runs. */
function runLetters(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/** Logs Oliver in through the page's own request context, choosing his first usable card at the card step. */
async function logInAsOliver(page: Page, site: string, lang: Lang): Promise<void> {
  const api = e2eApi(page.request);
  const pw = await encryptedPassword(api, DEMO_PASSWORD);
  const reply = await api.ok(logIn, { body: { country: site, language: lang, loginType: 'account', id: OLIVER.email, pw } });
  if (!('cards' in reply)) return;
  const card = reply.cards.find((c) => !c.ex) ?? reply.cards[0];
  await api.ok(validateCard, { body: { country: site, language: lang, index: String(card.idx), name: `${OLIVER.givenName} ${OLIVER.surname}` } });
}

async function press(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await page.keyboard.press(key);
}

/** The list's heading, whatever the count: its message with the numbers left open. */
function listHeading(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{(count|max)\\\}/g, '\\d+')}$`);
}

const LANGUAGES = [
  { site: 'nz', lang: 'en' },
  { site: 'jp', lang: 'ja' },
] as const;

for (const { site, lang } of LANGUAGES) {
  const m = messagesOf(lang);
  const t = (key: string, params?: Record<string, string>) => interpolate(m[key], params);

  test(`in ${lang}, a demo member adds, edits and deletes a contact by keyboard alone, and its edit page opened on a fresh load lands on the list`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const run = runLetters();
    const name = `Ada ${run[0].toUpperCase()}${run.slice(1)}`;
    const email = `ada.${run}@example.com`;
    await logInAsOliver(page, site, lang);
    const listPath = new RegExp(`/tk/${site}/${lang}/my/contacts/list/$`);

    await page.goto(`/tk/${site}/${lang}/my/contacts/list/`);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: m['route.my.contacts.list.title'] })).toBeVisible();
    const demoContact = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Oliver Grant', exact: true }) });
    await expect(demoContact).toContainText('+44 7700 900123');
    await expect(demoContact).toContainText(OLIVER.email);
    await noAxeViolations(page);

    // Add: a refused save names the wrong fields and gives the first the focus.
    await press(page, page.getByRole('link', { name: m['myContacts.add'] }));
    await expect(page).toHaveURL(new RegExp(`/tk/${site}/${lang}/my/contacts/add/$`));
    await islandsHydrated(page);
    const form = page.getByRole('group', { name: m['passengers.contact.heading'] });
    const nameField = form.getByLabel(m['passengers.contact.name']);
    await press(page, page.getByRole('button', { name: m['myContacts.saveNew'] }));
    await expect(nameField).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: t('myContacts.fix', { count: '3' }) })).toBeVisible();
    await expect(form.getByText(m.e00).first()).toBeVisible();
    await noAxeViolations(page);

    await page.keyboard.type(name);
    await press(page, form.getByRole('combobox', { name: m['ui.areaCode.label'] }), 'End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('+44');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('combobox', { name: m['ui.areaCode.label'] })).toHaveValue('+44');
    await form.getByLabel(m['passengers.contact.phone']).focus();
    await page.keyboard.type('7700900456');
    await form.getByRole('combobox', { name: m['passengers.contact.email'] }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Escape');
    await press(page, page.getByRole('button', { name: m['myContacts.saveNew'] }));

    await expect(page).toHaveURL(listPath);
    await expect(page.getByRole('status').filter({ hasText: m['myContacts.saved.added'] })).toBeVisible();
    const added = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(added).toContainText('+44 7700 900456');
    await expect(added).toContainText(email);
    await noAxeViolations(page);

    // Edit: the form opens filled in, and a reload of the page keeps it (only a fresh load falls back).
    await press(page, added.getByRole('link', { name: t('myContacts.editNamed', { name }) }));
    await expect(page).toHaveURL(new RegExp(`/tk/${site}/${lang}/my/contacts/edit/[a-f0-9]{32}/$`));
    const editUrl = page.url();
    await islandsHydrated(page);
    await expect(nameField).toHaveValue(name);
    await expect(form.getByRole('combobox', { name: m['ui.areaCode.label'] })).toHaveValue('+44');
    await expect(form.getByLabel(m['passengers.contact.phone'])).toHaveValue('7700900456');
    await page.reload();
    await islandsHydrated(page);
    await expect(page).toHaveURL(editUrl);
    await expect(nameField).toHaveValue(name);
    await noAxeViolations(page);

    const changedEmail = `ada.${run}@example.org`;
    const emailField = form.getByRole('combobox', { name: m['passengers.contact.email'] });
    await emailField.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(changedEmail);
    await page.keyboard.press('Escape');
    await press(page, page.getByRole('button', { name: m['myContacts.saveChanges'] }));
    await expect(page).toHaveURL(listPath);
    await expect(page.getByRole('status').filter({ hasText: m['myContacts.saved.changed'] })).toBeVisible();
    await expect(added).toContainText(changedEmail);

    // The edit address opened afresh (typed, or from a bookmark) shows the list instead.
    await page.goto(editUrl);
    await expect(page).toHaveURL(listPath);
    await islandsHydrated(page);
    await expect(added).toContainText(changedEmail);

    // Delete: Esc keeps the contact, the confirmation's button deletes it.
    const deleteButton = added.getByRole('button', { name: t('myContacts.delete.named', { name }) });
    await press(page, deleteButton);
    const dialog = page.getByRole('alertdialog', { name: m['myContacts.delete.title'] });
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText(changedEmail);
    await noAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(added).toBeVisible();

    await press(page, deleteButton);
    await expect(dialog.getByRole('button', { name: m['myContacts.delete.ok'], exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t('myContacts.delete.done', { name }) })).toBeVisible();
    await expect(added).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: listHeading(m['myContacts.heading']) })).toBeFocused();
    await expect(demoContact).toBeVisible();
    await noAxeViolations(page);
  });
}

test('a member who keeps the most contacts allowed is told so instead of offered to add, until one is deleted', async ({ page }) => {
  test.setTimeout(90_000);
  const m = messagesOf('en');
  const run = runLetters();
  const api = e2eApi(page.request);
  await joinThroughApi(api, { email: `cap.${run}@example.com`, phone: `21${randomInt(1_000_000, 9_999_999)}` });
  const params = { site: 'nz', lang: 'en' } as const;
  for (let i = 0; i < PASSENGER_LIMITS.savedContacts; i++) {
    await api.ok(saveSavedContact, {
      params,
      body: { contactName: 'Ana Silva', areaCode: '64', phone: `2112345${60 + i}`, email: `ana.${i}.${run}@example.com` },
    });
  }

  await page.goto('/tk/nz/en/my/contacts/list/');
  await islandsHydrated(page);
  const saved = page.getByRole('list', { name: listHeading(m['myContacts.heading']) }).getByRole('listitem');
  await expect(saved).toHaveCount(PASSENGER_LIMITS.savedContacts);
  await expect(page.getByText(m['error.contactLimit'])).toBeVisible();
  await expect(page.getByRole('link', { name: m['myContacts.add'] })).toHaveCount(0);
  await noAxeViolations(page);

  // Phone first: at 360 px the page does not scroll sideways, and every action is a 44 px tap target.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const action of await saved.first().getByRole('link').or(saved.first().getByRole('button')).all()) {
    const box = await action.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }

  await press(page, page.getByRole('button', { name: 'Delete Ana Silva' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await expect(page.getByRole('alertdialog').getByRole('button', { name: m['myContacts.delete.ok'], exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(saved).toHaveCount(PASSENGER_LIMITS.savedContacts - 1);
  await expect(page.getByText(m['error.contactLimit'])).toHaveCount(0);
  await expect(page.getByRole('link', { name: m['myContacts.add'] })).toBeVisible();
});
