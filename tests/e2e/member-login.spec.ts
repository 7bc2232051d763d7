import { issueExchangeKey, logIn, logOut as logOutCall } from '../../src/domain/api/member.ts';
import { listMemberOrders } from '../../src/domain/api/orders.ts';
import { unbindSnsAccount } from '../../src/domain/api/sns.ts';
import { memberCheckDigit } from '../../src/domain/member/member-number.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi, encryptedPassword, isCallOf } from '../support/e2e-api.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { joinLinkTo, joinThroughApi } from '../support/e2e-registration.ts';
import { allowConsoleErrors, expect, type Page, test } from '../support/e2e-test.ts';
import { TEST_ACCOUNTS } from '../support/oidc-provider.ts';

const [MEI, OLIVER] = DEMO_MEMBERS;

/** A fresh identity per run: the browser suite also runs against a PostgreSQL schema that outlives one run. */
function newcomer() {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { email: `tess.${digits}.${Math.floor(Math.random() * 1000)}@example.com`, phone: `21${digits}` };
}

async function openLogin(page: Page, path = '/tk/nz/en/login/'): Promise<void> {
  await page.goto(path);
  await islandsHydrated(page);
}

/** Fills the login form in account mode (member number or e-mail) and sends it. */
async function logInWith(page: Page, id: string, password: string): Promise<void> {
  const box = page.locator('.login-box');
  await box.getByLabel('Member number or e-mail').fill(id);
  await box.getByLabel('Password').fill(password);
  await box.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await expect(box.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await box.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function logOut(page: Page): Promise<void> {
  // Clicked while the page's islands still hydrated, the log-out once went unanswered on a slow machine.
  await islandsHydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('a newcomer registers past the captcha, is told to check the mailbox, opens the link, gets a member number that passes the home-airline rule, and logs in by number, e-mail and phone', async ({
  page,
}) => {
  // The registration is first sent without the security check (400); the used join link is refused when the page loads again (410);
  // the miles balance and the order list the member's page asks for as the member becomes known may be answered 401 when
  // the member logs out while they are on their way.
  allowConsoleErrors(page, /status of 400 .*quickRegister|status of 410 .*completeRegistration|status of 401 .*\/api\/(mileage\/.*\/balance|om\/orders)/);
  const who = newcomer();
  await page.goto('/tk/nz/en/register/');
  await islandsHydrated(page);
  await page.getByLabel('Given name').fill('Tess');
  await page.getByLabel('Surname').fill('Walker');
  await page.getByRole('combobox', { name: 'E-mail' }).fill(who.email);
  await page.getByLabel('Mobile phone number').fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill('135790');
  await page.getByLabel('Password again').fill('135790');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByText('Please agree to the membership terms.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Join now' }).click();

  const captcha = page.getByRole('dialog', { name: 'Security check' });
  await expect(captcha.getByRole('textbox', { name: 'Verification code' })).toBeFocused();
  await page.keyboard.type(E2E_CAPTCHA);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`We have sent a message to ${who.email}`);
  await noAxeViolations(page);

  await page.goto(await joinLinkTo(who.email));
  await expect(page.getByRole('heading', { name: 'Welcome to the frequent-flyer programme' })).toBeFocused();
  const memberNo = (await page.locator('.member-no').textContent()) ?? '';
  expect(memberNo).toMatch(/^\d{12}$/);
  expect(Number(memberNo[0])).toBe(memberCheckDigit(memberNo.slice(1)));
  await expect(page.getByRole('banner').getByText('Hello, Tess Walker')).toBeVisible();
  await noAxeViolations(page);

  await logOut(page);
  await openLogin(page);
  await logInWith(page, memberNo, '135790');
  await expect(page).toHaveURL(/\/tk\/nz\/en\/my\/order\/list\/?$/);
  await expect(page.getByRole('banner').getByText('Hello, Tess Walker')).toBeVisible();

  await logOut(page);
  await openLogin(page);
  await logInWith(page, who.email.toUpperCase(), '135790');
  await expect(page.getByRole('banner').getByText('Hello, Tess Walker')).toBeVisible();

  await logOut(page);
  await openLogin(page);
  const box = page.locator('.login-box');
  await box.getByRole('button', { name: 'Log in with my phone number' }).click();
  await expect(box.getByRole('button', { name: 'Log in with my phone number' })).toHaveAttribute('aria-pressed', 'true');
  await box.getByLabel('Mobile phone number').fill(who.phone);
  await box.getByLabel('Password').fill('135790');
  await box.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await box.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Hello, Tess Walker')).toBeVisible();
});

test('a member with several cards chooses one (not the disabled one), steps back and forth, and confirms with the holder name', async ({ page }) => {
  // A card name that does not match is refused (400).
  allowConsoleErrors(page, /status of 400 .*validateCard/);
  await openLogin(page);
  const firstImage = await page.locator('.ui-captcha-image img').getAttribute('src');
  await logInWith(page, OLIVER.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Confirm your membership card' })).toBeVisible();
  const cards = page.getByRole('radio');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /4000\*\*\*\*5678/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await noAxeViolations(page);

  // Back from the list returns to the form with a new captcha image.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Verification code')).toHaveValue('');
  await expect(page.locator('.ui-captcha-image img')).not.toHaveAttribute('src', firstImage ?? '');
  await page.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await page.getByRole('radio', { name: /4000\*\*\*\*1234/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Name on the card')).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /4000\*\*\*\*1234/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Name on the card').fill('Someone Else');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.login-cards .ui-error')).toBeVisible();
  await expect(page.getByLabel('Name on the card')).toBeFocused();
  await page.getByLabel('Name on the card').fill('Oliver Grant');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByText('Hello, Oliver Grant')).toBeVisible();
});

test('a page that needs login sends a guest to log in and then back to it', async ({ page }) => {
  await page.goto('/tk/nz/en/my/coupon/');
  await expect(page).toHaveURL(/\/tk\/nz\/en\/login\/?\?back=/);
  await islandsHydrated(page);
  await logInWith(page, MEI.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/tk\/nz\/en\/my\/coupon\/?$/);
  await expect(page.getByRole('banner').getByText('Hello, Mei Lin')).toBeVisible();
});

test('the login dialog shows a wrong password with a new captcha, then logs in without leaving the page', async ({ page }) => {
  // The wrong password is refused (400).
  allowConsoleErrors(page, /status of 400/);
  await page.goto('/tk/nz/en/pnr/');
  await islandsHydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Member number or e-mail')).toBeFocused();
  await noAxeViolations(page);

  const image = await dialog.locator('.ui-captcha-image img').getAttribute('src');
  await dialog.getByLabel('Member number or e-mail').fill(MEI.email);
  await dialog.getByLabel('Password').fill('999999');
  await dialog.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByText('The login details are not correct. Please check them and try again.')).toBeVisible();
  await expect(dialog.getByLabel('Verification code')).toHaveValue('');
  await expect(dialog.locator('.ui-captcha-image img')).not.toHaveAttribute('src', image ?? '');

  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/pnr\/?$/);
  await expect(page.getByRole('banner').getByText('Hello, Mei Lin')).toBeVisible();
});

