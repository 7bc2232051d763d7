import { fromTabLines, toTabLines } from '../../domain/tab-lines.ts';

/** A page of the member area as the header's menu links it, built with the page (src/lib/routing/member-nav.ts). */
export interface MemberMenuLink {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  readonly current?: 'page' | 'true';
}

/**
 * The links as the page's HTML carries them: a line per link of its key, address, `aria-current` (or nothing) and
 * label (`toTabLines`). Every page carries the menu, which only a member opens.
 */
export function memberLinksProp(links: readonly MemberMenuLink[]): string {
  return toTabLines(links.map((link) => [link.key, link.href, link.current ?? '', link.label]));
}

/** The links of `memberLinksProp`. */
export function memberLinkLines(memberLinks: string): MemberMenuLink[] {
  return fromTabLines(memberLinks).map(([key = '', href = '', current = '', label = '']) => ({
    key,
    href,
    label,
    current: current === 'page' || current === 'true' ? current : undefined,
  }));
}
