import { sites } from '../../sites.config.ts';
import { isLang, type Lang } from './languages.ts';
import type { Site } from './sites.ts';

const byCode = new Map<string, Site>(sites.map((site) => [site.code, site]));

export function allSites(): readonly Site[] {
  return sites;
}

export function findSite(code: string | undefined | null): Site | undefined {
  return code ? byCode.get(code.toLowerCase()) : undefined;
}

export function siteSupportsLang(site: Site, lang: string): lang is Lang {
  return isLang(lang) && site.languages.list.includes(lang);
}

/** The language to show a site in: the one asked for when the site has it, else the site's default. */
export function languageFor(site: Site, wanted: string | undefined | null): Lang {
  return wanted && siteSupportsLang(site, wanted) ? wanted : site.languages.default;
}

/** Every (site, language) pair the storefront is built for. */
export function siteLanguagePairs(): { site: Site; lang: Lang }[] {
  return sites.flatMap((site) => site.languages.list.map((lang) => ({ site, lang })));
}
