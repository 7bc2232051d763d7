/**
 * The header's menu button on narrow screens (the disclosure pattern): it shows
 * and hides the sheet of navigation, member corner and site chooser. Escape, a
 * tap elsewhere or focus moving out closes it; Escape gives focus back to the
 * button. The page is built with the button hidden and the sheet's contents in
 * the header, so that without script nothing is out of reach.
 */
export function setUpHeaderMenu(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  const button = header?.querySelector<HTMLButtonElement>('.site-menu-button');
  const sheet = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!header || !button || !sheet) return;

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    sheet.toggleAttribute('data-open', open);
  };

  button.hidden = false;
  header.dataset.menu = 'collapsible';
  setOpen(false);

  button.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    // A menu open inside the sheet (the member's) takes this Escape itself; the next one closes the sheet.
    if (sheet.querySelector('[aria-expanded="true"]')) return;
    const inside = header.contains(document.activeElement);
    setOpen(false);
    if (inside) button.focus();
  });
  const closeWhenOutside = (event: Event) => {
    if (isOpen() && event.target instanceof Node && !header.contains(event.target) && !insideOverlay(event.target)) setOpen(false);
  };
  document.addEventListener('pointerdown', closeWhenOutside);
  document.addEventListener('focusin', closeWhenOutside);
}

/** The login dialog opened from the sheet lives outside the header; working in it must not close the sheet behind it. */
function insideOverlay(node: Node): boolean {
  return node instanceof Element && node.closest('.ui-overlay') !== null;
}
