import { AIRLINE_WEBSITE } from '../../sites.config.ts';
import type { Lang } from './languages.ts';

/** Pages of the airline's website that the storefront links to (spec 2). */
const PAGES = {
  memberTerms: 'membership/terms',
  privacy: 'legal/privacy',
  memberArea: 'membership',
  orderChange: 'manage/change',
  refund: 'manage/refund',
  meal: 'manage/meal',
  luggage: 'manage/baggage',
} as const;

export type ExternalPage = keyof typeof PAGES;

/** The address of an external page in the visitor's site and language. */
export function externalLink(page: ExternalPage, site: string, lang: Lang, query: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${AIRLINE_WEBSITE}/${site}/${lang}/${PAGES[page]}${search ? `?${search}` : ''}`;
}
