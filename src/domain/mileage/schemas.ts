import * as v from 'valibot';
import { MoneySchema } from '../money-schema.ts';
import { PASSENGER_TYPES } from '../reference/passenger-types.ts';
import { MAX_SEGMENTS } from '../shop/search-limits.ts';
import { FlightViewSchema } from '../shop/search-results.ts';
import { sessionId, solutionKey } from '../shop/session-keys.ts';
import { date as dateRule } from '../validation/dates.ts';
import { textField } from '../validation/field-schema.ts';
import { CODE_CHANNELS, VERIFICATION_CODE } from './verification-code.ts';

export { CODE_CHANNELS, type CodeChannel, VERIFICATION_CODE } from './verification-code.ts';

const cabinField = v.pipe(
  v.union([v.string(), v.number()], 'e01'),
  v.transform((value) => Number(value)),
  v.picklist([0, 1, 2, 3], 'e01'),
);

/** The member's miles: the balance, the sum of the ledger. */
export const MilesBalanceSchema = v.object({ balance: v.number() });

/** sendVerificationVode: where the code goes, the member's phone (sms) or e-mail. */
export const SendCodeBodySchema = v.object({ channel: v.optional(v.picklist(CODE_CHANNELS, 'e01'), 'sms') });
export const CodeSentSchema = v.object({
  channel: v.picklist(CODE_CHANNELS),
  /** The phone number or e-mail address, partly masked. */
  sentTo: v.string(),
  /** Seconds the code stays good. */
  expiresIn: v.number(),
});

/** verificationcode: the six digits the member received. */
export const VerifyCodeBodySchema = v.object({
  code: v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.regex(VERIFICATION_CODE, 'e01')),
});
export const CodeVerifiedSchema = v.object({
  verified: v.literal(true),
  /** Seconds left to place the award order with this code. */
  validFor: v.number(),
});

/** getMemPsgs: whether the trip stays within the domestic region (any certificate will do) or needs a passport. */
export const MemberPassengersBodySchema = v.object({
  isDomestic: v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], 'e01'),
      v.transform((value) => value === true || value === 'true' || value === '1'),
    ),
    false,
  ),
});

/** One traveller an award may be booked for: the member or one of their beneficiaries, documents masked. */
export const AwardTravellerSchema = v.object({
  psgId: v.string(),
  /** SURNAME/GIVEN, as tickets print it. */
  name: v.string(),
  birthday: v.string(),
  /** Whether this is the member themself. */
  self: v.boolean(),
  certificates: v.array(v.object({ type: v.string(), number: v.string(), expiry: v.string() })),
});
export type AwardTraveller = v.InferOutput<typeof AwardTravellerSchema>;
export const MemberPassengersReplySchema = v.object({ pList: v.array(AwardTravellerSchema) });

const dateList = v.pipe(
  v.unknown(),
  v.metadata({ type: 'array', items: { type: 'string' } }),
  v.transform((value): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value])),
  v.array(textField(dateRule)),
  v.maxLength(MAX_SEGMENTS, 'e01'),
);

/** POST form /api/shop/mileageFlight: the award session, and the day of each direction (the session's unless moved). */
export const MileageFlightFormSchema = v.object({ execution: sessionId, date: v.optional(dateList, []) });

/** Miles and taxes of one traveller of a passenger type. */
const AwardPriceSchema = v.object({
  type: v.picklist(PASSENGER_TYPES),
  count: v.number(),
  miles: v.number(),
  taxes: MoneySchema,
});
export type AwardPrice = v.InferOutput<typeof AwardPriceSchema>;

export const AwardCellSchema = v.object({
  cabin: v.number(),
  /** Miles of one adult for this direction; null when the cabin has no award seats for the party. */
  miles: v.nullable(v.number()),
  /** Taxes and fees of one adult for this direction, in the site's currency. */
  taxes: v.nullable(MoneySchema),
  seatsLeft: v.number(),
});

export const AwardSliceSchema = v.object({
  set: v.number(),
  date: v.string(),
  rows: v.array(v.object({ sol: v.string(), flights: v.array(FlightViewSchema), minutes: v.number(), stops: v.number(), cells: v.array(AwardCellSchema) })),
  /** The days within three of the date: whether the party finds award seats, and the fewest miles an adult pays. */
  ribbon: v.array(v.object({ date: v.string(), miles: v.nullable(v.number()) })),
});
export type AwardSlice = v.InferOutput<typeof AwardSliceSchema>;

export const MileageFlightReplySchema = v.object({
  data: v.object({ session: v.string(), tripType: v.picklist(['S', 'R']), slices: v.array(AwardSliceSchema), balance: v.number() }),
});

/** One direction as chosen on the award results: the solution and the cabin. */
export const AwardChoiceSchema = v.object({
  set: v.pipe(v.number('e01'), v.integer('e01'), v.minValue(0, 'e01'), v.maxValue(1, 'e01')),
  sol: solutionKey,
  cabin: cabinField,
});
export type AwardChoice = v.InferOutput<typeof AwardChoiceSchema>;

/** The directions chosen, one or two. */
export const AwardChoicesSchema = v.pipe(v.array(AwardChoiceSchema, 'e01'), v.minLength(1, 'e00'), v.maxLength(2, 'e01'));

/** getItaTicketPrice: the miles and taxes of the chosen directions for the session's party. */
export const AwardPriceBodySchema = v.object({ execution: sessionId, choices: AwardChoicesSchema });

const BaggageSchema = v.object({ pieces: v.number(), kg: v.number() });

export const AwardQuoteSchema = v.object({
  prices: v.array(AwardPriceSchema),
  totalMiles: v.number(),
  totalTaxes: MoneySchema,
  /** Each flight's award baggage allowance per passenger type (the 20KG rule applied). */
  segments: v.array(
    v.object({
      segType: v.number(),
      flightNo: v.string(),
      depCity: v.string(),
      arrCity: v.string(),
      cabin: v.number(),
      baggage: v.record(v.picklist(PASSENGER_TYPES), BaggageSchema),
    }),
  ),
  balance: v.number(),
});
export type AwardQuote = v.InferOutput<typeof AwardQuoteSchema>;
export const AwardPriceReplySchema = v.object({ data: AwardQuoteSchema });
