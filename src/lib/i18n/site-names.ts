import { bcp47, type Lang } from '../../domain/languages.ts';
import { allSites } from '../../domain/site-lookup.ts';
import type { Site } from '../../domain/sites.ts';
import { messagesOf } from './catalog.ts';

/** A site's name in a language: the country's name from Intl, or the region's name from i18n. */
export function siteName(site: Site, lang: Lang): string {
  const own = messagesOf(lang)[`site.${site.code}`];
  if (own) return own;
  const names = new Intl.DisplayNames([bcp47(lang)], { type: 'region' });
  return names.of(site.code.toUpperCase()) ?? site.code.toUpperCase();
}

/** Every site with its name in a language, sorted by that name in that language's order. */
export function siteNamesIn(lang: Lang): { code: string; name: string; languages: readonly Lang[] }[] {
  const collator = new Intl.Collator(bcp47(lang));
  return allSites()
    .map((site) => ({ code: site.code, name: siteName(site, lang), languages: site.languages.list }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
