import * as v from 'valibot';
import { LANGUAGES } from '../languages.ts';
import { findSiteLocale, siteSupportsLang } from '../site-locales.ts';

/**
 * The site and language a shop call is for (spec 7: country and language in the
 * query): a site that exists, in one of its own languages.
 */
export const SiteQuerySchema = v.pipe(
  v.object({
    country: v.pipe(
      v.string('e00'),
      v.toLowerCase(),
      v.check((code) => findSiteLocale(code) !== undefined, 'e01'),
    ),
    language: v.picklist(LANGUAGES, 'e01'),
  }),
  v.forward(
    v.check(({ country, language }) => {
      const site = findSiteLocale(country);
      return site !== undefined && siteSupportsLang(site, language);
    }, 'e01'),
    ['language'],
  ),
);
