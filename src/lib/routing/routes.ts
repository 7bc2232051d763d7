import {
  ACCOUNT_MESSAGES,
  DEMO_MESSAGES,
  DOWNLOAD_MESSAGES,
  INFO_MESSAGES,
  LOGIN_BOX_MESSAGES,
  LOW_FARE_MESSAGES,
  type MessageBundle,
  MILEAGE_BOOK_MESSAGES,
  MILEAGE_FLIGHTS_MESSAGES,
  MILEAGE_SEARCH_MESSAGES,
  MY_CONTACT_FORM_MESSAGES,
  MY_CONTACT_LIST_MESSAGES,
  MY_PASSENGERS_MESSAGES,
  ORDER_MESSAGES,
  PASSENGERS_MESSAGES,
  PROFILE_MESSAGES,
  SESSION_TIMER_MESSAGES,
  SHOP_MESSAGES,
  SPPSG_MESSAGES,
  SUBSCRIPTION_MESSAGES,
} from './message-namespaces.ts';

/** The islands that do a route's work: src/components/island-props.ts builds their props, RouteIsland.astro hydrates them. */
export const ISLANDS = [
  'searchBox',
  'shop',
  'passengers',
  'addition',
  'paidPage',
  'orderList',
  'orderDetail',
  'findOrder',
  'pnrLookup',
  'downloads',
  'demoInfo',
  'sppsgRegister',
  'sppsgVerify',
  'sppsgConfirmation',
  'myCoupons',
  'myPassengerList',
  'myPassengerForm',
  'myPassengerDetail',
  'snsBindings',
  'memberProfile',
  'myContactList',
  'myContactForm',
  'myPrivacy',
  'lowFareAlerts',
  'mileageSearch',
  'mileageFlights',
  'mileageBook',
  'subscribePage',
  'cancelSubscription',
  'loginPage',
  'registerForm',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'componentDemo',
  'sensorsDemo',
  'lowFareDemo',
] as const;
export type IslandName = (typeof ISLANDS)[number];

/** The island of a route and the message namespaces its page ships to it (see message-namespaces.ts). */
export interface RouteIslandDef {
  readonly name: IslandName;
  readonly messages: readonly string[];
  /** Bundles of messages the island fetches when it first needs them, rather than carrying them in the page. */
  readonly fetches?: readonly MessageBundle[];
}

/**
 * Every screen of spec 2 as data. The static page tree, the bundled server's
 * redirects and rewrites, the CDN rewrite rules and the client guards all read
 * this one table.
 *
 * A path is relative to /{base}/{site}/{lang}/. `:name` is a parameter and
 * `:name?` an optional one; pages for parameterised routes are built once with `_`
 * in place of each parameter and served for any value.
 */
export interface RouteDef<Name extends string = string> {
  /** Dotted name; also the i18n key stem `route.{name}`. */
  readonly name: Name;
  readonly path: string;
  /** The island that does the page's work; absent while the screen has none yet. */
  readonly island?: RouteIslandDef;
  /** Guests are sent to login with a `back` query. */
  readonly requireAuth?: boolean;
  readonly noHeaderFooter?: boolean;
  /** The page does not ask the server who the visitor is. */
  readonly skipUserCheck?: boolean;
  /** Form state survives leaving the page and coming back. */
  readonly keepAlive?: boolean;
  /** The dark page style of the search screen. */
  readonly dark?: boolean;
  /** On an eu-country site the page sends the browser to the eu site. */
  readonly euRedirect?: boolean;
  /** A fresh page load (not an in-app visit nor a reload of the last page) goes to this route instead. */
  readonly freshLoadFallback?: Name;
  /** After logout the page goes to this route. */
  readonly afterLogout?: Name;
  /** Outside the main shell (spec 2's top-level routes under /{site}/{lang}/). */
  readonly outsideShell?: boolean;
}

