import { describe, expect, it } from 'vitest';
import { EXTERNAL_HOSTS, sites } from '../../sites.config.ts';
import { EXTERNAL_PAGES, externalLink } from '../../src/domain/external-links.ts';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { NOTICE_TABLE } from '../../src/server/content/booking-notice-table.ts';
import { FREE_AD_TABLE } from '../../src/server/content/free-ad-table.ts';
import { type ContentLink, contentHref } from '../../src/server/content/localized.ts';
import { APP_MARKET_TEXTS, COMMON_MARKET_TEXTS } from '../../src/server/content/market-text-table.ts';
import { MEAL_TABLE } from '../../src/server/content/meal-illustrations.ts';
import { TRAVEL_NOTICE_TABLE } from '../../src/server/content/travel-notice-table.ts';
import { foreignLink } from '../support/link-hosts.ts';

/** Every site with each of its languages. */
const everySiteLang = sites.flatMap((site) => site.languages.list.map((lang) => ({ site, lang })));

/** The links of the content tables, each named by its table and entry. */
const TABLE_LINKS: readonly { name: string; link: ContentLink }[] = [
  ...NOTICE_TABLE.map((entry) => ({ name: `notice ${entry.key}`, link: entry.link })),
  ...FREE_AD_TABLE.map((ad) => ({ name: `free ad ${ad.id}`, link: ad.link })),
  ...[...APP_MARKET_TEXTS, ...COMMON_MARKET_TEXTS].flatMap((text) => (text.link ? [{ name: `market text ${text.key}`, link: text.link }] : [])),
];

/** An address written out: a scheme and host, or a bare www. host. */
const ADDRESS = /\b(?:https?:)?\/\/[\w.-]+|\bwww\.[\w-]+\./i;

describe('the links of the storefront', () => {
  it('list no https host in the demo configuration, which links only to the storefront itself', () => {
    expect(EXTERNAL_HOSTS).toEqual([]);
  });

  it('are judged foreign when they leave the storefront for a host the configuration does not list', () => {
    expect(foreignLink('/tk/nz/en/info/terms/')).toBeUndefined();
    expect(foreignLink('../../login/')).toBeUndefined();
    expect(foreignLink('https://www.example.com/en-nz/terms')).toMatch(/www\.example\.com is not listed/);
    expect(foreignLink('//www.example.com/terms')).toMatch(/www\.example\.com is not listed/);
    expect(foreignLink('http://localhost:4321/tk/nz/en/', ['http://localhost:4321'])).toBeUndefined();
    expect(foreignLink('http://localhost:4321/tk/nz/en/')).toMatch(/not https/);
  });

  it('fill every external page of every site and language with an address on the storefront or a listed https host', () => {
    const foreign = everySiteLang.flatMap(({ site, lang }) =>
      EXTERNAL_PAGES.flatMap((page) => {
        const why = foreignLink(externalLink(page, site.code, lang));
        return why ? [`${site.code}/${lang} ${page}: ${why}`] : [];
      }),
    );
    expect(foreign).toEqual([]);
  });

  it('of every content table lead, on every site and in every language, to the storefront or a listed https host', () => {
    expect(TABLE_LINKS.length).toBeGreaterThan(NOTICE_TABLE.length);
    const foreign = everySiteLang.flatMap(({ site, lang }) =>
      TABLE_LINKS.flatMap(({ name, link }) => {
        const why = foreignLink(contentHref(link, site, lang));
        return why ? [`${site.code}/${lang} ${name}: ${why}`] : [];
      }),
    );
    expect(foreign).toEqual([]);
  });

  it('are never written into the texts of the content tables or the messages, where no configuration could change them', () => {
    const texts = JSON.stringify([NOTICE_TABLE, FREE_AD_TABLE, APP_MARKET_TEXTS, COMMON_MARKET_TEXTS, TRAVEL_NOTICE_TABLE, MEAL_TABLE]);
    expect(texts.match(ADDRESS)).toBeNull();
    const written = LANGUAGES.flatMap((lang) =>
      Object.entries(messagesOf(lang)).flatMap(([key, message]) => (ADDRESS.test(message) ? [`${lang} ${key}`] : [])),
    );
    expect(written).toEqual([]);
  });
});
