import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum): every target at least 24 by 24 CSS pixels. */
export const MIN_TARGET_PX = 24;

/** What a finger can hit: links, buttons, form controls, and elements that take those roles. */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

/** The page is no wider than the screen: nothing makes the whole page scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    // Names the element reaching furthest right, so that a failure says what to fix; what a box scrolling sideways
    // holds is clipped by it and does not count.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest = '';
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && !clipped(element)) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}" (right edge ${Math.round(box.right)} px)`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
  expect(scrollWidth, `${where}: the page scrolls sideways (${scrollWidth} > ${clientWidth} px); widest: ${widest}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Every visible target is at least 24 × 24 px. The criterion's exceptions that can be told from the page are kept:
 * a link inside a sentence (inline, among other text of its block), and a check box or radio button whose label
 * (which takes the tap too) is large enough.
 */
export async function expectTapTargetsAtLeast24px(page: Page, where: string): Promise<void> {
  const small = await page.evaluate(
    ({ selector, min }) => {
      const bigEnough = (box: DOMRect) => box.width >= min - 0.5 && box.height >= min - 0.5;
      const visible = (element: Element, box: DOMRect) => {
        // Visually hidden helpers are one pixel; off-screen ones (a skip link before it has focus) are left of 0.
        if (box.width <= 1 || box.height <= 1 || box.right <= 0) return false;
        return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
      };
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        const own = element.textContent?.trim() ?? '';
        return block !== null && (block.textContent?.trim().length ?? 0) > own.length;
      };
      const labelledLargeEnough = (element: Element) =>
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio') &&
        [...(element.labels ?? [])].some((label) => bigEnough(label.getBoundingClientRect()));
      const describe = (element: Element, box: DOMRect) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().replace(/\s+/g, ' ');
        return `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      };
      const found: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (!visible(element, box) || bigEnough(box) || inSentence(element) || labelledLargeEnough(element)) continue;
        found.push(describe(element, box));
      }
      return found;
    },
    { selector: TARGETS, min: MIN_TARGET_PX },
  );
  expect(small, `${where}: targets under ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px`).toEqual([]);
}

/** The checks of a page on a phone: no sideways scroll, no target too small to tap. */
export async function expectPhoneFriendly(page: Page, where: string): Promise<void> {
  await expectNoHorizontalOverflow(page, where);
  await expectTapTargetsAtLeast24px(page, where);
}

/** A full-page screenshot of a step of the journey, attached to the test's report. */
export async function attachFullPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** Collects the console errors and uncaught exceptions of a page; the test asserts the list empty at its end. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
