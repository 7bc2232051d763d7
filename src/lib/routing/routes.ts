/**
 * Every screen of spec 2 as data. The static page tree, the bundled server's
 * redirects and rewrites, the CDN rewrite rules and the client guards all read
 * this one table.
 *
 * A path is relative to /{base}/{site}/{lang}/. `:name` is a parameter and
 * `:name?` an optional one; pages for parameterised routes are built once with `_`
 * in place of each parameter and served for any value.
 */
export interface RouteDef {
  /** Dotted name; also the i18n key stem `route.{name}`. */
  readonly name: string;
  readonly path: string;
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
  readonly freshLoadFallback?: string;
  /** After logout the page goes to this route. */
  readonly afterLogout?: string;
  /** Outside the main shell (spec 2's top-level routes under /{site}/{lang}/). */
  readonly outsideShell?: boolean;
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'book.search', path: 'book/search', skipUserCheck: true, keepAlive: true, dark: true, euRedirect: true },
  { name: 'book.flights', path: 'book/flights', noHeaderFooter: true, skipUserCheck: true, euRedirect: true },
  { name: 'book.deeplink', path: 'book/deeplink', noHeaderFooter: true, skipUserCheck: true, euRedirect: true },
  { name: 'book.shop', path: 'book/shop', keepAlive: true, euRedirect: true },
  { name: 'book.passengers', path: 'book/passengers', keepAlive: true, euRedirect: true },
  { name: 'book.addition', path: 'book/addition', keepAlive: true, euRedirect: true },
  { name: 'book.paid', path: 'book/paid/:type/:execution?', euRedirect: true },

  { name: 'my.passengers.list', path: 'my/passengers/list', requireAuth: true },
  { name: 'my.passengers.add', path: 'my/passengers/add', requireAuth: true },
  { name: 'my.passengers.edit', path: 'my/passengers/edit/:psgId/:hasPsg?', requireAuth: true },
  { name: 'my.passengers.detail', path: 'my/passengers/detail/:psgId/:hasPsg', requireAuth: true },
  { name: 'my.contacts.list', path: 'my/contacts/list', requireAuth: true },
  { name: 'my.contacts.add', path: 'my/contacts/add', requireAuth: true },
  { name: 'my.contacts.edit', path: 'my/contacts/edit/:cid', requireAuth: true, freshLoadFallback: 'my.contacts.list' },
  { name: 'my.coupon', path: 'my/coupon', requireAuth: true },
  { name: 'my.order.list', path: 'my/order/list' },
  { name: 'my.order.find', path: 'my/order/find', skipUserCheck: true },
  { name: 'my.order.detail', path: 'my/order/detail/:oId', afterLogout: 'my.order.list' },
  { name: 'my.subscribe', path: 'my/subscribe' },
  { name: 'my.cancelSubscribe', path: 'my/cancelSubscribe' },
  { name: 'my.sns', path: 'my/sns', requireAuth: true },
  { name: 'my.subscribelowprice', path: 'my/subscribelowprice' },

  { name: 'login', path: 'login', skipUserCheck: true },
  { name: 'register', path: 'register', skipUserCheck: true },
  { name: 'password.forgot', path: 'password/forgot', skipUserCheck: true },
  { name: 'pnr', path: 'pnr', skipUserCheck: true },
  { name: 'password.forgot', path: 'password/forgot', skipUserCheck: true },
  { name: 'password.reset', path: 'password/reset', skipUserCheck: true },
  { name: 'account.verify', path: 'account/verify', skipUserCheck: true },

  { name: 'mileage.search', path: 'mileage/search', euRedirect: true },
  { name: 'mileage.flights', path: 'mileage/flights', noHeaderFooter: true, euRedirect: true },
  { name: 'mileage.book', path: 'mileage/book', euRedirect: true },

  { name: 'dl', path: 'dl' },

  { name: 'sppsg.register', path: 'sppsg/register', outsideShell: true },
  { name: 'sppsg.verify', path: 'sppsg/verify', outsideShell: true },
  { name: 'sppsg.confirmation', path: 'sppsg/confirmation/:authCode', outsideShell: true },

  { name: 'test.iframeDemo', path: 'test/iframeDemo', outsideShell: true, noHeaderFooter: true },
  { name: 'test.sensors', path: 'test/sensors', outsideShell: true, noHeaderFooter: true },
  { name: 'test.subLowPrice', path: 'test/subLowPrice', outsideShell: true, noHeaderFooter: true },
];

/** Paths that only redirect, within a site and language. */
export interface RedirectDef {
  readonly from: string;
  readonly to: string;
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

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
