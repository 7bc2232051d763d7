import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { joinThroughApi } from '../support/e2e-registration.ts';
import { expect, type Page, test } from '../support/e2e-test.ts';
import { TEST_ACCOUNTS } from '../support/oidc-provider.ts';

/** A new member, registered through the API and logged in in the page's browser context. */
async function registerMember(page: Page): Promise<void> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  await joinThroughApi(e2eApi(page.request), { email: `ana${unique}@example.com`, phone: unique });
}

test.describe('my/sns: social accounts', () => {
  test('a member links Google through the pop-up, sees it linked, and unlinks it after confirming', async ({ page }) => {
    const [alice] = TEST_ACCOUNTS;
    await registerMember(page);
    await page.goto('/tk/nz/en/my/sns/');
    await islandsHydrated(page);
    const google = page.getByRole('listitem').filter({ hasText: 'Google' });
    await expect(google).toContainText('Not linked');
    await noAxeViolations(page);

    const link = page.getByRole('button', { name: 'Link Google' });
    await link.focus();
    const popupOpened = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const popup = await popupOpened;
    await expect(page.getByRole('status')).toHaveText('Finish logging in with Google in the window that opened.');
    await popup.getByLabel('E-mail').fill(alice.email);
    await popup.getByLabel('Password').fill(alice.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    // The pop-up closes itself once it has handed over the token.
    await popup.getByRole('button', { name: 'Allow' }).click({ noWaitAfter: true });

    await expect(page.getByRole('status')).toHaveText('Your Google account is now linked.');
    await expect(google).toContainText('Linked to a***@example.com on');
    const unlink = page.getByRole('button', { name: 'Unlink Google' });
    await expect(unlink).toBeVisible();
    await noAxeViolations(page);

    await unlink.click();
    const confirm = page.getByRole('alertdialog', { name: 'Unlink account' });
    await expect(confirm).toContainText('Unlink your Google account?');
    await noAxeViolations(page);
    await confirm.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByRole('status')).toHaveText('Your Google account is no longer linked.');
    await expect(google).toContainText('Not linked');
    await expect(page.getByRole('button', { name: 'Link Google' })).toBeVisible();
  });

  test('a cancelled login at the provider leaves the account unlinked and says why', async ({ page }) => {
    await registerMember(page);
    await page.goto('/tk/nz/en/my/sns/');
    await islandsHydrated(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Link Google' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Cancel' }).click({ noWaitAfter: true });
    await expect(page.getByRole('alert').filter({ hasText: 'Social login failed' })).toHaveText('Social login failed. Please try again.');
    await expect(page.getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Not linked');
  });
});
