import { DEMO_VOUCHER_CODE } from '../../src/server/coupon/demo-coupons.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { allowConsoleErrors, expect, type Page, test } from '../support/e2e-test.ts';

const [MEI] = DEMO_MEMBERS;

/** Opens my/coupon as a guest, logs in on the login page it sends to, and comes back. */
async function openMyCouponsAs(page: Page, email: string): Promise<void> {
  await page.goto('/tk/nz/en/my/coupon/');
  await expect(page).toHaveURL(/\/login\/?\?back=/);
  await islandsHydrated(page);
  const box = page.locator('.login-box');
  await box.getByLabel('Member number or e-mail').fill(email);
  await box.getByLabel('Password').fill(DEMO_PASSWORD);
  await box.getByLabel('Verification code').fill(E2E_CAPTCHA);
  await box.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/tk\/nz\/en\/my\/coupon\/?$/);
  await islandsHydrated(page);
}

test('a demo member sees their coupons by state and adds a voucher by its code, from the keyboard', async ({ page }) => {
  // An unknown voucher code is refused (404).
  allowConsoleErrors(page, /status of 404/);
  await openMyCouponsAs(page, MEI.email);
  const usable = page.getByRole('region', { name: /^Ready to use/ });
  await expect(usable.getByRole('listitem').filter({ hasText: '$20.00 off' })).toContainText('On bookings of $150.00 or more');
  await expect(usable.getByRole('listitem').filter({ hasText: '$50.00 off' })).toContainText('Valid until');
  await expect(page.getByRole('region', { name: 'Expired (1)' }).getByRole('listitem')).toContainText('$15.00 off');
  await expect(page.getByRole('region', { name: /^Used/ })).toBeVisible();
  await noAxeViolations(page);

  const code = page.getByLabel('Coupon code');
  await code.fill('no');
  await code.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'The format is not valid.' })).toBeVisible();
  await expect(code).toBeFocused();

  await code.fill('NOSUCHGIFT1');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code is not valid. Please check it and try again.' })).toBeVisible();
  await expect(code).toBeFocused();
  await noAxeViolations(page);

  await code.fill(DEMO_VOUCHER_CODE.toLowerCase());
  await code.press('Enter');
  // The PostgreSQL run of the browser tests keeps its schema between runs, where the voucher is Mei's already.
  await expect(page.getByRole('status')).toHaveText(/^(The coupon has been added to your account\.|This coupon is already in your account\.)$/);
  await expect(usable.getByRole('listitem').filter({ hasText: 'Gift voucher' })).toContainText('$25.00 off');
  await expect(code).toHaveValue('');
  await noAxeViolations(page);
});
