import { logIn } from '../../src/domain/api/member.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { FUNNEL_KEY } from '../../src/stores/booking-funnel.ts';
import { neverIdleOnceParsed, noAxeViolations } from '../support/e2e.ts';
import { e2eApi, encryptedPassword } from '../support/e2e-api.ts';
import { agreeToNotices, toPassengers } from '../support/e2e-booking.ts';
import { expect, type Page, test } from '../support/e2e-test.ts';

const [MEI] = DEMO_MEMBERS;
const day = (date: Date) => date.toISOString().slice(0, 10);
const yearsAgo = (years: number, days = 0) => {
  const at = new Date(Date.now() - days * 86_400_000);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return day(at);
};

async function fillPassenger(
  page: Page,
  title: string,
  person: { first: string; last: string; sex: string; birthday: string; passport: string },
): Promise<void> {
  const form = page.getByRole('group', { name: title });
  await form.getByLabel('First name', { exact: true }).fill(person.first);
  await form.getByLabel('Last name', { exact: true }).fill(person.last);
  await form.getByLabel('Gender').selectOption({ label: person.sex });
  await form.getByLabel('Date of birth').fill(person.birthday);
  await form.getByLabel('Document number').fill(person.passport);
  await form.getByLabel('Expiry date').fill(yearsAgo(-5));
}

interface Handoff {
  execution: string;
  passengers: Record<string, unknown>[];
  contact: Record<string, string>;
}
/** The passengers and contact the page handed on, from the funnel's session storage. */
async function handoff(page: Page): Promise<Handoff> {
  const entry = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), FUNNEL_KEY)) ?? '{}') as { passengers: Handoff };
  return entry.passengers;
}

