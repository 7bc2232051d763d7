import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated } from '../support/e2e.ts';
import { expect, type Page, test } from '../support/e2e-test.ts';

const LANGS = [
  { site: 'nz', lang: 'en', city: 'Tokyo', email: 'gmail.com' },
  { site: 'nz', lang: 'zh', city: '东京', email: 'gmail.com' },
  { site: 'kr', lang: 'ko', city: '도쿄', email: 'naver.com' },
] as const;

async function open(page: Page, site: string, lang: string): Promise<void> {
  await page.goto(`/tk/${site}/${lang}/test/iframeDemo/`);
  await islandsHydrated(page);
}

for (const { site, lang, city, email } of LANGS) {
  const m = messagesOf(lang);
  test.describe(`every component in ${lang}`, () => {
    test('works with the keyboard alone', async ({ page }) => {
      await open(page, site, lang);
      // Dialog: Enter opens and answers.
      await page.getByRole('button', { name: m['demo.alert'] }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog', { name: m['ui.notice'] })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      // Tooltip: focus shows it.
      await page.getByRole('button', { name: m['demo.tooltip'] }).focus();
      await expect(page.getByRole('tooltip')).toHaveText(m['demo.tooltipText']);
      // Dropdown: Down opens, Down moves, Enter chooses.
      const cabin = page.getByRole('combobox', { name: m['demo.cabin'] });
      await cabin.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(cabin).toHaveText(m['cabin.2']);
      // City: type, Down, Enter.
      const from = page.getByRole('combobox', { name: m['demo.from'] });
      await from.focus();
      await page.keyboard.type(city);
      await expect(page.getByRole('option', { name: new RegExp(`^${city} \\(TYO\\)`) })).toBeVisible();
      // The list may be drawn again as the last letters' answer arrives, which clears the highlight: Down until it holds.
      const highlighted = page.getByRole('option', { name: new RegExp(`^${city} \\(TYO\\)`), selected: true });
      await expect(async () => {
        if ((await highlighted.count()) === 0) await page.keyboard.press('ArrowDown');
        await expect(highlighted).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await page.keyboard.press('Enter');
      await expect(from).toHaveValue(`${city} (TYO)`);
      // Date: open, Enter through the steps.
      await page.getByRole('button', { name: m['ui.date.choose'] }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox', { name: m['ui.date.year'] })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: m['demo.departure'] })).toHaveValue(`${new Date().getFullYear() + 1}-01-01`);
      // E-mail: type, Down, Enter.
      const mail = page.getByRole('combobox', { name: m['demo.email'] });
      await mail.focus();
      await page.keyboard.type('traveller');
      await expect(page.getByRole('option', { name: `traveller@${email}` })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(mail).toHaveValue(/^traveller@/);
      // Area code: type a code, Enter.
      const area = page.getByRole('combobox', { name: m['ui.areaCode.label'] });
      await area.focus();
      await area.fill('852');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').nth(2)).toHaveText('+852 HK');
    });

    test('works with the pointer alone', async ({ page }) => {
      await open(page, site, lang);
      await page.getByRole('button', { name: m['demo.confirm'] }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: m['ui.ok'] }).click();
      await expect(page.getByRole('status').first()).toContainText(m['demo.yes']);
      await page.getByRole('button', { name: m['demo.tooltip'] }).hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await page.getByRole('combobox', { name: m['demo.cabin'] }).click();
      await page.getByRole('option', { name: m['cabin.3'] }).click();
      await expect(page.getByRole('combobox', { name: m['demo.cabin'] })).toHaveText(m['cabin.3']);
      await page.getByRole('combobox', { name: m['demo.from'] }).fill(city);
      await page.getByRole('option', { name: new RegExp(`^${city} \\(TYO\\)`) }).click();
      await expect(page.getByRole('status').nth(1)).toHaveText('TYO');
      await page.getByRole('button', { name: m['ui.date.choose'] }).click();
      await page.getByRole('listbox', { name: m['ui.date.year'] }).getByRole('option').nth(1).click();
      await page.getByRole('listbox', { name: m['ui.date.month'] }).getByRole('option').nth(5).click();
      await page.getByRole('grid', { name: m['ui.date.day'] }).getByRole('gridcell', { name: /\d/ }).nth(14).click();
      await expect(page.getByRole('textbox', { name: m['demo.departure'] })).toHaveValue(`${new Date().getFullYear() + 1}-06-15`);
      await page.getByRole('combobox', { name: m['demo.email'] }).fill('traveller@');
      await page.getByRole('option', { name: `traveller@${email}` }).click();
      await expect(page.getByRole('combobox', { name: m['demo.email'] })).toHaveValue(`traveller@${email}`);
      await page.getByRole('combobox', { name: m['ui.areaCode.label'] }).click();
      await page.getByRole('option', { name: /\+81$/ }).first().click();
      await expect(page.getByRole('status').nth(2)).toHaveText('+81 JP');
      await expect(page.getByRole('listitem').filter({ hasText: m['ui.terms.label'] })).toHaveCount(1);
      await expect(page.getByText(m['ui.terms.none'])).toBeVisible();
    });
  });
}
