import type { Lang } from '../../domain/languages.ts';
import { allSites } from '../../domain/site-lookup.ts';
import type { Site } from '../../domain/sites.ts';
import { messagesOf } from './catalog.ts';
import { namedSites } from './site-naming.ts';

/** A site's own name in a language (a region site's, from i18n), if it has one. */
export function ownSiteName(code: string, lang: Lang): string | undefined {
  return messagesOf(lang)[`site.${code}`];
}

/** A site's name in a language: the country's name from Intl, or the region's name from i18n. */
export function siteName(site: Site, lang: Lang): string {
  const [named] = namedSites([{ code: site.code }], lang, (code) => ownSiteName(code, lang));
  return named?.name ?? site.code.toUpperCase();
}

/** Every site with its name in a language, sorted by that name in that language's order. */
export function siteNamesIn(lang: Lang): { code: string; name: string; languages: readonly Lang[] }[] {
  return namedSites(
    allSites().map((site) => ({ code: site.code, languages: site.languages.list })),
    lang,
    (code) => ownSiteName(code, lang),
  );
}
