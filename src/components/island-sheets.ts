import type { IslandName } from '../lib/routing/route-table.ts';

/** The stylesheets of `src/styles` beside `global.css`, by file name without `.css`. */
export type SheetName =
  | 'addition'
  | 'contacts'
  | 'coupon'
  | 'info'
  | 'low-fare'
  | 'member-nav'
  | 'mileage'
  | 'my-passengers'
  | 'order'
  | 'passengers'
  | 'privacy'
  | 'profile'
  | 'session-timer'
  | 'search'
  | 'shop'
  | 'sns'
  | 'sppsg'
  | 'subscriptions';

/**
 * The sheets each route island's page carries inline, in cascade order, for the island and every part it may show,
 * including those it loads on use (the discount box's `coupon`). A page carries its own
 * sheets and no other page's: `tests/unit/build/island-sheets.test.ts` fails when an island's code names a class that
 * only a sheet missing here styles.
 */
export const ISLAND_SHEETS: Readonly<Partial<Record<IslandName, readonly SheetName[]>>> = {
  searchBox: ['search'],
  shop: ['session-timer', 'shop'],
  passengers: ['session-timer', 'passengers'],
  addition: ['session-timer', 'coupon', 'addition'],
  paidPage: ['order'],
  orderList: ['order'],
  orderDetail: ['order'],
  findOrder: ['order'],
  pnrLookup: ['order'],
  downloads: ['info', 'order'],
  demoInfo: ['info'],
  sppsgRegister: ['sppsg'],
  sppsgVerify: ['sppsg'],
  sppsgConfirmation: ['sppsg'],
  myCoupons: ['coupon'],
  myPassengerList: ['my-passengers'],
  myPassengerForm: ['passengers', 'my-passengers'],
  myPassengerDetail: ['my-passengers'],
  memberProfile: ['profile'],
  myContactList: ['contacts'],
  myContactForm: ['passengers', 'contacts'],
  myPrivacy: ['privacy'],
  snsBindings: ['sns'],
  lowFareAlerts: ['search', 'low-fare'],
  mileageSearch: ['search', 'mileage'],
  mileageFlights: ['session-timer', 'shop', 'order', 'mileage'],
  mileageBook: ['session-timer', 'shop', 'passengers', 'order', 'mileage'],
  subscribePage: ['subscriptions'],
  cancelSubscription: ['subscriptions'],
};

/** The sheets of a page: the member corner's navigation first when the page shows it, then its island's. */
export function pageSheets(island: IslandName | undefined, memberNav: boolean): readonly SheetName[] {
  const own = island ? (ISLAND_SHEETS[island] ?? []) : [];
  return memberNav ? ['member-nav', ...own] : own;
}
