import { describe, expect, it } from 'vitest';
import { memberLinkLines, memberLinksProp } from '../../src/islands/login/member-links.ts';
import { MEMBER_NAV, memberNavCurrent, showsMemberNav } from '../../src/lib/routing/member-nav.ts';
import { ROUTES, routeByName } from '../../src/lib/routing/routes.ts';

const entry = (key: string) => {
  const found = MEMBER_NAV.find((e) => e.key === key);
  if (!found) throw new Error(`no entry ${key}`);
  return found;
};

describe("the member's navigation", () => {
  it('opens orders, passengers, contacts, coupons, alerts, miles, subscriptions, social accounts, profile and privacy, each a route of the table', () => {
    expect(MEMBER_NAV.map((e) => e.key)).toEqual([
      'orders',
      'passengers',
      'contacts',
      'coupons',
      'alerts',
      'miles',
      'subscriptions',
      'sns',
      'profile',
      'privacy',
    ]);
    expect(MEMBER_NAV.map((e) => routeByName(e.route).path)).toEqual([
      'my/order/list',
      'my/passengers/list',
      'my/contacts/list',
      'my/coupon',
      'my/subscribelowprice',
      'mileage/search',
      'my/subscribe',
      'my/sns',
      'my/profile',
      'my/privacy',
    ]);
  });

  it('marks the page shown as the current page, and the entry above a page under it as current', () => {
    expect(memberNavCurrent(entry('profile'), 'my.profile')).toBe('page');
    expect(memberNavCurrent(entry('orders'), 'my.profile')).toBeUndefined();
    expect(memberNavCurrent(entry('passengers'), 'my.passengers.edit')).toBe('true');
    expect(memberNavCurrent(entry('orders'), 'my.order.detail')).toBe('true');
    expect(memberNavCurrent(entry('subscriptions'), 'my.subscribelowprice')).toBeUndefined();
    expect(memberNavCurrent(entry('alerts'), 'my.subscribelowprice')).toBe('page');
  });

  it("sits beside every member's page under my/, but not the guest's order lookup or unsubscribe page", () => {
    const shown = ROUTES.filter((r) => showsMemberNav(r.name)).map((r) => r.name);
    expect(shown).toContain('my.profile');
    expect(shown).toContain('my.coupon');
    expect(shown).toContain('my.passengers.detail');
    expect(shown).not.toContain('my.order.find');
    expect(shown).not.toContain('my.cancelSubscribe');
    expect(shown.every((name) => name.startsWith('my.'))).toBe(true);
  });
});

describe("the header's member menu as a page carries it", () => {
  it('reads back every link with its address, label and current mark, in order', () => {
    const links = [
      { key: 'orders', href: '/tk/nz/en/my/order/list/', label: 'Orders', current: 'true' as const },
      { key: 'passengers', href: '/tk/nz/en/my/passengers/list/', label: 'Saved passengers: Jo\'s & "co"' },
      { key: 'profile', href: '/tk/nz/en/my/profile/', label: 'プロフィール', current: 'page' as const },
    ];
    expect(memberLinkLines(memberLinksProp(links))).toEqual([{ ...links[0] }, { ...links[1], current: undefined }, { ...links[2] }]);
  });
});
