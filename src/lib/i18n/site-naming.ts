import { bcp47, type Lang } from '../../domain/languages.ts';

/**
 * Sites named in a language and listed in its order of names, the same at build time (`site-names.ts`) and in the
 * browser (the header's site chooser): a site with a name of its own (a region site: Europe, Asia Pacific) by that
 * name, a country site by its country's name from Intl.
 */
export function namedSites<Site extends { readonly code: string }>(
  sites: readonly Site[],
  lang: Lang,
  ownName: (code: string) => string | undefined,
): (Site & { readonly name: string })[] {
  const countries = new Intl.DisplayNames([bcp47(lang)], { type: 'region' });
  const collator = new Intl.Collator(bcp47(lang));
  return sites
    .map((site) => ({ ...site, name: ownName(site.code) ?? countries.of(site.code.toUpperCase()) ?? site.code.toUpperCase() }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
