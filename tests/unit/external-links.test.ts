import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_LINKS, sites } from '../../sites.config.ts';
import { appOffer } from '../../src/components/app-offer.ts';
import { EXTERNAL_PAGES, externalLink, fillLinkTemplate, linkTemplate } from '../../src/domain/external-links.ts';
import { findSite } from '../../src/domain/site-lookup.ts';
import type { Site } from '../../src/domain/sites.ts';
import { INFO_TOPICS, isInfoTopic } from '../../src/islands/info/info-topics.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { matchRoute, segmentsOf, stripBase } from '../../src/lib/routing/paths.ts';
import { planRequest } from '../../src/lib/routing/request-plan.ts';
import { foreignLink } from '../support/link-hosts.ts';

const nz = findSite('nz') as Site;

/** Every external link the storefront builds: each page in each language of each site. */
const everyLink = sites.flatMap((site) =>
  site.languages.list.flatMap((lang) => EXTERNAL_PAGES.map((page) => ({ site: site.code, lang, page, link: externalLink(page, site.code, lang) }))),
);

describe('the external links of sites.config.ts', () => {
  it('lead every page of every site and language to a demo page the storefront serves in that site and language, or to an https address', () => {
    expect(everyLink.length).toBeGreaterThan(27 * EXTERNAL_PAGES.length);
    for (const { site, lang, page, link } of everyLink) {
      const where = `${site}/${lang} ${page}: ${link}`;
      if (!link.startsWith('/')) {
        expect(new URL(link).protocol, where).toBe('https:');
        continue;
      }
      const { pathname } = new URL(link, 'http://storefront.test');
      // The bundled server serves the one built info page for it, not a redirect to the 404 page.
      expect(planRequest(pathname), where).toEqual({ kind: 'file', path: `${site}/${lang}/info/_/` });
      const [linkSite, linkLang, ...rest] = segmentsOf(stripBase(pathname) ?? '');
      expect([linkSite, linkLang], where).toEqual([site, lang]);
      const match = matchRoute(rest.join('/'));
      expect(match?.route.name, where).toBe('info');
      expect(isInfoTopic(match?.params.topic), where).toBe(true);
    }
  });

  it('fill every placeholder and lead nowhere but the storefront and the hosts the configuration lists', () => {
    for (const { site, lang, page, link } of everyLink) {
      expect(link, `${site}/${lang} ${page}`).not.toMatch(/[{}]/);
      expect(foreignLink(link), `${site}/${lang} ${page}`).toBeUndefined();
    }
  });

  it('give each demo page of the configuration its own topic, so that no two pages share a stand-in', () => {
    const topics = EXTERNAL_PAGES.map((page) => EXTERNAL_LINKS[page].match(/\/info\/([^/]+)\//)?.[1]);
    expect(new Set(topics).size).toBe(EXTERNAL_PAGES.length);
    expect(topics.every(isInfoTopic)).toBe(true);
  });

  it("add the caller's query to the address, after a query of the template's own and before its fragment", () => {
    expect(externalLink('refund', 'nz', 'en', { orderNo: 'A 1&2' })).toBe('/tk/nz/en/info/refund/?orderNo=A+1%262');
    expect(externalLink('meal', 'jp', 'ja')).toBe('/tk/jp/ja/info/meal/');
    expect(fillLinkTemplate('https://www.example.com/{lang}/refund?market={site}#form', 'hk', 'tc', { orderNo: 'X1' })).toBe(
      'https://www.example.com/tc/refund?market=hk&orderNo=X1#form',
    );
  });

  it("take a site's own address of a page before the shared one, and the shared one for its other pages", () => {
    const withOwn: Site = { ...nz, links: { refund: 'https://www.example.com/{site}/{lang}/refunds' } };
    expect(linkTemplate('refund', withOwn)).toBe('https://www.example.com/{site}/{lang}/refunds');
    expect(linkTemplate('meal', withOwn)).toBe(EXTERNAL_LINKS.meal);
    expect(linkTemplate('refund', nz)).toBe(EXTERNAL_LINKS.refund);
    expect(linkTemplate('refund', undefined)).toBe(EXTERNAL_LINKS.refund);
  });
});

describe('the demo info topics', () => {
  it('each have a heading and paragraphs in en.json, which say that the airline is fictional or a demonstration', () => {
    const en = messagesOf('en');
    for (const [name, topic] of Object.entries(INFO_TOPICS)) {
      expect(en[topic.title], name).toBeTruthy();
      expect(topic.paragraphs.length, name).toBeGreaterThanOrEqual(2);
      for (const key of topic.paragraphs) expect(en[key], `${name} ${key}`).toBeTruthy();
      expect(topic.paragraphs.map((key) => en[key]).join(' '), name).toMatch(/\{brand\}|demonstration/);
    }
  });

  it('are no topics of inherited names', () => {
    expect(isInfoTopic('refund')).toBe(true);
    expect(isInfoTopic('constructor')).toBe(false);
    expect(isInfoTopic('_')).toBe(false);
    expect(isInfoTopic(undefined)).toBe(false);
  });
});

describe('the app offer of the dl page', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('links both stores and draws a QR code of the app landing page, absolute at the address of PUBLIC_URL', () => {
    vi.stubEnv('PUBLIC_URL', 'https://shop.example.com/');
    const offer = appOffer(nz, 'en');
    expect(offer.appStore).toBe('/tk/nz/en/info/app-store/');
    expect(offer.googlePlay).toBe('/tk/nz/en/info/google-play/');
    expect(offer.landing).toBe('https://shop.example.com/tk/nz/en/info/app/');
    expect(offer.qrSvg).toMatch(/^<svg viewBox="0 0 \d+ \d+" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
    expect(offer.qrSvg).toContain('fill="#FFFFFF"');
  });

  it("makes the landing page absolute at the server's own address without PUBLIC_URL", () => {
    vi.stubEnv('PUBLIC_URL', '');
    vi.stubEnv('HOST', '');
    vi.stubEnv('PORT', '');
    expect(appOffer(nz, 'zh').landing).toBe('http://localhost:4321/tk/nz/zh/info/app/');
  });
});
