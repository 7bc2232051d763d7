import { logIn } from '../../src/domain/api/member.ts';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { composite, contrastRatio, parseColours, ringColours } from '../support/contrast.ts';
import { islandsHydrated } from '../support/e2e.ts';
import { e2eApi, encryptedPassword } from '../support/e2e-api.ts';
import { toPassengers } from '../support/e2e-booking.ts';
import { expect, type Page, test } from '../support/e2e-test.ts';

const [MEI] = DEMO_MEMBERS;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface FocusedLook {
  readonly element: string;
  /** The element had the focus before, since the page was loaded: the tabbing has come round. */
  readonly again: boolean;
  readonly outline: { style: string; width: string; colour: string };
  readonly boxShadow: string;
  /** Background colours from the nearest outwards, up to the first opaque one. */
  readonly backgrounds: string[];
}

/** What the focused element draws and what lies behind its ring: its parent's background, or its own for a ring drawn inside it. */
function focusedLook(): FocusedLook | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const memory = window as { focusedBefore?: WeakSet<Element> };
  memory.focusedBefore ??= new WeakSet();
  const again = memory.focusedBefore.has(element);
  memory.focusedBefore.add(element);
  const style = getComputedStyle(element);
  const backgrounds: string[] = [];
  for (let at = Number.parseFloat(style.outlineOffset) < 0 ? element : element.parentElement; at; at = at.parentElement) {
    const background = getComputedStyle(at).backgroundColor;
    backgrounds.push(background);
    if (background.startsWith('rgb(')) break;
  }
  const name = element.getAttribute('aria-label') ?? (element.textContent?.trim() || element.getAttribute('name') || '').slice(0, 40);
  return {
    element: `${element.tagName.toLowerCase()} "${name}"`,
    again,
    outline: { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor },
    boxShadow: style.boxShadow,
    backgrounds,
  };
}

/**
 * Tabs through the page from its start until the focus comes round again (or leaves it), and lists every focused element
 * whose ring has no colour at 3:1 or more against the background next to it.
 */
async function faintRings(page: Page): Promise<string[]> {
  await page.locator('body').focus();
  const faint: string[] = [];
  let reached = 0;
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    const look = await page.evaluate(focusedLook);
    if (!look || look.again) break;
    reached++;
    const behind = composite(look.backgrounds.flatMap(parseColours));
    const rings = ringColours(look.outline, look.boxShadow);
    const best = Math.max(0, ...rings.map((ring) => contrastRatio(composite([ring, behind]), behind)));
    if (best < 3) faint.push(`${look.element}: ${best.toFixed(2)}:1 (${look.outline.colour} / ${look.boxShadow} on ${look.backgrounds.join(' < ')})`);
  }
  expect(reached, 'the keyboard reaches some controls').toBeGreaterThan(3);
  return faint;
}

test.describe('the focus ring', () => {
  test('stands out at 3:1 on the dark search page, its brand-blue header and its date picker', async ({ page }) => {
    await page.goto('/tk/nz/en/book/search/');
    await islandsHydrated(page);
    await expect(page.locator('body')).toHaveClass(/theme-dark/);
    expect(await faintRings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose the departure date' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Year' })).toBeFocused();
    const look = await page.evaluate(focusedLook);
    expect(look && ringColours(look.outline, look.boxShadow).length).toBeGreaterThan(0);
  });

  test('stands out at 3:1 on the results page', async ({ page }) => {
    const created = await e2eApi(page.request).ok(createSearchLink, {
      query: { country: 'nz', language: 'en' },
      body: { tripType: 'S', dep: ['SYD'], arr: ['CAN'], date: [inDays(12)], cabin: '0', adt: 1, cnn: 0, inf: 0 },
    });
    await page.goto(created.blackUrl);
    await expect(page.getByRole('navigation', { name: 'Prices around your date' }).getByRole('button').first()).toBeVisible();
    await islandsHydrated(page);
    expect(await faintRings(page)).toEqual([]);
  });

  test('stands out at 3:1 on the passengers page', async ({ page, request }) => {
    test.setTimeout(90_000);
    await toPassengers(page, request, { adt: 1 });
    expect(await faintRings(page)).toEqual([]);
  });

  test("stands out at 3:1 on a member's profile page", async ({ page }) => {
    const api = e2eApi(page.request);
    await api.ok(logIn, { body: { country: 'nz', language: 'en', loginType: 'account', id: MEI.email, pw: await encryptedPassword(api, DEMO_PASSWORD) } });
    await page.goto('/tk/nz/en/my/profile/');
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(await faintRings(page)).toEqual([]);
  });
});
