import { describe, expect, it } from 'vitest';
import { baseOf, matchRoute, routeHref, routePath, routeVariants, stripBase } from '../../src/lib/routing/paths.ts';
import { planRequest } from '../../src/lib/routing/request-plan.ts';
import { ROUTES, routeByName } from '../../src/lib/routing/routes.ts';

const redirectTo = (path: string, search = '') => {
  const plan = planRequest(path, search);
  return plan.kind === 'redirect' ? plan.location : `file:${plan.path}`;
};

describe('the routes of spec 2', () => {
  it('list every screen the spec names', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const expected of [
      'book/search',
      'book/flights',
      'book/deeplink',
      'book/shop',
      'book/passengers',
      'book/addition',
      'book/paid/:type/:execution?',
      'my/passengers/list',
      'my/passengers/add',
      'my/passengers/edit/:psgId/:hasPsg?',
      'my/passengers/detail/:psgId/:hasPsg',
      'my/contacts/list',
      'my/contacts/add',
      'my/contacts/edit/:cid',
      'my/coupon',
      'my/order/list',
      'my/order/find',
      'my/order/detail/:oId',
      'my/subscribe',
      'my/cancelSubscribe',
      'my/sns',
      'my/subscribelowprice',
      'login',
      'pnr',
      'mileage/search',
      'mileage/flights',
      'mileage/book',
      'dl',
      'sppsg/register',
      'sppsg/verify',
      'sppsg/confirmation/:authCode',
      'test/iframeDemo',
      'test/sensors',
      'test/subLowPrice',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('name each route once and give each its own path', () => {
    const twice = (values: readonly string[]) => values.filter((value, i) => values.indexOf(value) !== i);
    expect(twice(ROUTES.map((r) => r.name))).toEqual([]);
    expect(twice(ROUTES.map((r) => r.path))).toEqual([]);
  });

  it('require login on the passenger, contact, coupon, social-login, profile and privacy pages only', () => {
    const guarded = ROUTES.filter((r) => r.requireAuth)
      .map((r) => r.name)
      .sort();
    expect(guarded).toEqual([
      'my.contacts.add',
      'my.contacts.edit',
      'my.contacts.list',
      'my.coupon',
      'my.passengers.add',
      'my.passengers.detail',
      'my.passengers.edit',
      'my.passengers.list',
      'my.privacy',
      'my.profile',
      'my.sns',
    ]);
  });

  it('hide header and footer on flights, deeplink and mileage flights, and give search the dark style', () => {
    const bare = ROUTES.filter((r) => r.noHeaderFooter && !r.name.startsWith('test.'))
      .map((r) => r.name)
      .sort();
    expect(bare).toEqual(['book.deeplink', 'book.flights', 'mileage.flights']);
    expect(ROUTES.filter((r) => r.dark).map((r) => r.name)).toEqual(['book.search']);
  });

  it('build a page for each optional parameter and match any value back to it', () => {
    expect(routeVariants(routeByName('book.paid'))).toEqual(['book/paid/_', 'book/paid/_/_']);
    expect(matchRoute('my/order/detail/C1234567890123')).toMatchObject({
      route: { name: 'my.order.detail' },
      params: { oId: 'C1234567890123' },
      pagePath: 'my/order/detail/_',
    });
    expect(matchRoute('my/passengers/edit/42/1')?.params).toEqual({ psgId: '42', hasPsg: '1' });
    expect(matchRoute('my/passengers/edit/42')?.params).toEqual({ psgId: '42' });
    expect(matchRoute('my/order/detail')).toBeUndefined();
    expect(routePath('book.paid', { type: 'order' })).toBe('book/paid/order');
    expect(routeHref('/tk/', 'nz', 'en', 'my.contacts.edit', { cid: 'a b' })).toBe('/tk/nz/en/my/contacts/edit/a%20b/');
  });

  it('serve under /tk/, or /s/ when the path starts with /s/', () => {
    expect(baseOf('/s/nz/en/')).toBe('/s/');
    expect(baseOf('/tk/nz/en/')).toBe('/tk/');
    expect(baseOf('/sx/nz/')).toBe('/tk/');
    expect(stripBase('/s/nz/en/book/search/')).toBe('nz/en/book/search');
    expect(stripBase('/other/')).toBeUndefined();
  });
});

describe('what the server does with a path', () => {
  it('sends empty paths to their first page, keeping the query', () => {
    expect(redirectTo('/')).toBe('/tk/');
    expect(redirectTo('/tk/nz/en/')).toBe('/tk/nz/en/book/search/');
    expect(redirectTo('/tk/nz/en/book', '?rc=ABC123')).toBe('/tk/nz/en/book/search/?rc=ABC123');
    expect(redirectTo('/tk/nz/en/my')).toBe('/tk/nz/en/my/order/list/');
    expect(redirectTo('/tk/nz/en/mileage')).toBe('/tk/nz/en/mileage/search/');
    expect(redirectTo('/s/au/zh/')).toBe('/s/au/zh/book/search/');
  });

  it('sends unknown book paths to search, other unknown paths of a site to its 404 page, and the rest to the 404 page', () => {
    expect(redirectTo('/tk/nz/en/book/whatever/else')).toBe('/tk/nz/en/book/search/');
    expect(redirectTo('/tk/nz/en/unknown')).toBe('/tk/nz/en/404/');
    expect(redirectTo('/tk/jp/ja/my/unknown')).toBe('/tk/jp/ja/404/');
    expect(redirectTo('/s/kr/ko/nowhere/at/all')).toBe('/s/kr/ko/404/');
    expect(redirectTo('/elsewhere')).toBe('/tk/404/');
    expect(redirectTo('/tk/999')).toBe('/tk/404/');
  });

  it('gives an unsupported site the 404 page and replaces a language the site lacks', () => {
    expect(redirectTo('/tk/xx/en/book/search')).toBe('/tk/404/');
    expect(redirectTo('/tk/kr/de/my/order/list/')).toBe('/tk/kr/ko/my/order/list/');
    expect(redirectTo('/tk/NZ/en/')).toBe('/tk/404/');
  });

  it('sends book and mileage of the eu-country sites to the eu site in the same language', () => {
    for (const code of ['fr', 'de', 'nl', 'it', 'gb']) {
      expect(redirectTo(`/tk/${code}/en/book/search/`)).toBe('/tk/eu/en/');
      expect(redirectTo(`/tk/${code}/en/mileage/book/`)).toBe('/tk/eu/en/');
      expect(redirectTo(`/tk/${code}/en/my/order/list/`)).toBe(`file:${code}/en/my/order/list/`);
    }
    expect(redirectTo('/tk/de/de/book/')).toBe('/tk/eu/de/');
    expect(redirectTo('/tk/eu/en/book/search/')).toBe('file:eu/en/book/search/');
  });

  it('serves a route with parameters from its placeholder page for any value', () => {
    expect(redirectTo('/tk/nz/en/my/order/detail/C1234567890123/')).toBe('file:nz/en/my/order/detail/_/');
    expect(redirectTo('/tk/jp/ja/sppsg/confirmation/XYZ')).toBe('file:jp/ja/sppsg/confirmation/_/');
    expect(redirectTo('/tk/nz/en/book/paid/order/abc')).toBe('file:nz/en/book/paid/_/_/');
  });

  it('serves the top-level pages: error codes, social-login start and end, the not-supported notice', () => {
    expect(redirectTo('/tk/404')).toBe('file:404/');
    expect(redirectTo('/tk/500/')).toBe('file:500/');
    expect(planRequest('/tk/404')).toEqual({ kind: 'file', path: '404/', status: 404 });
    expect(redirectTo('/tk/sns/google')).toBe('file:sns/google/');
    expect(redirectTo('/tk/sns/unknown')).toBe('/tk/404/');
    expect(redirectTo('/tk/snsEnd')).toBe('file:snsEnd/');
    expect(redirectTo('/tk/nz')).toBe('file:nz/');
    expect(redirectTo('/tk/_astro/app.js')).toBe('file:_astro/app.js');
  });
});
