import type { Lang } from '../../domain/languages.ts';
import { allSites } from '../../domain/site-lookup.ts';
import type { Site } from '../../domain/sites.ts';
import { messagesOf } from './catalog.ts';
import { inNameOrder, siteNamer } from './site-naming.ts';

/** A site's own name in a language (a region site's, from i18n), if it has one. */
export function ownSiteName(code: string, lang: Lang): string | undefined {
  return messagesOf(lang)[`site.${code}`];
}

/** A site's name in a language: the country's name from Intl, or the region's name from i18n. */
export function siteName(site: Site, lang: Lang): string {
  return siteNamer(lang)(site.code, ownSiteName(site.code, lang));
}

/** Every site with its name in a language, sorted by that name in that language's order. */
export function siteNamesIn(lang: Lang): { code: string; name: string; languages: readonly Lang[] }[] {
  const name = siteNamer(lang);
  return inNameOrder(
    allSites().map((site) => ({ code: site.code, name: name(site.code, ownSiteName(site.code, lang)), languages: site.languages.list })),
    lang,
  );
}
