import { isLang, type Lang } from './languages.ts';
import { SITE_LOCALES, type SiteLocale } from './site-locale-table.ts';

export type { SiteLocale } from './site-locale-table.ts';

const byCode = new Map<string, SiteLocale>(SITE_LOCALES.map((site) => [site.code, site]));

/** Every site, as the rules of a visit's site and language read it. */
export function allSiteLocales(): readonly SiteLocale[] {
  return SITE_LOCALES;
}

/** A site by its code (any case), as the rules of a visit's site and language read it. */
export function findSiteLocale(code: string | undefined | null): SiteLocale | undefined {
  return code ? byCode.get(code.toLowerCase()) : undefined;
}

export function siteSupportsLang(site: Pick<SiteLocale, 'languages'>, lang: string): lang is Lang {
  return isLang(lang) && site.languages.list.includes(lang);
}

/** The language to show a site in: the one asked for when the site has it, else the site's default. */
export function languageFor(site: Pick<SiteLocale, 'languages'>, wanted: string | undefined | null): Lang {
  return wanted && siteSupportsLang(site, wanted) ? wanted : site.languages.default;
}
