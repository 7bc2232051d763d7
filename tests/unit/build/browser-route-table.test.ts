import { describe, expect, it } from 'vitest';
import { BROWSER_ROUTE_FIELDS, browserRouteTableSource } from '../../../src/lib/build/browser-route-table.ts';
import * as routeTable from '../../../src/lib/routing/route-table.ts';
import { routeByName } from '../../../src/lib/routing/routes.ts';

/** Loads a generated module's source as the browser would, and answers its exports. */
async function evaluate(source: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
}

describe("the browser's copy of the route table", () => {
  it('holds every route, each with only the fields a page reads as it runs', async () => {
    const copy = await evaluate(browserRouteTableSource('route-table.ts', routeTable));
    expect(Object.keys(copy).sort()).toEqual(Object.keys(routeTable).sort());
    const routes = copy.ROUTE_TABLE as Record<string, unknown>[];
    expect(routes.map((route) => route.name)).toEqual(routeTable.ROUTE_TABLE.map((route) => route.name));
    for (const route of routes) expect(Object.keys(route).every((field) => (BROWSER_ROUTE_FIELDS as readonly string[]).includes(field))).toBe(true);
    expect(routes.find((route) => route.name === 'my.contacts.edit')).toEqual({
      name: 'my.contacts.edit',
      path: 'my/contacts/edit/:cid',
      requireAuth: true,
      freshLoadFallback: 'my.contacts.list',
    });
    expect(routes.find((route) => route.name === 'my.order.detail')?.afterLogout).toBe(routeByName('my.order.detail').afterLogout);
    expect(JSON.stringify(routes)).not.toContain('island');
  });

  it('stops the build when the module holds no table of routes', () => {
    expect(() => browserRouteTableSource('route-table.ts', { ROUTE_TABLE: 'none' })).toThrow(/not the table of routes/);
  });
});
