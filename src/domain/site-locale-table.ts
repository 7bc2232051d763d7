import { DEFAULT_SITE, LANGUAGE_HOME_SITES, sites } from '../../sites.config.ts';
import type { Site } from './sites.ts';

/** What the rules of a visit's site and language read of a site: its code, the countries it sells to, its languages. */
export type SiteLocale = Pick<Site, 'code' | 'countries' | 'languages'>;

/**
 * Every site as those rules read it. Every page's header and guard carry them; the browser's bundles take this module
 * as its data, built from sites.config.ts as the build starts (src/lib/build/browser-tables.ts), rather than the whole
 * site table with its currencies, defaults, flags and mail domains.
 */
export const SITE_LOCALES: readonly SiteLocale[] = sites.map(({ code, countries, languages }) => ({ code, countries, languages }));

export { DEFAULT_SITE, LANGUAGE_HOME_SITES };
