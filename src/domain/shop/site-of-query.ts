import * as v from 'valibot';
import { findSite } from '../site-lookup.ts';
import { SiteQuerySchema } from './site-query.ts';

/**
 * The same query with the site's configuration looked up (as SitePathSchema does
 * for paths), so that no handler has to look it up again. A module of its own: the browser's forms check the query
 * (site-query.ts) without carrying the site table this looks the site up in.
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
