import * as v from 'valibot';
import { date as dateRule } from '../validation/dates.ts';
import { textField } from '../validation/issue.ts';

const MoneySchema = v.object({ amount: v.number(), currency: v.string() });

export const FlightViewSchema = v.object({
  flightNo: v.string(),
  from: v.string(),
  to: v.string(),
  departure: v.string(),
  arrival: v.string(),
  minutes: v.number(),
  aircraft: v.string(),
});

/** The search result of spec 3: rows of itineraries, a cell per cabin with its lowest price and its fare families. */
export const SliceGridSchema = v.object({
  session: v.string(),
  set: v.number(),
  date: v.string(),
  rows: v.array(
    v.object({
      sol: v.number(),
      flights: v.array(FlightViewSchema),
      minutes: v.number(),
      stops: v.number(),
      cells: v.array(
        v.object({
          cabin: v.number(),
          lowest: v.nullable(MoneySchema),
          brands: v.array(v.object({ id: v.string(), saleTotal: MoneySchema, seatsLeft: v.number(), classes: v.array(v.string()) })),
        }),
      ),
    }),
  ),
});

export const CalendarDaySchema = v.object({ id: v.string(), outbound: v.string(), saleTotal: v.nullable(MoneySchema), discount: v.boolean() });

export const SearchReplySchema = v.object({ data: v.object({ grid: SliceGridSchema }) });
export const CalendarReplySchema = v.object({ data: v.array(CalendarDaySchema) });

const executionId = v.pipe(v.string('e00'), v.nonEmpty('e00'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'e01'));
const slice = v.pipe(v.optional(v.string(), '0'), v.regex(/^\d$/, 'e01'), v.transform(Number));

/** POST form /api/shop/search (type sliceGrid). */
export const ShopSearchFormSchema = v.object({
  type: v.optional(v.literal('sliceGrid', 'e01'), 'sliceGrid'),
  execution: executionId,
  date: textField(dateRule),
  set: slice,
});

/** POST form /api/shop/dateGrid and /api/shop/dateMonth: a session and a date. */
export const DateCalendarFormSchema = v.object({ execution: executionId, date: textField(dateRule), set: slice });
