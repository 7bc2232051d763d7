import { logOut } from '../../src/domain/api/member.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { joinThroughApi } from '../support/e2e-registration.ts';
import { expect, test } from '../support/e2e-test.ts';

/** A fresh identity per run: the browser suite also runs against a PostgreSQL schema that outlives one run. */
function newcomer() {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { email: `noa.${digits}.${Math.floor(Math.random() * 1000)}@example.com`, phone: `22${digits}` };
}

test('out of the box, a newcomer logs in with a demo social account picked at the labelled demo provider, links it by the password login, and links a second channel on my/sns', async ({
  page,
}) => {
  const who = newcomer();
  const api = e2eApi(page.request);
  await joinThroughApi(api, who);
  await api.ok(logOut);

  await page.goto('/tk/nz/en/login/');
  await islandsHydrated(page);
  const box = page.locator('.login-box');
  const popupOpened = page.waitForEvent('popup');
  await box.getByRole('button', { name: 'Log in with Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { level: 1, name: 'Demo identity provider' })).toBeVisible();
  await expect(popup.locator('html')).toHaveAttribute('lang', 'en');
  await expect(popup.getByText('It stands in for signing in with Google and is not run by Google or by any other company')).toBeVisible();
  await expect(popup.getByRole('group', { name: 'Choose a demo identity to sign in with (no password needed)' })).toBeVisible();
  await expect(popup.getByLabel('Password')).toHaveCount(0);
  await noAxeViolations(popup);
  // The pop-up closes itself once it has handed over the token; the identity is picked with the keyboard.
  await popup.getByRole('button', { name: /^Demo traveller Aiko Tanaka/ }).focus();
  await popup.keyboard.press('Enter');
  await expect(box.getByRole('status')).toContainText('Your Google account is not linked to a membership yet.');

  await box.getByLabel('Member number or e-mail').fill(who.email);
  await box.getByLabel('Password').fill('246810');
  await box.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await box.getByRole('button', { name: 'Log in', exact: true }).click();
  const linked = page.getByRole('alertdialog');
  await expect(linked).toContainText('Your Google account is now linked.');
  await linked.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner').getByText('Hello, Ana Silva')).toBeVisible();

  await page.goto('/tk/nz/en/my/sns/');
  await islandsHydrated(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Linked to a***@example.com on');
  const line = page.getByRole('listitem').filter({ hasText: /\bLINE\b/ });
  await expect(line).toContainText('Not linked');
  const secondOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Link LINE' }).click();
  const second = await secondOpened;
  await expect(second.getByText('It stands in for signing in with LINE')).toBeVisible();
  await second.getByRole('button', { name: /^Demo traveller Mei Chen/ }).click({ noWaitAfter: true });
  await expect(page.getByRole('status')).toHaveText('Your LINE account is now linked.');
  await expect(line).toContainText('Linked to m***@example.com on');
  await noAxeViolations(page);
});
