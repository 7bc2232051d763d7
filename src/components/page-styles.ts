import { cspHash } from '../lib/build/content-hashes.ts';
import addition from '../styles/addition.css?inline';
import contacts from '../styles/contacts.css?inline';
import coupon from '../styles/coupon.css?inline';
import global from '../styles/global.css?inline';
import info from '../styles/info.css?inline';
import lowFare from '../styles/low-fare.css?inline';
import memberNav from '../styles/member-nav.css?inline';
import mileage from '../styles/mileage.css?inline';
import myPassengers from '../styles/my-passengers.css?inline';
import order from '../styles/order.css?inline';
import passengers from '../styles/passengers.css?inline';
import privacy from '../styles/privacy.css?inline';
import profile from '../styles/profile.css?inline';
import search from '../styles/search.css?inline';
import sessionTimer from '../styles/session-timer.css?inline';
import shop from '../styles/shop.css?inline';
import sns from '../styles/sns.css?inline';
import sppsg from '../styles/sppsg.css?inline';
import subscriptions from '../styles/subscriptions.css?inline';
import type { SheetName } from './island-sheets.ts';

/*
 * Build time only. A page's styles travel inside its HTML: a stylesheet the page links in its head would hold the
 * first paint for a round trip, and one bundle of every island's sheets would make each page carry all the others'
 * rules. Once built, the page keeps inline only what its own HTML may use (src/lib/build/critical-styles.ts).
 */
const SHEETS: Readonly<Record<SheetName, string>> = {
  addition,
  contacts,
  coupon,
  info,
  'low-fare': lowFare,
  'member-nav': memberNav,
  mileage,
  'my-passengers': myPassengers,
  order,
  passengers,
  privacy,
  profile,
  search,
  'session-timer': sessionTimer,
  shop,
  sns,
  sppsg,
  subscriptions,
};

/** The whole style of a page: the global sheet, then the page's own in order. */
export function pageStyle(sheets: readonly SheetName[]): string {
  return [global, ...sheets.map((sheet) => SHEETS[sheet])].join('\n');
}

/** The CSP source that lets the page's one style element apply. */
export function styleHash(css: string): `sha256-${string}` {
  return cspHash(css);
}
