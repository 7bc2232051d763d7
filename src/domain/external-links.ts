import { EXTERNAL_LINKS, SITE_LINKS } from './external-link-table.ts';
import type { Lang } from './languages.ts';
import type { Site } from './sites.ts';

/**
 * The pages outside the storefront that it links to (spec 2's external links): the membership terms, the
 * privacy notice, the member area, the manage-booking pages of a ticketed order, the conditions of carriage,
 * the airline's app (its landing page, which the dl page's QR code opens, and its two store pages), and the
 * terms and travel information the booking notices of spec 3 (getBookingAd) lead to.
 */
export const EXTERNAL_PAGES = [
  'memberTerms',
  'privacy',
  'memberArea',
  'orderChange',
  'refund',
  'meal',
  'luggage',
  'terms',
  'app',
  'appStore',
  'googlePlay',
  'bookingTerms',
  'gdpr',
  'privacyConsent',
  'dangerousGoods',
  'lithiumBatteries',
  'internationalTravel',
  'beijingDaxing',
  'seatSelection',
  'paidSeats',
  'extraBaggage',
] as const;

export type ExternalPage = (typeof EXTERNAL_PAGES)[number];

/**
 * Where an external page is: a path the storefront serves itself, or an https address (never plain http, which
 * a visitor's browser would warn about on a secure storefront). `{site}` and `{lang}` are filled in per visitor.
 */
export type LinkTemplate = `/${string}` | `https://${string}`;

/** An address for every external page: sites.config.ts's EXTERNAL_LINKS, and a site's own `links` in part. */
export type ExternalLinkTemplates = { readonly [Page in ExternalPage]: LinkTemplate };

/** What fills each placeholder a template may hold. */
const PLACEHOLDERS = new Map<string, (site: string, lang: Lang) => string>([
  ['site', (site) => site],
  ['lang', (_site, lang) => lang],
]);

/** The template of an external page on a site: the site's own, else the one every site shares. */
export function linkTemplate(page: ExternalPage, site: Pick<Site, 'links'> | undefined): LinkTemplate {
  return site?.links?.[page] ?? EXTERNAL_LINKS[page];
}

/** A template with its placeholders filled for a site and language, and `query` added to its own. */
export function fillLinkTemplate(template: LinkTemplate, site: string, lang: Lang, query: Readonly<Record<string, string>> = {}): string {
  const filled = template.replace(/\{(\w+)\}/g, (written, name: string) => {
    const fill = PLACEHOLDERS.get(name);
    // A placeholder nobody fills would reach the browser as it is; tests/unit/external-links.test.ts catches it first.
    return fill ? encodeURIComponent(fill(site, lang)) : written;
  });
  const search = new URLSearchParams(query).toString();
  if (!search) return filled;
  const hash = filled.indexOf('#');
  const address = hash < 0 ? filled : filled.slice(0, hash);
  const fragment = hash < 0 ? '' : filled.slice(hash);
  return `${address}${address.includes('?') ? '&' : '?'}${search}${fragment}`;
}

/** The address of an external page in the visitor's site and language. */
export function externalLink(page: ExternalPage, site: string, lang: Lang, query: Readonly<Record<string, string>> = {}): string {
  return fillLinkTemplate(linkTemplate(page, { links: SITE_LINKS[site.toLowerCase()] }), site, lang, query);
}
