import { sites } from '../../sites.config.ts';
import type { Lang } from './languages.ts';
import type { Site } from './sites.ts';

export { languageFor, siteSupportsLang } from './site-locales.ts';

const byCode = new Map<string, Site>(sites.map((site) => [site.code, site]));

export function allSites(): readonly Site[] {
  return sites;
}

export function findSite(code: string | undefined | null): Site | undefined {
  return code ? byCode.get(code.toLowerCase()) : undefined;
}

/** Every (site, language) pair the storefront is built for. */
export function siteLanguagePairs(): { site: Site; lang: Lang }[] {
  return sites.flatMap((site) => site.languages.list.map((lang) => ({ site, lang })));
}
