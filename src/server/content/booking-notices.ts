import type { BookingKind, Notice } from '../../domain/content/booking-notices.ts';
import type { Lang } from '../../domain/languages.ts';
import type { Site } from '../../domain/sites.ts';
import { NOTICE_TABLE, type NoticeEntry } from './booking-notice-table.ts';
import { fillSiteLang } from './localized.ts';

export interface BookingAdRequest {
  readonly type: BookingKind;
  readonly intl: boolean;
}

function applies(entry: NoticeEntry, site: Site, request: BookingAdRequest): boolean {
  if (entry.sites !== 'all' && !entry.sites.includes(site.code)) return false;
  if (entry.kind !== undefined && entry.kind !== request.type) return false;
  return !entry.intlOnly || request.intl;
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
      protocolUrl: fillSiteLang(entry.urlTemplate, site, lang),
      protocolUrlTemplate: entry.urlTemplate,
      orderNo: entry.orderNo,
      protocolKey: entry.key,
      protocolType: entry.type,
    }));
}