const ROUTE_TABLE = [
  {
    name: 'book.search',
    path: 'book/search',
    // The message of every error code comes with the code that sends the search, fetched as the visitor reaches the form.
    island: {
      name: 'searchBox',
      messages: ['search', 'cabin', 'sppsg.type', 'ui.date', 'ui.city', 'e00', 'e01', 'e04', 'error.network'],
      fetches: ['errors'],
    },
    skipUserCheck: true,
    keepAlive: true,
    dark: true,
    euRedirect: true,
  },
  {
    name: 'book.flights',
    path: 'book/flights',
    island: { name: 'shop', messages: SHOP_MESSAGES },
    noHeaderFooter: true,
    skipUserCheck: true,
    euRedirect: true,
  },
  {
    name: 'book.deeplink',
    path: 'book/deeplink',
    island: { name: 'shop', messages: SHOP_MESSAGES },
    noHeaderFooter: true,
    skipUserCheck: true,
    euRedirect: true,
  },
  { name: 'book.shop', path: 'book/shop', island: { name: 'shop', messages: SHOP_MESSAGES }, keepAlive: true, euRedirect: true },
  { name: 'book.passengers', path: 'book/passengers', island: { name: 'passengers', messages: PASSENGERS_MESSAGES }, keepAlive: true, euRedirect: true },
  {
    name: 'book.addition',
    path: 'book/addition',
    island: {
      name: 'addition',
      messages: ['addition', 'seat', 'discount', 'shop.passenger', 'shop.duration', 'error', 'x01', 'x02', 'e00', 'e01', ...SESSION_TIMER_MESSAGES],
    },
    keepAlive: true,
    euRedirect: true,
  },
  { name: 'book.paid', path: 'book/paid/:type/:execution?', island: { name: 'paidPage', messages: ORDER_MESSAGES }, euRedirect: true },

  { name: 'my.passengers.list', path: 'my/passengers/list', island: { name: 'myPassengerList', messages: MY_PASSENGERS_MESSAGES }, requireAuth: true },
  { name: 'my.passengers.add', path: 'my/passengers/add', island: { name: 'myPassengerForm', messages: MY_PASSENGERS_MESSAGES }, requireAuth: true },
  {
    name: 'my.passengers.edit',
    path: 'my/passengers/edit/:psgId/:hasPsg?',
    island: { name: 'myPassengerForm', messages: MY_PASSENGERS_MESSAGES },
    requireAuth: true,
  },
  {
    name: 'my.passengers.detail',
    path: 'my/passengers/detail/:psgId/:hasPsg',
    island: { name: 'myPassengerDetail', messages: MY_PASSENGERS_MESSAGES },
    requireAuth: true,
  },
  { name: 'my.contacts.list', path: 'my/contacts/list', island: { name: 'myContactList', messages: MY_CONTACT_LIST_MESSAGES }, requireAuth: true },
  { name: 'my.contacts.add', path: 'my/contacts/add', island: { name: 'myContactForm', messages: MY_CONTACT_FORM_MESSAGES }, requireAuth: true },
  {
    name: 'my.contacts.edit',
    path: 'my/contacts/edit/:cid',
    island: { name: 'myContactForm', messages: MY_CONTACT_FORM_MESSAGES },
    requireAuth: true,
    freshLoadFallback: 'my.contacts.list',
  },
  { name: 'my.coupon', path: 'my/coupon', island: { name: 'myCoupons', messages: ['coupon', 'error', 'x02', 'e00', 'e01'] }, requireAuth: true },
  { name: 'my.order.list', path: 'my/order/list', island: { name: 'orderList', messages: ORDER_MESSAGES } },
  { name: 'my.order.find', path: 'my/order/find', island: { name: 'findOrder', messages: ORDER_MESSAGES }, skipUserCheck: true },
  { name: 'my.order.detail', path: 'my/order/detail/:oId', island: { name: 'orderDetail', messages: ORDER_MESSAGES }, afterLogout: 'my.order.list' },
  { name: 'my.subscribe', path: 'my/subscribe', island: { name: 'subscribePage', messages: SUBSCRIPTION_MESSAGES } },
  {
    name: 'my.cancelSubscribe',
    path: 'my/cancelSubscribe',
    island: { name: 'cancelSubscription', messages: [...SUBSCRIPTION_MESSAGES, 'ui.captcha'] },
  },
  { name: 'my.sns', path: 'my/sns', island: { name: 'snsBindings', messages: ['my.sns', 'sns', 'error', 'xxx', 'x02'] }, requireAuth: true },
  { name: 'my.subscribelowprice', path: 'my/subscribelowprice', island: { name: 'lowFareAlerts', messages: LOW_FARE_MESSAGES } },
  { name: 'my.profile', path: 'my/profile', island: { name: 'memberProfile', messages: PROFILE_MESSAGES }, requireAuth: true },
  {
    name: 'my.privacy',
    path: 'my/privacy',
    island: { name: 'myPrivacy', messages: ['privacy', 'error', 'x02'] },
    requireAuth: true,
  },

  { name: 'login', path: 'login', island: { name: 'loginPage', messages: ['ui', ...LOGIN_BOX_MESSAGES] }, skipUserCheck: true },
  {
    name: 'register',
    path: 'register',
    island: {
      name: 'registerForm',
      messages: [
        'register',
        'login.membershipTerms',
        'ui.areaCode',
        'error',
        'x02',
        'e00',
        'e01',
        'e01_1',
        'emailPart',
        'phone',
        'pwMismatch',
        'nameMax',
        'gNameMax',
        'gName',
      ],
    },
    skipUserCheck: true,
  },
  { name: 'pnr', path: 'pnr', island: { name: 'pnrLookup', messages: ORDER_MESSAGES }, skipUserCheck: true },
  { name: 'password.forgot', path: 'password/forgot', island: { name: 'forgotPassword', messages: ACCOUNT_MESSAGES }, skipUserCheck: true },
  { name: 'password.reset', path: 'password/reset', island: { name: 'resetPassword', messages: ACCOUNT_MESSAGES }, skipUserCheck: true },
  { name: 'account.verify', path: 'account/verify', island: { name: 'verifyEmail', messages: ACCOUNT_MESSAGES }, skipUserCheck: true },

  { name: 'mileage.search', path: 'mileage/search', island: { name: 'mileageSearch', messages: MILEAGE_SEARCH_MESSAGES }, euRedirect: true },
  {
    name: 'mileage.flights',
    path: 'mileage/flights',
    island: { name: 'mileageFlights', messages: MILEAGE_FLIGHTS_MESSAGES },
    noHeaderFooter: true,
    euRedirect: true,
  },
  { name: 'mileage.book', path: 'mileage/book', island: { name: 'mileageBook', messages: MILEAGE_BOOK_MESSAGES }, euRedirect: true },

  { name: 'dl', path: 'dl', island: { name: 'downloads', messages: DOWNLOAD_MESSAGES }, skipUserCheck: true },

  { name: 'info', path: 'info/:topic', island: { name: 'demoInfo', messages: INFO_MESSAGES }, skipUserCheck: true },

  { name: 'sppsg.register', path: 'sppsg/register', island: { name: 'sppsgRegister', messages: SPPSG_MESSAGES }, outsideShell: true, skipUserCheck: true },
  { name: 'sppsg.verify', path: 'sppsg/verify', island: { name: 'sppsgVerify', messages: SPPSG_MESSAGES }, outsideShell: true, skipUserCheck: true },
  {
    name: 'sppsg.confirmation',
    path: 'sppsg/confirmation/:authCode',
    island: { name: 'sppsgConfirmation', messages: SPPSG_MESSAGES },
    outsideShell: true,
    skipUserCheck: true,
  },

  {
    name: 'test.iframeDemo',
    path: 'test/iframeDemo',
    island: { name: 'componentDemo', messages: DEMO_MESSAGES },
    outsideShell: true,
    noHeaderFooter: true,
  },
  { name: 'test.sensors', path: 'test/sensors', island: { name: 'sensorsDemo', messages: DEMO_MESSAGES }, outsideShell: true, noHeaderFooter: true },
  {
    name: 'test.subLowPrice',
    path: 'test/subLowPrice',
    island: { name: 'lowFareDemo', messages: [...DEMO_MESSAGES, 'lowPriceRange'] },
    outsideShell: true,
    noHeaderFooter: true,
  },
] as const satisfies readonly RouteDef[];

