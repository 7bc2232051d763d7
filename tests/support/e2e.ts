import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the rule and the elements of every axe violation on the page as it is now. */
export async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Islands hydrate after the page loads (some when the browser is idle); a control answers once its island has. */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