test('a guest fills an adult, a child and an infant for an international trip, is shown a wrong field, agrees to the notices and goes on to the extras', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await toPassengers(page, request, { adt: 1, cnn: 1, inf: 1 });
  await expect(page.getByRole('list').filter({ hasText: 'SYD → CAN' })).toBeVisible();
  const adult = page.getByRole('group', { name: 'Adult 1' });
  await expect(adult.getByLabel('Travel document')).toHaveValue('PP');
  await expect(adult.getByLabel('Nationality')).toHaveValue('NZ');
  await expect(adult.getByText('This trip crosses a border')).toBeVisible();

  await fillPassenger(page, 'Adult 1', { first: 'Mei', last: 'Lin', sex: 'Female', birthday: '1985-05-20', passport: 'E1234567' });
  await fillPassenger(page, 'Child 1', { first: 'Ava', last: '', sex: 'Female', birthday: yearsAgo(6), passport: 'E2345678' });
  await fillPassenger(page, 'Infant 1', { first: 'Leo', last: 'Lin', sex: 'Male', birthday: yearsAgo(0, 240), passport: 'E3456789' });
  await expect(page.getByRole('group', { name: 'Infant 1' }).getByLabel('Travels with')).toHaveValue('0');
  await expect(page.getByRole('group', { name: 'Infant 1' }).getByLabel('Travels with').locator('option:checked')).toHaveText('Adult 1: Mei Lin');

  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('Contact name').fill('Mei Lin');
  await contact.getByLabel('Mobile phone number').fill('211234567');
  await contact.getByRole('combobox', { name: 'E-mail' }).fill('mei.lin@example.com');
  await agreeToNotices(page);

  await page.getByRole('button', { name: 'Continue to extras' }).click();
  const child = page.getByRole('group', { name: 'Child 1' });
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText('Please check the marked fields (1).');
  await summary.getByRole('link', { name: 'Child 1 – Last name: This field is required.' }).click();
  await expect(child.getByLabel('Last name', { exact: true })).toBeFocused();
  await expect(child.getByText('This field is required.')).toBeVisible();
  await child.getByLabel('Last name', { exact: true }).fill('L1n');
  await expect(child.getByText('The format is not valid.')).toBeVisible();
  await noAxeViolations(page);
  await child.getByLabel('Last name', { exact: true }).fill('Lin');
  await expect(child.getByText('The format is not valid.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Continue to extras' }).click();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/addition\/\?execution=/);
  const stored = await handoff(page);
  expect(new URL(page.url()).searchParams.get('execution')).toBe(stored.execution);
  expect(stored.passengers).toEqual([
    {
      type: 'ADT',
      firstName: 'Mei',
      lastName: 'Lin',
      sex: '0',
      nationality: 'NZ',
      birthday: '1985-05-20',
      documentType: 'PP',
      documentNumber: 'E1234567',
      documentIssuer: 'NZ',
      documentExpiry: yearsAgo(-5),
    },
    expect.objectContaining({ type: 'CNN', firstName: 'Ava', lastName: 'Lin', birthday: yearsAgo(6) }),
    expect.objectContaining({ type: 'INF', infantOf: 0, firstName: 'Leo', sex: '1' }),
  ]);
  expect(stored.contact).toEqual({ contactName: 'Mei Lin', areaCode: '64', phone: '211234567', email: 'mei.lin@example.com' });

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/book/passengers/\\?execution=${stored.execution}$`));
  await expect(page.getByRole('group', { name: 'Child 1' }).getByLabel('Last name', { exact: true })).toHaveValue('Lin');
  await expect(page.getByRole('group', { name: 'Contact details' }).getByLabel('Contact name')).toHaveValue('Mei Lin');
  await expect(page.getByRole('group', { name: 'Before you continue' }).getByRole('checkbox').first()).toBeChecked();
});

test('a phone of a length the numbering plan rules out is refused in the page, the plan having loaded after the page was shown', async ({ page, request }) => {
  test.setTimeout(90_000);
  const planLoaded = page.waitForResponse((response) => /\/_astro\/numbering-plan\.[^/]+\.js$/.test(response.url()));
  await toPassengers(page, request, { adt: 1 });
  await planLoaded;
  await fillPassenger(page, 'Adult 1', { first: 'Mei', last: 'Lin', sex: 'Female', birthday: '1985-05-20', passport: 'E1234567' });
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('Contact name').fill('Mei Lin');
  // Six digits with +64 pass the length every code allows; New Zealand's plan has no number so short.
  await contact.getByLabel('Mobile phone number').fill('2112');
  await contact.getByRole('combobox', { name: 'E-mail' }).fill('mei.lin@example.com');
  await agreeToNotices(page);

  await page.getByRole('button', { name: 'Continue to extras' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Mobile phone number: Please enter a valid phone number.' })).toBeVisible();
  await contact.getByLabel('Mobile phone number').fill('211234567');
  await expect(contact.getByText('Please enter a valid phone number.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to extras' }).click();
  await expect(page).toHaveURL(/\/book\/addition\//);
});

test('the notices to read are acknowledged with one box and each term to accept has its own; a missing acceptance is refused and each tick is logged with what it agreed to', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await toPassengers(page, request, { adt: 1 });
  // The trip is a non-stop flight from Sydney to Guangzhou: no notice of Beijing Daxing.
  await expect(page.getByRole('list').filter({ hasText: 'SYD → CAN' })).toBeVisible();
  await fillPassenger(page, 'Adult 1', { first: 'Mei', last: 'Lin', sex: 'Female', birthday: '1985-05-20', passport: 'E1234567' });
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('Contact name').fill('Mei Lin');
  await contact.getByLabel('Mobile phone number').fill('211234567');
  await contact.getByRole('combobox', { name: 'E-mail' }).fill('mei.lin@example.com');

  const notices = page.getByRole('group', { name: 'Before you continue' });
  const read = notices.getByRole('checkbox', { name: 'I have read the notices below:', exact: true });
  const carriage = notices.getByRole('checkbox', { name: 'I have read and agree to: General Conditions of Carriage for Passengers and Baggage' });
  const bookingTerms = notices.getByRole('checkbox', { name: 'I have read and agree to: Online booking terms' });
  await expect(notices.getByRole('checkbox')).toHaveCount(3);
  // The box is described by the list of what it acknowledges, each a link to its page.
  await expect(read).toHaveAccessibleDescription(/Privacy notice.*Dangerous goods notice.*Power banks and lithium batteries.*International travel notice/);
  await expect(notices.getByRole('listitem')).toHaveText([
    'Privacy notice',
    'Dangerous goods notice',
    'Power banks and lithium batteries',
    'International travel notice',
  ]);
  await expect(notices.getByRole('link', { name: 'International travel notice' })).toHaveAttribute('href', '/tk/nz/en/info/international-travel/');
  await expect(notices.getByRole('link', { name: /Daxing/ })).toHaveCount(0);
  // Each listed notice is a tap target of its own.
  for (const link of await notices.getByRole('listitem').getByRole('link').all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  const logged = page.waitForRequest((sent) => sent.url().endsWith('/api/ext/checkboxLog') && (sent.postData() ?? '').includes('read: '));
  await read.check();
  expect((await logged).postDataJSON()).toMatchObject({
    operation: 'bookingNotices',
    description:
      'read: I have read the notices below: PNP </tk/nz/en/info/privacy/>, oq </tk/nz/en/info/dangerous-goods/>, TPLB </tk/nz/en/info/lithium-batteries/>, oqtntl </tk/nz/en/info/international-travel/>',
  });
  await carriage.check();
  await page.getByRole('button', { name: 'Continue to extras' }).click();
  // The summary takes the focus; its one link for the notices goes to the first box left unticked.
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /^Before you continue:/ }).press('Enter');
  await expect(bookingTerms).toBeFocused();
  await expect(bookingTerms).toHaveAttribute('aria-invalid', 'true');
  await expect(notices.getByText('Please read and tick every item to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/book\/passengers\//);
  await noAxeViolations(page);

  await bookingTerms.check();
  await page.getByRole('button', { name: 'Continue to extras' }).click();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/addition\/\?execution=/);
});

test('a refused continue is announced once, by a summary whose links take the focus to each wrong field', async ({ page, request }) => {
  test.setTimeout(90_000);
  await toPassengers(page, request, { adt: 1 });
  await agreeToNotices(page);
  await page.getByRole('group', { name: 'Before you continue' }).getByRole('checkbox').first().uncheck();
  await page.getByRole('button', { name: 'Continue to extras' }).click();

  // One alert, the summary, which takes the focus; the fields' own messages are read with the fields.
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toHaveCount(1);
  const adult = page.getByRole('group', { name: 'Adult 1' });
  const first = adult.getByLabel('First name', { exact: true });
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAttribute('required', '');
  await expect(first).toHaveAccessibleDescription(/Enter names exactly as in the travel document, in Latin letters\..*This field is required\./);
  await expect(adult.getByLabel('Middle name (optional)')).not.toHaveAttribute('required', '');
  const links = summary.getByRole('link');
  await expect(links.first()).toHaveText('Adult 1 – First name: This field is required.');
  await expect(summary.getByRole('heading')).toHaveText(`Please check the marked fields (${await links.count()}).`);

  await links.first().click();
  await expect(first).toBeFocused();
  await summary.getByRole('link', { name: /^Contact name:/ }).press('Enter');
  await expect(page.getByRole('group', { name: 'Contact details' }).getByLabel('Contact name')).toBeFocused();
  await summary.getByRole('link', { name: /^Before you continue:/ }).press('Enter');
  await expect(page.getByRole('group', { name: 'Before you continue' }).getByRole('checkbox').first()).toBeFocused();
  await noAxeViolations(page);
});

test('a member fills a passenger and the contact from saved ones, by keyboard, and they are handed on in full', async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = e2eApi(page.request);
  const pw = await encryptedPassword(api, DEMO_PASSWORD);
  await api.ok(logIn, { body: { country: 'nz', language: 'en', loginType: 'account', id: MEI.email, pw } });

  await toPassengers(page, request, { adt: 1 });
  const adult = page.getByRole('group', { name: 'Adult 1' });
  const picker = adult.getByLabel('Fill in from my passengers');
  await expect(picker.locator('option')).toHaveText(['Choose a saved passenger', 'LIN/MEI, born 1988-04-12']);
  await picker.focus();
  await picker.selectOption({ label: 'LIN/MEI, born 1988-04-12' });
  await expect(adult.getByLabel('First name', { exact: true })).toHaveValue('Mei');
  await expect(adult.getByLabel('Document number')).toHaveValue('DEMO10001');
  await expect(adult.getByLabel('Frequent-flyer airline (optional)')).toHaveValue('CZ');
  await expect(adult.getByRole('checkbox', { name: 'Save the changes to my passengers' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Contact details' }).getByLabel('Contact name')).toHaveValue('Mei Lin');
  await noAxeViolations(page);

  await agreeToNotices(page);
  await page.getByRole('button', { name: 'Continue to extras' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/addition\/\?execution=/);
  const stored = await handoff(page);
  expect(stored.passengers[0]).toMatchObject({
    type: 'ADT',
    firstName: 'Mei',
    lastName: 'Lin',
    documentNumber: 'DEMO10001',
    ffpAirline: 'CZ',
    ffpNumber: expect.stringMatching(/^\d{12}$/),
  });
  expect(stored.contact).toEqual({ contactName: 'Mei Lin', areaCode: '64', phone: '211234567', email: MEI.email });
});

test('each country list is drawn as it is first used, the page never idle: a tap opens it whole, and by keyboard a country is chosen by typing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Only the visitor's use draws a list.
  await neverIdleOnceParsed(page);
  await toPassengers(page, request, { adt: 1 });
  const adult = page.getByRole('group', { name: 'Adult 1' });
  const nationality = adult.getByLabel('Nationality');
  const issuer = adult.getByLabel('Issuing country');
  await expect(nationality).toHaveValue('NZ');
  // Before use, a list holds the choice it shows closed (and the empty one) and reads as it will.
  await expect(nationality.getByRole('option')).toHaveCount(2);
  await expect(nationality.locator('option:checked')).toHaveText('New Zealand');

  await nationality.click();
  expect(await nationality.getByRole('option').count()).toBeGreaterThan(200);
  await page.keyboard.press('Escape');

  await expect(issuer.getByRole('option')).toHaveCount(2);
  await issuer.focus();
  expect(await issuer.getByRole('option').count()).toBeGreaterThan(200);
  await page.keyboard.type('Japan');
  await expect(issuer).toHaveValue('JP');
});

test('the form checks load as continue is first sent, on a page never idle, and refuse the wrong fields there', async ({ page, request }) => {
  test.setTimeout(90_000);
  await neverIdleOnceParsed(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await toPassengers(page, request, { adt: 1 });
  await agreeToNotices(page);
  const checks = (name: string) => scripts.some((path) => path.includes(`/${name}.`));
  expect(checks('form-checks')).toBe(false);

  await page.getByRole('button', { name: 'Continue to extras' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link').first()).toHaveText('Adult 1 – First name: This field is required.');
  expect(checks('form-checks')).toBe(true);
  await expect(page).toHaveURL(/\/book\/passengers\//);
});
