import { type Lang, langFromTag } from '../../domain/languages.ts';
import { DEFAULT_SITE, LANGUAGE_HOME_SITES } from '../../domain/site-locale-table.ts';
import { allSiteLocales, findSiteLocale, languageFor, type SiteLocale } from '../../domain/site-locales.ts';

/** What a first visit tells of the traveller before they have chosen anything. */
export interface FirstVisitSignals {
  /** Language tags in the browser's order of preference (navigator.languages, or a parsed Accept-Language). */
  readonly languages: readonly string[];
  /** ISO 3166-1 alpha-2 country of the visitor, as a CDN tells it (CloudFront-Viewer-Country, CF-IPCountry). */
  readonly country?: string;
}

const TAG = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i;
const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;
/** A header is the browser's to write, but anyone can send one; a real one names a handful of languages. */
const MAX_TAGS = 32;

/** The language tags of an Accept-Language header, most wanted first; malformed entries are left out. */
export function acceptedLanguages(header: string | undefined | null): string[] {
  const entries: { tag: string; q: number; index: number }[] = [];
  for (const [index, part] of (header ?? '').split(',').slice(0, MAX_TAGS).entries()) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    if (!TAG.test(tag)) continue;
    const qParam = params.find((p) => /^q=/i.test(p));
    if (qParam !== undefined && !QUALITY.test(qParam)) continue;
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (q > 0) entries.push({ tag, q, index });
  }
  // Equal weights keep the header's order.
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

/** The site that sells to a country, if any. */
export function siteOfCountry(country: string | undefined | null): SiteLocale | undefined {
  if (!country || !/^[a-z]{2}$/i.test(country)) return undefined;
  const code = country.toUpperCase();
  return allSiteLocales().find((site) => site.countries.includes(code));
}

/** The first of the browser's languages that the site offers, else the site's default. */
export function bestLanguageOf(site: Pick<SiteLocale, 'languages'>, languages: readonly string[]): Lang {
  for (const tag of languages) {
    const lang = langFromTag(tag);
    if (lang && site.languages.list.includes(lang)) return lang;
  }
  return site.languages.default;
}

/** The region subtag of a language tag (`de-AT` → AT, `zh-Hant-TW` → TW), if it has one. */
function regionOf(tag: string): string | undefined {
  return tag
    .split('-')
    .slice(1)
    .find((subtag) => /^[a-z]{2}$/i.test(subtag));
}

/**
 * The site and language of a visitor who has chosen nothing yet. The CDN's country
 * picks the site when a site sells there. Otherwise the first browser language that
 * names a country we sell to (`de-AT`) or a language we speak (`ja`) decides: the
 * country's site, or the language's home site of sites.config.ts. The language is
 * then the best of the site's languages for the browser, else the site's default.
 */
export function firstVisitLocale(signals: FirstVisitSignals): { site: string; lang: Lang } {
  const languages = signals.languages.filter((tag) => TAG.test(tag)).slice(0, MAX_TAGS);
  const bySite = (site: SiteLocale, preferred: readonly string[]) => ({ site: site.code, lang: bestLanguageOf(site, preferred) });

  const countrySite = siteOfCountry(signals.country);
  if (countrySite) return bySite(countrySite, languages);
  for (const [index, tag] of languages.entries()) {
    const regionSite = siteOfCountry(regionOf(tag));
    if (regionSite) return bySite(regionSite, languages.slice(index));
    const lang = langFromTag(tag);
    const home = lang && findSiteLocale(LANGUAGE_HOME_SITES[lang]);
    if (lang && home) return { site: home.code, lang: languageFor(home, lang) };
  }
  const fallback = findSiteLocale(DEFAULT_SITE);
  return fallback ? bySite(fallback, languages) : { site: DEFAULT_SITE, lang: 'en' };
}
