import type { Site } from '../sites.ts';

/** Whether a site lets the traveller pay in a currency (spec 9: the eu, MEA and APAC sites support several). */
export function siteSupportsCurrency(site: Pick<Site, 'currencies'>, currency: string): boolean {
  return site.currencies.supported.includes(currency);
}

/**
 * The currency a trip is priced and charged in: the one the traveller chose among the site's, else the site's default.
 * A search link is refused for a currency the site does not support, so the fallback only serves trips without one.
 */
export function tripCurrency(site: Pick<Site, 'currencies'>, chosen: string | undefined): string {
  return chosen && siteSupportsCurrency(site, chosen) ? chosen : site.currencies.default;
}
