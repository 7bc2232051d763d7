import { ROUTE_TABLE, type RouteDef } from './route-table.ts';

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
