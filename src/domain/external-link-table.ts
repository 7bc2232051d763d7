import { EXTERNAL_LINKS, sites } from '../../sites.config.ts';
import type { ExternalLinkTemplates } from './external-links.ts';
import type { Site } from './sites.ts';

/**
 * The sites' own addresses of some external pages (a site's `links` in sites.config.ts), by site code: only the sites
 * that name some. The browser's bundles take this module as its data (src/lib/build/browser-tables.ts), so that a page
 * that links out does not carry the whole site table.
 */
export const SITE_LINKS: Readonly<Record<string, Partial<ExternalLinkTemplates>>> = Object.fromEntries(
  (sites as readonly Site[]).flatMap((site) => (site.links ? [[site.code, site.links]] : [])),
);

export { EXTERNAL_LINKS };
