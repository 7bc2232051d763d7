/**
 * On a phone the member's navigation is a strip that scrolls sideways; the
 * current page's entry may start out of sight, so the strip is scrolled (not the
 * page) to bring it to the middle.
 */
export function revealCurrentMemberPage(): void {
  const list = document.querySelector<HTMLElement>('.member-nav ul');
  const current = list?.querySelector<HTMLElement>('[aria-current]')?.parentElement;
  if (!list || !current || list.scrollWidth <= list.clientWidth) return;
  list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
}
