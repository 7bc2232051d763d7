import type { BookingKind, Notice } from '../../domain/content/booking-notices.ts';
import type { Lang } from '../../domain/languages.ts';
import type { Site } from '../../domain/sites.ts';
import { NOTICE_TABLE, type NoticeEntry } from './booking-notice-table.ts';
import { contentHref, contentLinkTemplate } from './localized.ts';

export interface BookingAdRequest {
  readonly type: BookingKind;
  readonly intl: boolean;
  /** The airports (or cities) the trip touches; none when the caller did not tell them. */
  readonly airports?: readonly string[];
}

function applies(entry: NoticeEntry, site: Site, request: BookingAdRequest): boolean {
  if (entry.sites !== 'all' && !entry.sites.includes(site.code)) return false;
  if (entry.kind !== undefined && entry.kind !== request.type) return false;
  if (entry.intlOnly && !request.intl) return false;
  // A trip whose airports are not told may touch any of them, so an airport's notice is not left out for it.
  const airports = request.airports ?? [];
  return entry.airports === undefined || airports.length === 0 || airports.some((code) => entry.airports?.includes(code));
}

/** The notices of a booking on a site, in its language: basic ones first, each group in display order. */
export function bookingNotices(site: Site, lang: Lang, request: BookingAdRequest, table: readonly NoticeEntry[] = NOTICE_TABLE): Notice[] {
  return table
    .filter((entry) => applies(entry, site, request))
    .sort((a, b) => a.type - b.type || a.orderNo - b.orderNo)
    .map((entry) => ({
      site: entry.sites === 'all' ? 'all' : [...entry.sites],
      languageBooking: lang,
      protocolName: entry.names[lang],
      protocolUrl: contentHref(entry.link, site, lang),
      protocolUrlTemplate: contentLinkTemplate(entry.link, site),
      orderNo: entry.orderNo,
      protocolKey: entry.key,
      protocolType: entry.type,
      acknowledgement: entry.acknowledgement,
    }));
}
