import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { allowConsoleErrors, expect, type Page, test } from '../support/e2e-test.ts';

/** A day some weeks ahead, as YYYY-MM-DD, and the last day of the week from it. */
function weekAhead(): { from: string; to: string } {
  const first = new Date(Date.now() + 21 * 86_400_000);
  const last = new Date(first.getTime() + 6 * 86_400_000);
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

async function chooseCity(page: Page, label: string, code: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(code);
  await page.getByRole('option').first().click();
}

test('the low-fare form shows the lowest fare of the week from its departure date, and asks for a fresh captcha once it is used', async ({ page }) => {
  // The used captcha code is refused (400).
  allowConsoleErrors(page, /status of 400/);
  const m = messagesOf('en');
  await page.goto('/tk/nz/en/test/subLowPrice/');
  await islandsHydrated(page);
  const week = weekAhead();
  await chooseCity(page, m['demo.from'], 'CAN');
  await chooseCity(page, m['demo.to'], 'KMG');
  await page.getByRole('textbox', { name: m['demo.departure'] }).fill(week.from);
  await page.getByRole('combobox', { name: m['demo.email'] }).fill('watcher@example.com');
  const code = page.getByRole('textbox', { name: m['ui.captcha.code'] });
  await code.fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: m['demo.lowFare.submit'] }).click();
  const status = page.getByRole('status').last();
  await expect(status).toContainText(`Lowest fare from ${week.from} to ${week.to}:`, { timeout: 60_000 });
  await expect(status).toContainText('$');
  await noAxeViolations(page);

  // The same code again is refused: the field is emptied for the new image.
  await code.fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: m['demo.lowFare.submit'] }).click();
  await expect(status).toHaveText(m['error.CZWEB000011']);
  await expect(code).toHaveValue('');
});
