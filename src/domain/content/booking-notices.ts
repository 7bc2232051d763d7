import * as v from 'valibot';
import { LANGUAGES } from '../languages.ts';
import { MAX_SEGMENTS } from '../shop/search-limits.ts';
import { ACKNOWLEDGEMENTS, BOOKING_KINDS, type BookingKind, NOTICE_KEYS, PROTOCOL_TYPE } from './notice-kinds.ts';

export {
  ACKNOWLEDGEMENTS,
  type Acknowledgement,
  BOOKING_KINDS,
  type BookingKind,
  NOTICE_KEYS,
  type NoticeKey,
  PROTOCOL_TYPE,
  type ProtocolType,
} from './notice-kinds.ts';

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
  acknowledgement: v.picklist(ACKNOWLEDGEMENTS),
});

export type Notice = v.InferOutput<typeof NoticeSchema>;

export const BookingAdReplySchema = v.object({ data: v.array(NoticeSchema) });

/** The most airports a trip touches: MAX_SEGMENTS slices of at most three flights (two stops) each. */
export const MAX_TRIP_AIRPORTS = MAX_SEGMENTS * 4;

/** A form sends one airport as text and several as repeated parameters: both become a list, none an empty one. */
const airportList = v.optional(
  v.pipe(
    v.unknown(),
    v.metadata({ type: 'array', items: { type: 'string', pattern: '^[A-Za-z]{3}$' } }),
    v.transform((value): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value])),
    v.array(v.pipe(v.string('e01'), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'e01'))),
    v.maxLength(MAX_TRIP_AIRPORTS, 'e04'),
  ),
  [],
);

/**
 * POST form /api/ad/getBookingAd/{site}/{lang}: every field may be left out (or
 * sent empty), which means a cash booking of a trip that stays in one country.
 * `airports` are the IATA codes of the airports (or cities) the trip touches, sent
 * as repeated parameters; without them the trip is unknown, and the notice of
 * each airport is given, as none can be ruled out.
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
  airports: airportList,
});
