import { bcp47, type Lang } from '../../domain/languages.ts';

/*
 * How sites are named and listed, the same at build time and in the browser: a region site (Europe, Asia Pacific) by
 * its own name from i18n, a country site by its country's name from Intl, and the list in the language's order of
 * names.
 */

/** A namer of sites in a language; `own` is a site's own name, where it has one. */
export function siteNamer(lang: Lang): (code: string, own: string | undefined) => string {
  const countries = new Intl.DisplayNames([bcp47(lang)], { type: 'region' });
  return (code, own) => own ?? countries.of(code.toUpperCase()) ?? code.toUpperCase();
}

/** Named sites in the language's order of names. */
export function inNameOrder<Named extends { readonly name: string }>(sites: readonly Named[], lang: Lang): Named[] {
  const collator = new Intl.Collator(bcp47(lang));
  return [...sites].sort((a, b) => collator.compare(a.name, b.name));
}
