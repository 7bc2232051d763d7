// The route table alone, as data: the browser's bundles get a copy holding only the fields a page reads as it runs
// (src/lib/build/browser-route-table.ts); the rest (islands, layout flags) serves the build and the server.

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
  /** The island that does the page's work (its messages: island-messages.ts); absent while the screen has none yet. */
  readonly island?: IslandName;
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

export const ROUTE_TABLE = [
  {
    name: 'book.search',
    path: 'book/search',
    island: 'searchBox',
    skipUserCheck: true,
    keepAlive: true,
    dark: true,
    euRedirect: true,
  },
  {
    name: 'book.flights',
    path: 'book/flights',
    island: 'shop',
    noHeaderFooter: true,
    skipUserCheck: true,
    euRedirect: true,
  },
  {
    name: 'book.deeplink',
    path: 'book/deeplink',
    island: 'shop',
    noHeaderFooter: true,
    skipUserCheck: true,
    euRedirect: true,
  },
  { name: 'book.shop', path: 'book/shop', island: 'shop', keepAlive: true, euRedirect: true },
  { name: 'book.passengers', path: 'book/passengers', island: 'passengers', keepAlive: true, euRedirect: true },
  {
    name: 'book.addition',
    path: 'book/addition',
    island: 'addition',
    keepAlive: true,
    euRedirect: true,
  },
  { name: 'book.paid', path: 'book/paid/:type/:execution?', island: 'paidPage', euRedirect: true },

  { name: 'my.passengers.list', path: 'my/passengers/list', island: 'myPassengerList', requireAuth: true },
  { name: 'my.passengers.add', path: 'my/passengers/add', island: 'myPassengerForm', requireAuth: true },
  {
    name: 'my.passengers.edit',
    path: 'my/passengers/edit/:psgId/:hasPsg?',
    island: 'myPassengerForm',
    requireAuth: true,
  },
  {
    name: 'my.passengers.detail',
    path: 'my/passengers/detail/:psgId/:hasPsg',
    island: 'myPassengerDetail',
    requireAuth: true,
  },
  { name: 'my.contacts.list', path: 'my/contacts/list', island: 'myContactList', requireAuth: true },
  { name: 'my.contacts.add', path: 'my/contacts/add', island: 'myContactForm', requireAuth: true },
  {
    name: 'my.contacts.edit',
    path: 'my/contacts/edit/:cid',
    island: 'myContactForm',
    requireAuth: true,
    freshLoadFallback: 'my.contacts.list',
  },
  { name: 'my.coupon', path: 'my/coupon', island: 'myCoupons', requireAuth: true },
  { name: 'my.order.list', path: 'my/order/list', island: 'orderList' },
  { name: 'my.order.find', path: 'my/order/find', island: 'findOrder', skipUserCheck: true },
  { name: 'my.order.detail', path: 'my/order/detail/:oId', island: 'orderDetail', afterLogout: 'my.order.list' },
  { name: 'my.subscribe', path: 'my/subscribe', island: 'subscribePage' },
  {
    name: 'my.cancelSubscribe',
    path: 'my/cancelSubscribe',
    island: 'cancelSubscription',
  },
  { name: 'my.sns', path: 'my/sns', island: 'snsBindings', requireAuth: true },
  { name: 'my.subscribelowprice', path: 'my/subscribelowprice', island: 'lowFareAlerts' },
  { name: 'my.profile', path: 'my/profile', island: 'memberProfile', requireAuth: true },
  {
    name: 'my.privacy',
    path: 'my/privacy',
    island: 'myPrivacy',
    requireAuth: true,
  },

  { name: 'login', path: 'login', island: 'loginPage', skipUserCheck: true },
  {
    name: 'register',
    path: 'register',
    island: 'registerForm',
    skipUserCheck: true,
  },
  { name: 'pnr', path: 'pnr', island: 'pnrLookup', skipUserCheck: true },
  { name: 'password.forgot', path: 'password/forgot', island: 'forgotPassword', skipUserCheck: true },
  { name: 'password.reset', path: 'password/reset', island: 'resetPassword', skipUserCheck: true },
  { name: 'account.verify', path: 'account/verify', island: 'verifyEmail', skipUserCheck: true },

  { name: 'mileage.search', path: 'mileage/search', island: 'mileageSearch', euRedirect: true },
  {
    name: 'mileage.flights',
    path: 'mileage/flights',
    island: 'mileageFlights',
    noHeaderFooter: true,
    euRedirect: true,
  },
  { name: 'mileage.book', path: 'mileage/book', island: 'mileageBook', euRedirect: true },

  { name: 'dl', path: 'dl', island: 'downloads', skipUserCheck: true },

  { name: 'info', path: 'info/:topic', island: 'demoInfo', skipUserCheck: true },

  { name: 'sppsg.register', path: 'sppsg/register', island: 'sppsgRegister', outsideShell: true, skipUserCheck: true },
  { name: 'sppsg.verify', path: 'sppsg/verify', island: 'sppsgVerify', outsideShell: true, skipUserCheck: true },
  {
    name: 'sppsg.confirmation',
    path: 'sppsg/confirmation/:authCode',
    island: 'sppsgConfirmation',
    outsideShell: true,
    skipUserCheck: true,
  },

  {
    name: 'test.iframeDemo',
    path: 'test/iframeDemo',
    island: 'componentDemo',
    outsideShell: true,
    noHeaderFooter: true,
  },
  { name: 'test.sensors', path: 'test/sensors', island: 'sensorsDemo', outsideShell: true, noHeaderFooter: true },
  {
    name: 'test.subLowPrice',
    path: 'test/subLowPrice',
    island: 'lowFareDemo',
    outsideShell: true,
    noHeaderFooter: true,
  },
] as const satisfies readonly RouteDef[];
