import * as v from 'valibot';
import { MAX_SEGMENTS } from '../shop/search-request.ts';

const cityCodes = v.optional(
  v.pipe(v.array(v.pipe(v.string('e01'), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'e01')), 'e01'), v.maxLength(MAX_SEGMENTS, 'e04')),
  [],
);

/** POST /api/shop/{site}/{lang}/travelNotice: the trip's departure and arrival cities or airports (IATA codes), both lists optional. */
export const TravelNoticeBodySchema = v.object({ dep: cityCodes, arr: cityCodes });

export type TravelNoticeBody = v.InferOutput<typeof TravelNoticeBodySchema>;

/** A travel notice: plain text, to be shown as text. */
export const TravelNoticeSchema = v.object({ key: v.string(), title: v.string(), content: v.string() });

export type TravelNotice = v.InferOutput<typeof TravelNoticeSchema>;

export const TravelNoticeReplySchema = v.object({ data: v.array(TravelNoticeSchema) });
