import * as v from 'valibot';
import { MoneySchema } from '../money-schema.ts';
import { date as dateRule } from '../validation/dates.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';
import { sessionId, setNumber, solutionKey } from './session-keys.ts';

export const FlightViewSchema = v.object({
  flightNo: v.string(),
  from: v.string(),
  to: v.string(),
  departure: v.string(),
  arrival: v.string(),
  minutes: v.number(),
  aircraft: v.string(),
});
export type FlightView = v.InferOutput<typeof FlightViewSchema>;

/**
 * How a cabin of an itinerary stands: on sale; soldOut, flown but with no fare left for the party; notOffered, a cabin
 * the aircraft does not have.
 */
export const CABIN_STATUSES = ['available', 'soldOut', 'notOffered'] as const;
export type CabinStatus = (typeof CABIN_STATUSES)[number];

/** The search result of spec 3: rows of itineraries, a cell per cabin with its lowest price and its fare families. */
export const SliceGridSchema = v.object({
  session: v.string(),
  set: v.number(),
  date: v.string(),
  rows: v.array(
    v.object({
      sol: v.string(),
      flights: v.array(FlightViewSchema),
      minutes: v.number(),
      stops: v.number(),
      cells: v.array(
        v.object({
          cabin: v.number(),
          status: v.picklist(CABIN_STATUSES),
          lowest: v.nullable(MoneySchema),
          brands: v.array(v.object({ id: v.string(), saleTotal: MoneySchema, seatsLeft: v.number(), classes: v.array(v.string()) })),
        }),
      ),
    }),
  ),
});

export const CalendarDaySchema = v.object({
  id: v.string(),
  outbound: v.string(),
  inbound: v.nullable(v.string()),
  saleTotal: v.nullable(MoneySchema),
  discount: v.boolean(),
});

export const SearchReplySchema = v.object({ data: v.object({ grid: SliceGridSchema }) });
/** A calendar's days, and the first and last day its slice may be offered on at all (the ends of its paging). */
export const CalendarReplySchema = v.object({ data: v.array(CalendarDaySchema), range: v.object({ first: v.string(), last: v.string() }) });

const slice = v.pipe(v.optional(v.string(), '0'), v.regex(/^\d$/, 'e01'), v.transform(Number));

/** POST form /api/shop/search (type sliceGrid). */
export const ShopSearchFormSchema = v.object({
  type: v.optional(v.literal('sliceGrid', 'e01'), 'sliceGrid'),
  execution: sessionId,
  date: textField(dateRule),
  set: slice,
});

/** `session_set_sol` joined by `|`: the solutions chosen so far, in order. */
const chosenList = v.pipe(
  v.string('e00'),
  v.nonEmpty('e00'),
  v.maxLength(400, 'e01'),
  // A session id may itself hold '_', so the set and sol are taken from the right.
  v.transform((text) => text.split('|').map((key) => /^(.*)_([^_]*)_([^_]*)$/.exec(key)?.slice(1) ?? [])),
  v.array(v.tuple([sessionId, setNumber, solutionKey], 'e01'), 'e01'),
  v.maxLength(4, 'e01'),
  v.transform((keys) => keys.map(([session, set, sol]) => ({ session, set, sol }))),
);

/**
 * POST form /api/shop/dateGrid and /api/shop/dateMonth: a session and a date; for a later slice, the solutions chosen
 * before it (as /api/shop/next takes them), so that no day before the chosen flights can follow is offered.
 */
export const DateCalendarFormSchema = v.object({ execution: sessionId, date: textField(dateRule), set: slice, so: v.optional(chosenList) });
export type DateCalendarForm = v.InferOutput<typeof DateCalendarFormSchema>;

const cabinCode = v.optional(v.picklist(['0', '1', '2', '3'], 'e01'));
const brandCode = v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,40}(?:\|[A-Z_]{1,40}){0,4}$/, 'e01')));

/** POST form /api/shop/next/{session}: the next slice's grid once the earlier slices are chosen. */
export const NextFormSchema = v.object({
  execution: sessionId,
  date: textField(dateRule),
  so: chosenList,
  cabin: cabinCode,
  brandCode,
  segments: v.optional(v.pipe(v.string(), v.maxLength(200, 'e01'))),
  tripType: v.optional(v.picklist(['S', 'R', 'M'], 'e01')),
});
export type NextForm = v.InferOutput<typeof NextFormSchema>;

export const SessionParamsSchema = v.object({ session: sessionId });
export const SolutionParamsSchema = v.object({ session: sessionId, set: setNumber, sol: solutionKey });

/** POST form /api/shop/detail/{session}/{set}/{sol}: the body may repeat the session as `execution`. */
export const DetailFormSchema = v.object({ execution: v.optional(sessionId) });

const PassengerPriceSchema = v.object({
  type: v.picklist(['ADT', 'CNN', 'INF']),
  count: v.number(),
  fare: MoneySchema,
  taxes: v.array(v.object({ code: v.string(), amount: MoneySchema })),
  total: MoneySchema,
});

export const FareRulesSchema = v.object({
  checkedBags: v.number(),
  bagKg: v.number(),
  changeFee: v.nullable(MoneySchema),
  refundFee: v.nullable(MoneySchema),
  seatSelection: v.picklist(['free', 'paid']),
  milesPercent: v.number(),
});

export const SolutionDetailSchema = v.object({
  session: v.string(),
  set: v.number(),
  sol: v.string(),
  flights: v.array(FlightViewSchema),
  minutes: v.number(),
  stops: v.number(),
  cabins: v.array(
    v.object({
      cabin: v.number(),
      families: v.array(
        v.object({
          id: v.string(),
          rules: FareRulesSchema,
          classes: v.array(v.string()),
          seatsLeft: v.number(),
          prices: v.array(PassengerPriceSchema),
          saleTotal: MoneySchema,
        }),
      ),
    }),
  ),
});
export const DetailReplySchema = v.object({ data: SolutionDetailSchema });

const signedDays = v.pipe(v.string(), v.regex(/^[+-]?\d{1,3}$/, 'e01'), v.transform(Number), v.minValue(-366, 'e04'), v.maxValue(366, 'e04'));

/**
 * POST form /api/shop/calendar[/{session}]: the price ribbon of a route moved to
 * another week: centred on moveDate, or on originDate moved by `move` days.
 */
export const MoveCalendarFormSchema = v.object({
  execution: v.optional(sessionId),
  origin: textField(pattern(/^[A-Z]{3}$/)),
  destion: textField(pattern(/^[A-Z]{3}$/)),
  originDate: textField(dateRule),
  move: v.optional(signedDays),
  moveDate: textField(dateRule, { optional: true }),
  originClass: cabinCode,
  flightNo: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}\d{1,4}$/, 'e01'))),
});
export type MoveCalendarForm = v.InferOutput<typeof MoveCalendarFormSchema>;
