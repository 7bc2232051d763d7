import * as v from 'valibot';
import { optionalCaptchaIdField } from '../captcha.ts';
import { MoneySchema } from '../money-schema.ts';
import { date as dateRule } from '../validation/dates.ts';
import { textField, toValibot } from '../validation/field-schema.ts';
import { captcha, cityCode } from '../validation/general.ts';
import type { FieldIssue } from '../validation/issue.ts';
import { passengerMixIssue } from './search-limits.ts';
import { passengerCount } from './search-request.ts';

/**
 * The lowest price over a range of dates (spec 7: reservationCheapTicketOneWay and
 * RoundTrip), the numbers behind the low-fare alert's chart. A range is at most a
 * month, as the shop's month calendar shows at once, so one call never prices more
 * than the calendar a traveller can already open.
 */
export const MAX_RANGE_DAYS = 31;
/** The longest stay of a round trip the range call prices. */
export const MAX_STAY_DAYS = 30;
/** At most this many stay lengths or return dates in one round-trip call. */
export const MAX_RETURN_OPTIONS = 7;

const cityCodeField = textField(cityCode);
const dateField = textField(dateRule);
const captchaCode = textField(captcha, { optional: true });
const captchaId = optionalCaptchaIdField;

/** A form sends one value as text and several as repeated parameters: both become a list (none is an empty list). */
function repeated<T>(item: v.GenericSchema<unknown, T>) {
  const list = v.pipe(
    v.unknown(),
    v.metadata({ type: 'array', items: { type: 'string' } }),
    v.transform((value): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value])),
    v.array(item),
    v.maxLength(MAX_RETURN_OPTIONS, 'e04'),
    v.check((items) => new Set(items).size === items.length, 'e01'),
  );
  return v.optional(list, []);
}

const stayLength = v.pipe(
  v.union([v.string(), v.number()], 'e01'),
  v.transform((value) => Number(value)),
  v.number('e01'),
  v.integer('e01'),
  v.minValue(1, 'e04'),
  v.maxValue(MAX_STAY_DAYS, 'e04'),
);

const tripFields = {
  origin: cityCodeField,
  destination: cityCodeField,
  dateFrom: dateField,
  dateTo: dateField,
  cabin: v.optional(v.picklist(['0', '1', '2', '3'], 'e01'), '0'),
  adt: passengerCount(1),
  cnn: passengerCount(0),
  inf: passengerCount(0),
  ca: captchaCode,
  captchaId,
};

type Raise = (key: string, found: FieldIssue) => void;

/** The checks across fields both forms share: two different cities and a mix of passengers one booking may hold. */
function checkTrip(value: { origin: string; destination: string; adt: number; cnn: number; inf: number }, raise: Raise): void {
  if (value.origin === value.destination) raise('destination', { code: 'e01' });
  const mix = passengerMixIssue(value.adt, value.cnn, value.inf);
  if (mix) raise(mix.key, mix.found);
}

function raiserOf(dataset: { value: unknown }, addIssue: (info: v.RawCheckIssueInfo<unknown>) => void): Raise {
  const input = dataset.value as Record<string, unknown>;
  return (key, found) => addIssue({ ...toValibot(found), path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
}

/** POST form .../rangeLowestOneWay: a route, the first and last departure date, cabin, passengers and the captcha. */
export const RangeLowestOneWayFormSchema = v.pipe(
  v.object(tripFields),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed) checkTrip(dataset.value, raiserOf(dataset, addIssue));
  }),
);
export type RangeLowestOneWayForm = v.InferOutput<typeof RangeLowestOneWayFormSchema>;

/**
 * POST form .../rangeLowestRoundTrip: as one way, and the way back as repeated
 * parameters: stay lengths in days (`stay=3&stay=7`) or return dates
 * (`returnDate=…&returnDate=…`), exactly one of the two.
 */
export const RangeLowestRoundTripFormSchema = v.pipe(
  v.object({ ...tripFields, stay: repeated(stayLength), returnDate: repeated(dateField) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const raise = raiserOf(dataset, addIssue);
    checkTrip(dataset.value, raise);
    const { stay, returnDate } = dataset.value;
    if (stay.length === 0 && returnDate.length === 0) raise('stay', { code: 'e00' });
    if (stay.length > 0 && returnDate.length > 0) raise('returnDate', { code: 'e01' });
  }),
);
export type RangeLowestRoundTripForm = v.InferOutput<typeof RangeLowestRoundTripFormSchema>;

/** One departure date of the range and the cheapest trip that leaves on it (no price: nothing bookable). */
export const RangeDaySchema = v.object({
  outbound: v.string(),
  inbound: v.nullable(v.string()),
  saleTotal: v.nullable(MoneySchema),
});
export type RangeDay = v.InferOutput<typeof RangeDaySchema>;

/** `rangLowest` (spec 4's name) is the cheapest day of the range, null when no date has a fare with seats for everyone. */
export const RangeLowestReplySchema = v.object({
  rangLowest: v.nullable(v.object({ outbound: v.string(), inbound: v.nullable(v.string()), saleTotal: MoneySchema })),
  days: v.array(RangeDaySchema),
});
export type RangeLowestReply = v.InferOutput<typeof RangeLowestReplySchema>;
