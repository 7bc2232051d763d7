import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteDef } from '../routing/route-table.ts';
import { browserCopy } from './browser-copy.ts';
import { browserTableSource } from './browser-tables.ts';

const ROUTE_TABLE_FILE = resolve(import.meta.dirname, '../routing/route-table.ts');

/**
 * What a page reads of the routes as it runs: the guard, a route's path for a link, where a logout goes. The island,
 * the layout's flags and the redirect rules are read where the page is built or served, so the browser's copy leaves
 * them out; a field browser code comes to read must join this list.
 */
export const BROWSER_ROUTE_FIELDS = [
  'name',
  'path',
  'requireAuth',
  'skipUserCheck',
  'freshLoadFallback',
  'afterLogout',
] as const satisfies readonly (keyof RouteDef)[];

/** A route as the browser holds it. */
export function browserRouteOf(route: RouteDef): Pick<RouteDef, (typeof BROWSER_ROUTE_FIELDS)[number]> {
  return Object.fromEntries(BROWSER_ROUTE_FIELDS.filter((field) => route[field] !== undefined).map((field) => [field, route[field]])) as Pick<
    RouteDef,
    (typeof BROWSER_ROUTE_FIELDS)[number]
  >;
}

/** The browser's copy of the route table module: its exports as data, each route with the fields of BROWSER_ROUTE_FIELDS. */
export function browserRouteTableSource(file: string, exports: Readonly<Record<string, unknown>>): string {
  const table = exports.ROUTE_TABLE;
  if (!Array.isArray(table)) throw new Error(`${file}: ROUTE_TABLE is not the table of routes`);
  return browserTableSource(file, { ...exports, ROUTE_TABLE: (table as readonly RouteDef[]).map(browserRouteOf) });
}

/** In the browser's bundles, `src/lib/routing/route-table.ts` is replaced by its copy (`browserRouteTableSource`). */
export function browserRouteTable(): Plugin {
  return browserCopy('browser-route-table', (file) => file === ROUTE_TABLE_FILE, browserRouteTableSource);
}
