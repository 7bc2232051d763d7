import type { FreeAd, MarketText } from '../../domain/content/market-texts.ts';
import type { Lang } from '../../domain/languages.ts';
import type { Site } from '../../domain/sites.ts';
import { FREE_AD_TABLE } from './free-ad-table.ts';
import { contentHref } from './localized.ts';
import { APP_MARKET_TEXTS, COMMON_MARKET_TEXTS, type MarketTextEntry } from './market-text-table.ts';

function marketTexts(table: readonly MarketTextEntry[], site: Site, lang: Lang): MarketText[] {
  return table
    .filter((entry) => entry.onSite === undefined || entry.onSite(site))
    .map((entry) => ({
      key: entry.key,
      text: entry.text[lang].replaceAll('{currency}', site.currencies.default),
      ...(entry.link === undefined ? {} : { link: contentHref(entry.link, site, lang) }),
    }));
}

/** appMarketLanguage: the app banner of a site, in its language. */
export function appMarketTexts(site: Site, lang: Lang): MarketText[] {
  return marketTexts(APP_MARKET_TEXTS, site, lang);
}

/** appMarketLanguageCommon: the tips beside the shop's prices on a site. */
export function commonMarketTexts(site: Site, lang: Lang): MarketText[] {
  return marketTexts(COMMON_MARKET_TEXTS, site, lang);
}

/** getFreeAdCommon: the free banners of a site, in display order. */
export function freeAds(site: Site, lang: Lang): FreeAd[] {
  return [...FREE_AD_TABLE]
    .sort((a, b) => a.orderNo - b.orderNo)
    .map((ad) => ({ id: ad.id, title: ad.title[lang], text: ad.text[lang], link: contentHref(ad.link, site, lang), orderNo: ad.orderNo }));
}