test('the login dialog fetches its words in the page language as it opens, and says so when they cannot be had', async ({ page }) => {
  allowConsoleErrors(page, /Failed to load resource|net::ERR_FAILED/);
  const bundle = '**/tk/messages.login-dialog.ja.json';
  await page.route(bundle, (route) => route.abort());
  await page.goto('/tk/jp/ja/pnr/');
  await islandsHydrated(page);
  const ja = messagesOf('ja');
  await page.getByRole('banner').getByRole('link', { name: ja['nav.login'] }).click();
  const failed = page.getByRole('alertdialog');
  await expect(failed).toContainText(ja['error.network']);
  await failed.getByRole('button', { name: ja['ui.ok'] }).click();
  await expect(page.getByRole('dialog', { name: ja['login.title'] })).toHaveCount(0);

  await page.unroute(bundle);
  await page.getByRole('banner').getByRole('link', { name: ja['nav.login'] }).click();
  await expect(page.getByRole('dialog', { name: ja['login.title'] }).getByRole('button', { name: ja['login.submit'], exact: true })).toBeVisible();
});

test('the terms box follows the site: the membership terms ticked before login on gb, the privacy notice on nz, no forgot link on us', async ({ page }) => {
  await openLogin(page, '/tk/gb/en/login/');
  const box = page.locator('.login-box');
  await expect(box.getByRole('link', { name: 'membership terms' })).toBeVisible();
  await box.getByLabel('Member number or e-mail').fill(MEI.email);
  await box.getByLabel('Password').fill(DEMO_PASSWORD);
  await box.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await expect(box.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
  await box.getByRole('checkbox').check();
  await expect(box.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await expect(box.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();

  await openLogin(page, '/tk/nz/en/login/');
  await expect(page.locator('.login-box').getByRole('link', { name: 'privacy notice' })).toBeVisible();

  await openLogin(page, '/tk/us/en/login/');
  await expect(page.locator('.login-box').getByRole('link', { name: 'Join the frequent-flyer programme' })).toBeVisible();
  await expect(page.locator('.login-box').getByRole('link', { name: 'Forgot your password?' })).toHaveCount(0);
  await noAxeViolations(page);
});

test('the registration page passes axe and names each wrong field', async ({ page }) => {
  await page.goto('/tk/nz/en/register/');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByLabel('Given name')).toBeFocused();
  await expect(page.getByLabel('Given name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByLabel('Password again').fill('654321');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await noAxeViolations(page);
});

test('a link with a one-time login key logs the member in on another browser, once, and the key leaves the address', async ({ page, browser }) => {
  const api = e2eApi(page.request);
  const pw = await encryptedPassword(api, DEMO_PASSWORD);
  await api.ok(logIn, { body: { country: 'nz', language: 'en', loginType: 'account', id: MEI.email, pw } });
  const { key } = await api.ok(issueExchangeKey);

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(`/tk/nz/en/my/coupon/?loginKey=${key}`);
  await expect(elsewhere.getByRole('banner').getByText('Hello, Mei Lin')).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/tk\/nz\/en\/my\/coupon\/?$/);

  const third = await browser.newContext();
  const again = await third.newPage();
  await again.goto(`/tk/nz/en/my/coupon/?loginKey=${key}`);
  await expect(again).toHaveURL(/\/tk\/nz\/en\/login\/?\?back=/);
  await other.close();
  await third.close();
});

test('social login from the login box: terms first on gb; on nz an unlinked account is linked by the password login and then logs in by itself', async ({
  page,
}) => {
  const bruno = TEST_ACCOUNTS[1];
  await openLogin(page, '/tk/gb/en/login/');
  await page.locator('.login-box').getByRole('button', { name: 'Log in with Google' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Please tick the box to agree to the membership terms first.');
  await alert.getByRole('button', { name: 'OK' }).click();

  // A new member, logged out again, so that the page is a guest's.
  const who = newcomer();
  const api = e2eApi(page.request);
  await joinThroughApi(api, who);
  await api.ok(logOutCall);

  await openLogin(page);
  const box = page.locator('.login-box');
  const popupOpened = page.waitForEvent('popup');
  await box.getByRole('button', { name: 'Log in with Google' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('E-mail').fill(bruno.email);
  await popup.getByLabel('Password').fill(bruno.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  // The pop-up closes itself once it has handed over the token.
  await popup.getByRole('button', { name: 'Allow' }).click({ noWaitAfter: true });
  await expect(box.getByRole('status')).toContainText('Your Google account is not linked to a membership yet.');

  // The login leads to the member's orders; they are asked for before logging out, or that call would be refused.
  const ordersAnswered = page.waitForResponse((response) => isCallOf(listMemberOrders, response.request()));
  await logInWith(page, who.email, '246810');
  const linked = page.getByRole('alertdialog');
  await expect(linked).toContainText('Your Google account is now linked.');
  await linked.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner').getByText('Hello, Ana Silva')).toBeVisible();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/my\/order\/list\/?$/);
  await ordersAnswered;

  await logOut(page);
  await openLogin(page);
  const again = page.waitForEvent('popup');
  await page.locator('.login-box').getByRole('button', { name: 'Log in with Google' }).click();
  const second = await again;
  // The provider may remember the sign-in and close the pop-up by itself, or ask again.
  const hello = page.getByRole('banner').getByText('Hello, Ana Silva');
  const signIn = second.getByRole('button', { name: 'Sign in' });
  await Promise.race([
    hello.waitFor(),
    signIn
      .waitFor()
      .then(async () => {
        await second.getByLabel('E-mail').fill(bruno.email);
        await second.getByLabel('Password').fill(bruno.password);
        await signIn.click({ noWaitAfter: true });
      })
      .catch(() => undefined),
  ]);
  await expect(hello).toBeVisible();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/my\/order\/list\/?$/);
  await api.ok(unbindSnsAccount, { body: { contactType: 'google' } });
});
