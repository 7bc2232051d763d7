import { randomInt } from 'node:crypto';
import en from '../../i18n/en.json' with { type: 'json' };
import { interpolate } from '../../src/lib/i18n/format.ts';
import { DEMO_REVIEWER } from '../../src/server/special-passengers/demo-staff.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { agreeToNotices, toPassengers } from '../support/e2e-booking.ts';
import { mailsIn } from '../support/e2e-orders.ts';
import { allowConsoleErrors, expect, type Page, test } from '../support/e2e-test.ts';
import { PNG_PROOF } from '../support/proof-files.ts';

function outbox(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is set by tests/playwright.config.ts');
  return dir;
}

/** A student card as the server sees one. */
const CARD = Buffer.from(PNG_PROOF);

/** Types into the focused field and moves on with Tab, as a keyboard user does. */
async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

async function fillTraveller(page: Page, person: { first: string; last: string; passport: string }): Promise<void> {
  const form = page.getByRole('group', { name: 'Adult 1' });
  await form.getByLabel('First name', { exact: true }).fill(person.first);
  await form.getByLabel('Last name', { exact: true }).fill(person.last);
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Date of birth').fill('2004-05-06');
  await form.getByLabel('Document number').fill(person.passport);
  await form.getByLabel('Expiry date').fill('2033-01-01');
}

test('a student registers with a card, confirms the e-mail, is approved by a reviewer and books the student fare, which another traveller is refused', async ({
  page,
  browser,
  request,
}) => {
  // Another traveller is refused the student fare (400).
  allowConsoleErrors(page, /status of 400/);
  test.setTimeout(120_000);
  const email = `student-${Date.now()}-${randomInt(1e6)}@example.com`;
  const passport = `ST${randomInt(1e6, 1e7)}`;

  // Registration, keyboard only but for choosing the file.
  await page.goto('/tk/nz/en/sppsg/register/');
  await islandsHydrated(page);
  await expect(page.getByText(en['sppsg.register.demo'])).toBeVisible();
  await page.getByLabel(en['sppsg.field.ticketType']).focus();
  await page.keyboard.press('Tab');
  await page.getByLabel(en['sppsg.field.ticketType']).selectOption('STU');
  await expect(page.getByText(interpolate(en['sppsg.rule.economy'], { percent: 20 }))).toBeVisible();
  await page.getByLabel(en['sppsg.field.surname']).focus();
  await type(page, 'Bell');
  await type(page, 'Anna');
  await page.getByLabel(en['sppsg.field.birthday']).fill('2004-05-06');
  await page.getByLabel(en['sppsg.field.documentNumber']).focus();
  await type(page, passport);
  await type(page, email);
  await page.getByLabel(en['sppsg.field.phone']).focus();
  await type(page, '211230009');
  // Sent without proof first: the summary says what is missing, and is read out.
  await page.getByRole('button', { name: en['sppsg.register.submit'] }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: en['sppsg.field.files'] })).toBeFocused();
  await noAxeViolations(page);
  await page.getByLabel(en['sppsg.field.files']).setInputFiles({ name: 'student-card.png', mimeType: 'image/png', buffer: CARD });
  await page.getByRole('button', { name: en['sppsg.register.submit'] }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: en['sppsg.register.doneHeading'] })).toBeFocused();
  const authCode = (await page.locator('strong').first().textContent()) ?? '';
  expect(authCode).toMatch(/^[A-Za-z0-9_-]{20}$/);

  // The mailed link confirms the address.
  await expect.poll(async () => (await mailsIn(outbox())).filter((m) => m.headers.to === email).length).toBe(1);
  const [mail] = (await mailsIn(outbox())).filter((m) => m.headers.to === email);
  const link = /https?:\/\/\S+\/sppsg\/verify\/\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: en['sppsg.verify.confirmed'] })).toBeFocused();

  // A reviewer approves it on the staff pages, in a browser of their own.
  const staff = await browser.newContext();
  try {
    const reviewer = await staff.newPage();
    await reviewer.goto('/api/staff/login');
    await reviewer.getByLabel(en['staff.username']).fill(DEMO_REVIEWER.username);
    await reviewer.getByLabel(en['staff.password']).fill(DEMO_REVIEWER.password);
    await reviewer.getByRole('button', { name: en['staff.login'] }).click();
    await reviewer.getByRole('link', { name: authCode }).click();
    await expect(reviewer.getByRole('link', { name: 'student-card.png' })).toBeVisible();
    await noAxeViolations(reviewer);
    await reviewer.getByLabel(en['staff.validUntil']).fill('2027-12-31');
    await reviewer.getByRole('button', { name: en['staff.approve'] }).click();
    await expect(reviewer.getByRole('status')).toHaveText(en['staff.done.approved']);
  } finally {
    await staff.close();
  }

  await page.goto(`/tk/nz/en/sppsg/confirmation/${authCode}/`);
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: en['sppsg.status.approved'] })).toBeFocused();
  await noAxeViolations(page);

  // The student fare, on results and passengers pages; another traveller is refused it.
  await toPassengers(page, request, { dep: ['CAN'], arr: ['KMG'], ptc: 'STU' });
  await expect(page.getByText(interpolate(en['passengers.specialFare'], { type: en['sppsg.type.STU'] }))).toBeVisible();
  await fillTraveller(page, { first: 'Anna', last: 'Bell', passport: 'X7654321' });
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('Contact name').fill('Anna Bell');
  await contact.getByLabel('Mobile phone number').fill('211230009');
  await contact.getByRole('combobox', { name: 'E-mail' }).fill(email);
  await agreeToNotices(page);
  await page.getByRole('button', { name: 'Continue to extras' }).click();
  const adult = page.getByRole('group', { name: 'Adult 1' });
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: `Adult 1 – Document number: ${en.specialNotApproved}` }).click();
  await expect(adult.getByLabel('Document number')).toBeFocused();
  await expect(adult.getByText(en.specialNotApproved)).toBeVisible();

  await adult.getByLabel('Document number').fill(passport);
  await page.getByRole('button', { name: 'Continue to extras' }).click();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/addition\/\?execution=/);
  await islandsHydrated(page);
  await page.getByRole('region', { name: en['addition.summary'] }).getByRole('button', { name: en['addition.continue'] }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\//);
});
