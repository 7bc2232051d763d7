import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Takes an option of a combobox's list by keyboard, as a traveller does: Arrow Down until it is the one highlighted,
 * then Enter. The list may still be settling on the last letter typed, which moves the options and takes the
 * highlight away, so the option's place is read again on every try.
 */
export async function chooseByKeyboard(page: Page, field: Locator, option: Locator): Promise<void> {
  await expect(option).toBeVisible();
  await expect(async () => {
    const id = (await option.getAttribute('id')) ?? '';
    if ((await field.getAttribute('aria-activedescendant')) !== id) await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', id, { timeout: 500 });
  }).toPass();
  await page.keyboard.press('Enter');
}
