import * as v from 'valibot';
import { LANGUAGES } from './languages.ts';
import { findSite, siteSupportsLang } from './site-lookup.ts';

/** A site's code that comes out as the site's configuration, so that no handler has to look it up again. */
export const siteField = v.pipe(
  v.string('e00'),
  v.description('The code of a country site (nz … mx), as in sites.config.ts'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const site = findSite(dataset.value);
    if (site === undefined) {
      addIssue({ message: 'e01' });
      return NEVER;
    }
    return site;
  }),
);

/**
 * The /{site}/{lang} of a call: a site that exists, in one of its own
 * languages (the rule of SiteQuerySchema, read from the path). The site comes out
 * as its configuration so that no handler has to look it up again.
 */
export const SitePathSchema = v.pipe(
  v.object({
    site: siteField,
    lang: v.picklist(LANGUAGES, 'e01'),
  }),
  v.forward(
    v.check(({ site, lang }) => siteSupportsLang(site, lang), 'e01'),
    ['lang'],
  ),
);

export type SitePath = v.InferOutput<typeof SitePathSchema>;