/** The name of a route of the table. */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];
export type Route = RouteDef<RouteName>;

/** Every route; typing the table as routes checks that its links (afterLogout, freshLoadFallback) name routes of its own. */
export const ROUTES: readonly Route[] = ROUTE_TABLE;

/** Paths that only redirect, within a site and language. */
export interface RedirectDef {
  readonly from: string;
  readonly to: RouteName;
}

export const SHELL_REDIRECTS: readonly RedirectDef[] = [
  { from: '', to: 'book.search' },
  { from: 'book', to: 'book.search' },
  { from: 'my', to: 'my.order.list' },
  { from: 'my/passengers', to: 'my.passengers.list' },
  { from: 'my/contacts', to: 'my.contacts.list' },
  { from: 'my/order', to: 'my.order.list' },
  { from: 'mileage', to: 'mileage.search' },
  { from: 'sppsg', to: 'sppsg.register' },
  { from: 'test', to: 'test.iframeDemo' },
];

/** Any other path under one of these sections goes to the section's route instead of the 404 page. */
export const SECTION_FALLBACKS: readonly RedirectDef[] = [{ from: 'book', to: 'book.search' }];

export { SNS_CHANNELS } from '../../domain/member/sns-channels.ts';

/** HTTP error codes that have their own /{code} error page. */
export const ERROR_CODES = [400, 401, 403, 404, 405, 408, 409, 410, 413, 429, 500, 502, 503, 504] as const;

const byName = new Map<string, Route>(ROUTES.map((route) => [route.name, route]));

/** Whether a name read at run time (from a page's data attributes) is a route's. */
export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

export function routeByName(name: RouteName): Route {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
