import * as v from 'valibot';
import { LANGUAGES } from '../languages.ts';
import { findSite, siteSupportsLang } from '../site-lookup.ts';

/**
 * The site and language a shop call is for (spec 7: country and language in the
 * query): a site that exists, in one of its own languages.
 */
export const SiteQuerySchema = v.pipe(
  v.object({
    country: v.pipe(
      v.string('e00'),
      v.toLowerCase(),
      v.check((code) => findSite(code) !== undefined, 'e01'),
    ),
    language: v.picklist(LANGUAGES, 'e01'),
  }),
  v.forward(
    v.check(({ country, language }) => {
      const site = findSite(country);
      return site !== undefined && siteSupportsLang(site, language);
    }, 'e01'),
    ['language'],
  ),
);

/**
 * The same query with the site's configuration looked up (as SitePathSchema does
 * for paths), so that no handler has to look it up again.
 */
export const SiteOfQuerySchema = v.pipe(
  SiteQuerySchema,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const site = findSite(dataset.value.country);
    if (site === undefined) {
      addIssue({ message: 'e01' });
      return NEVER;
    }
    return { site, language: dataset.value.language };
  }),
);
