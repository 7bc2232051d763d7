import { logIn } from '../../src/domain/api/member.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi, encryptedPassword } from '../support/e2e-api.ts';
import { joinThroughApi } from '../support/e2e-registration.ts';
import { allowConsoleErrors, expect, type Page, test } from '../support/e2e-test.ts';

const [MEI] = DEMO_MEMBERS;
const PHONE = { width: 360, height: 740 };

/** The member's pages in the order of the navigation, with the path each opens. */
const MEMBER_PAGES = [
  { name: 'Orders', path: 'my/order/list' },
  { name: 'Saved passengers', path: 'my/passengers/list' },
  { name: 'Saved contacts', path: 'my/contacts/list' },
  { name: 'Coupons', path: 'my/coupon' },
  { name: 'Low-fare alerts', path: 'my/subscribelowprice' },
  { name: 'Book with miles', path: 'mileage/search' },
  { name: 'E-mail offers', path: 'my/subscribe' },
  { name: 'Social accounts', path: 'my/sns' },
  { name: 'Profile', path: 'my/profile' },
  { name: 'Data and privacy', path: 'my/privacy' },
] as const;

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Presses Tab until the element has the focus, as a keyboard user moves to it. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 40): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const memberNav = (page: Page) => page.getByRole('navigation', { name: 'My account', exact: true });

test.describe('my/profile and the member navigation', () => {
  test.use({ viewport: PHONE });

  test('a demo member opens the profile from the header menu by keyboard, sees status and cards, and the navigation marks the page and reaches every my page', async ({
    page,
  }) => {
    const api = e2eApi(page.request);
    await api.ok(logIn, { body: { country: 'nz', language: 'en', loginType: 'account', id: MEI.email, pw: await encryptedPassword(api, DEMO_PASSWORD) } });
    await page.goto('/tk/nz/en/my/order/list/');
    await islandsHydrated(page);

    const banner = page.getByRole('banner');
    // On a phone the member corner is in the header's sheet, opened by its menu button.
    const headerMenu = banner.getByRole('button', { name: 'Menu' });
    await tabTo(page, headerMenu);
    await page.keyboard.press('Enter');
    await expect(headerMenu).toHaveAttribute('aria-expanded', 'true');
    const menuButton = banner.getByRole('button', { name: 'My account' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
    await noSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const profileInMenu = banner.getByRole('link', { name: 'Profile', exact: true });
    await tabTo(page, profileInMenu);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/tk\/nz\/en\/my\/profile\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    const membership = page.getByRole('region', { name: 'Membership', exact: true });
    await expect(membership).toContainText(/Member number\s*\d{12}/);
    await expect(membership).toContainText('Mei Lin');
    await expect(membership).toContainText('Standard');
    const cards = page.getByRole('region', { name: 'Membership cards' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(/\d{4}\*{4}\d{4}/);
    await expect(cards.first()).toContainText('Mei Lin');
    await expect(cards.first()).toContainText('Active');
    // The demo members were registered without opening a link, so their addresses are not confirmed.
    const email = page.getByRole('region', { name: 'E-mail address' });
    await expect(email).toContainText('Your e-mail address is not confirmed yet.');
    await email.getByRole('button', { name: 'Send a new confirmation link' }).focus();
    await page.keyboard.press('Enter');
    await expect(email.getByRole('status')).toHaveText('A new confirmation link is on its way. It is valid for 24 hours.');
    await expect(memberNav(page).getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('aria-current', 'page');
    await noSidewaysScroll(page);
    await noAxeViolations(page);

    for (const target of MEMBER_PAGES) {
      // Miles leave the member area, which has no navigation of its own there.
      if (!(await memberNav(page).isVisible())) await page.goto('/tk/nz/en/my/profile/');
      const link = memberNav(page).getByRole('link', { name: target.name, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/tk/nz/en/${target.path}/?$`));
      if (target.path.startsWith('my/')) {
        await expect(memberNav(page).getByRole('link', { name: target.name, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(memberNav(page).locator('[aria-current]')).toHaveCount(1);
        await noSidewaysScroll(page);
      }
    }
  });

  test('a member adds an identity document by keyboard, is told at the field when its number breaks the rule, and joins the programme', async ({ page }) => {
    // The document number that breaks the rule is refused (400).
    allowConsoleErrors(page, /status of 400/);
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
    await joinThroughApi(e2eApi(page.request), { email: `ida${unique}@example.com`, phone: unique, givenName: 'Ida', surname: 'Holm' });
    await page.goto('/tk/nz/en/my/profile/');
    await islandsHydrated(page);

    const documents = page.getByRole('region', { name: 'Identity documents' });
    await expect(documents).toContainText('You have not added an identity document yet.');
    const form = page.getByRole('form', { name: 'Add an identity document' });
    await form.getByLabel('Document type').selectOption({ label: 'Residence permit' });
    await form.getByLabel('Document number').fill('E12');
    await form.getByLabel('Expiry date').fill('2031-05-01');
    await form.getByRole('button', { name: 'Add document' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Document number')).toBeFocused();
    await expect(form.getByLabel('Document number')).toHaveAccessibleDescription('The format is not valid.');
    await noAxeViolations(page);

    await form.getByLabel('Document type').selectOption({ label: 'Passport' });
    await form.getByLabel('Document number').fill('E1234567');
    await form.getByLabel('Document number').press('Enter');
    await expect(documents.getByRole('status')).toHaveText('Passport added.');
    const added = documents.getByRole('listitem');
    await expect(added).toHaveCount(1);
    await expect(added).toContainText('****4567');
    await expect(added).toContainText('Issued by New Zealand');
    await expect(page.getByText('E1234567')).toHaveCount(0);

    const enrol = page.getByRole('form', { name: 'Join the programme' });
    await enrol.getByLabel('Date of birth').fill('1990-05-17');
    await enrol.getByLabel('Gender').selectOption({ label: 'Female' });
    await enrol.getByRole('button', { name: 'Join the programme' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to the frequent-flyer programme.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membership', exact: true })).toContainText('Enrolled on');
    await expect(page.getByRole('form', { name: 'Join the programme' })).toHaveCount(0);
    await noSidewaysScroll(page);
    await noAxeViolations(page);
  });
});
