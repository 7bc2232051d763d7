import type { RouteName } from './routes.ts';

/** One entry of the member area's navigation: the page it opens and the routes that count as being there. */
export interface MemberNavEntry {
  /** Also the message key `profile.nav.{key}` of its label. */
  readonly key: string;
  readonly route: RouteName;
  /** Route names, or prefixes ending in a dot, of the pages under this entry (a passenger's edit page is under passengers). */
  readonly covers: readonly string[];
}

/**
 * The member's pages in the order the header's member menu and the side of the
 * my pages list them. Miles open the mileage booking, the only mileage route there is.
 */
export const MEMBER_NAV: readonly MemberNavEntry[] = [
  { key: 'orders', route: 'my.order.list', covers: ['my.order.list', 'my.order.detail'] },
  { key: 'passengers', route: 'my.passengers.list', covers: ['my.passengers.'] },
  { key: 'contacts', route: 'my.contacts.list', covers: ['my.contacts.'] },
  { key: 'coupons', route: 'my.coupon', covers: ['my.coupon'] },
  { key: 'alerts', route: 'my.subscribelowprice', covers: ['my.subscribelowprice'] },
  { key: 'miles', route: 'mileage.search', covers: ['mileage.'] },
  { key: 'subscriptions', route: 'my.subscribe', covers: ['my.subscribe'] },
  { key: 'sns', route: 'my.sns', covers: ['my.sns'] },
  { key: 'profile', route: 'my.profile', covers: ['my.profile'] },
  { key: 'privacy', route: 'my.privacy', covers: ['my.privacy'] },
];

/**
 * The guest's pages under my/ (order lookup by number, unsubscribing by the
 * link of an e-mail) do not carry the member's navigation.
 */
const GUEST_PAGES: readonly RouteName[] = ['my.order.find', 'my.cancelSubscribe'];

/** Whether a page is one of the member's own under my/ and shows the navigation beside it. */
export function showsMemberNav(route: RouteName): boolean {
  return route.startsWith('my.') && !GUEST_PAGES.includes(route);
}

/**
 * How an entry marks the page being shown: `page` on its own page, `true` on a
 * page under it (an order's detail under orders), nothing elsewhere.
 */
export function memberNavCurrent(entry: MemberNavEntry, route: RouteName): 'page' | 'true' | undefined {
  if (entry.route === route) return 'page';
  const under = entry.covers.some((cover) => (cover.endsWith('.') ? route.startsWith(cover) : route === cover));
  return under ? 'true' : undefined;
}
