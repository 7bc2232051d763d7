import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Takes an option of a combobox's list by keyboard, as a traveller does: Arrow Down to it, then Enter. The list may
 * still be settling on the last letter typed, which takes the highlight away: Arrow Down is pressed again until the
 * option is the one highlighted, and only then Enter.
 */
export async function chooseByKeyboard(page: Page, field: Locator, option: Locator): Promise<void> {
  await expect(option).toBeVisible();
  const id = (await option.getAttribute('id')) ?? '';
  await expect(async () => {
    if ((await field.getAttribute('aria-activedescendant')) === null) await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', id, { timeout: 500 });
  }).toPass();
  await page.keyboard.press('Enter');
}
