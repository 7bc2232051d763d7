import { describe, expect, it } from 'vitest';
import { memberMenuLinks } from '../../src/islands/login/member-links.ts';
import { messagesOf, pickMessages } from '../../src/lib/i18n/index.ts';
import { MEMBER_NAV, memberNavCurrent, showsMemberNav } from '../../src/lib/routing/member-nav.ts';
import { MEMBER_CORNER_MESSAGES } from '../../src/lib/routing/message-namespaces.ts';
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

describe("the header's member menu", () => {
  it('links every member page of the site and language, labelled from the corner’s fetched words, marking where the member is', () => {
    const messages = pickMessages(messagesOf('ja'), MEMBER_CORNER_MESSAGES);
    const links = memberMenuLinks('jp', 'ja', 'my.passengers.edit', messages);
    expect(links.map((link) => link.href)).toEqual(MEMBER_NAV.map((e) => `/tk/jp/ja/${routeByName(e.route).path}/`));
    expect(links.map((link) => link.label)).toEqual(MEMBER_NAV.map((e) => messagesOf('ja')[`profile.nav.${e.key}`]));
    expect(links.filter((link) => link.current).map((link) => [link.key, link.current])).toEqual([['passengers', 'true']]);
    expect(memberMenuLinks('jp', 'ja', undefined, messages).some((link) => link.current)).toBe(false);
  });
});
