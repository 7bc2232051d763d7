import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the rule and the elements of every axe violation on the page as it is now. */
export async function noAxeViolations(page: Page): Promise<void> {
  // The storefront's pages hold no frame of another origin, so axe runs in the page and its frames as they are
  // (legacy mode) instead of gathering each frame's findings in a blank tab opened for the purpose, and it details
  // only the violations, which is all this asks. A check then takes about half the time; the suite runs over a hundred.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Islands hydrate after the page loads (some when the browser is idle); a control answers once its island has. */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * Makes the page never become idle once it is parsed. The header's islands, which wait for idle, ask as the page's
 * deferred scripts run, before that, and are let through; the page's own island asks once it has hydrated, after.
 */
export async function neverIdleOnceParsed(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let parsed = false;
    document.addEventListener('DOMContentLoaded', () => {
      parsed = true;
    });
    const passOn = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (task, options) => (parsed ? 0 : passOn(task, options));
  });
}
