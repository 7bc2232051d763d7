import * as v from 'valibot';
import { LANGUAGES } from '../languages.ts';

/** The notice keys of spec 3, the only values protocolKey takes. */
export const NOTICE_KEYS = ['PKX', 'oq', 'oqtntl', 'GDPR', 'PNP', 'GCCPB', 'BR', 'seat', 'seatP', 'baggage', 'TPLB', 'member', 'KBLY'] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

/** protocolType of spec 3: a basic notice of every booking, or one about an addition (seats, baggage). */
export const PROTOCOL_TYPE = { basic: 0, addition: 1 } as const;
export type ProtocolType = (typeof PROTOCOL_TYPE)[keyof typeof PROTOCOL_TYPE];

/** What the notices are for: a cash booking or a booking paid with miles. */
export const BOOKING_KINDS = ['booking', 'mileage'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** A booking ad/notice entry of spec 3, as the booking pages show it: named in the request's language, its link filled in. */
export const NoticeSchema = v.object({
  /** The site codes the notice is shown on, or every site. */
  site: v.union([v.literal('all'), v.array(v.string())]),
  languageBooking: v.picklist(LANGUAGES),
  protocolName: v.string(),
  /** The template with {site} and {lang} filled in for the request. */
  protocolUrl: v.string(),
  protocolUrlTemplate: v.string(),
  orderNo: v.number(),
  protocolKey: v.picklist(NOTICE_KEYS),
  protocolType: v.picklist([PROTOCOL_TYPE.basic, PROTOCOL_TYPE.addition]),
});

export type Notice = v.InferOutput<typeof NoticeSchema>;

export const BookingAdReplySchema = v.object({ data: v.array(NoticeSchema) });

/**
 * POST form /api/ad/getBookingAd/{site}/{lang}: every field may be left out (or
 * sent empty), which means a cash booking of a trip that stays in one country.
 */
export const BookingAdFormSchema = v.object({
  type: v.pipe(
    v.optional(v.picklist(['', ...BOOKING_KINDS], 'e01'), ''),
    v.transform((kind): BookingKind => (kind === '' ? 'booking' : kind)),
  ),
  intl: v.pipe(
    v.optional(v.picklist(['', '0', '1'], 'e01'), ''),
    v.transform((flag) => flag === '1'),
  ),
});
