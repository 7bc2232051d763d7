import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { expect, test } from '../support/e2e-test.ts';

const [MEI] = DEMO_MEMBERS;

test('a member who cannot read the captcha image logs in with the keyboard alone: the check without the image fills the code in and says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tk/nz/en/login/');
  await islandsHydrated(page);
  const box = page.locator('.login-box');
  await box.getByLabel('Member number or e-mail').fill(MEI.email);
  await box.getByLabel('Password').fill(DEMO_PASSWORD);

  // From the code field, the image (which draws another) and then the way past it are the next stops of the keyboard.
  await box.getByLabel('Verification code').focus();
  await page.keyboard.press('Tab');
  await expect(box.getByRole('button', { name: 'Show another image' })).toBeFocused();
  await page.keyboard.press('Tab');
  const withoutImage = box.getByRole('button', { name: "Can't read the image? Get the code without it" });
  await expect(withoutImage).toBeFocused();
  const target = await withoutImage.boundingBox();
  expect(target?.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Enter');

  const status = box.locator('[aria-live="polite"]').filter({ hasText: /code has been filled in/ });
  await expect(status).toHaveText('Done: the code has been filled in for you. You can continue.');
  await expect(box.getByLabel('Verification code')).toHaveValue(E2E_CAPTCHA);
  await noAxeViolations(page);

  await box.getByRole('button', { name: 'Log in', exact: true }).click();
  // On a phone the member corner is in the sheet of the header's menu button.
  const headerMenu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const greeting = page.getByRole('banner').getByText('Hello, Mei Lin');
  await expect(async () => {
    if ((await headerMenu.getAttribute('aria-expanded')) !== 'true') await headerMenu.click();
    await expect(greeting).toBeVisible({ timeout: 1_000 });
  }).toPass();
});
