import type { Lang } from '../../domain/languages.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { MEMBER_NAV, memberNavCurrent } from '../../lib/routing/member-nav.ts';
import { routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';

/** A page of the member area as the header's menu links it (src/lib/routing/member-nav.ts). */
export interface MemberMenuLink {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  readonly current?: 'page' | 'true';
}

/**
 * The header's member menu on a page of a site and language, labelled from the member corner's messages: built in the
 * browser once a member is known, rather than carried by every page, which most visitors see as guests.
 */
export function memberMenuLinks(site: string, lang: Lang, routeName: RouteName | undefined, messages: Messages): MemberMenuLink[] {
  return MEMBER_NAV.map((entry) => ({
    key: entry.key,
    href: routeHref('/tk/', site, lang, entry.route),
    label: translate(messages, `profile.nav.${entry.key}`),
    current: routeName && memberNavCurrent(entry, routeName),
  }));
}
