import * as v from 'valibot';
import { FARE_TYPES, TICKET_TYPE_RULES } from '../special-passengers/ticket-types.ts';
import { compareDates, date as dateRule, parseDate } from '../validation/dates.ts';
import { textField, toValibot } from '../validation/field-schema.ts';
import { cityCode, referralCode } from '../validation/general.ts';
import type { FieldIssue } from '../validation/issue.ts';
import { MAX_SEATS, MAX_SEGMENTS, passengerMixIssue } from './search-limits.ts';

// The limits live apart so that the search box can use them without this schema; callers may keep importing them from here.
export { MAX_SEATS, MAX_SEGMENTS, passengerMixIssue } from './search-limits.ts';

const cityCodeField = textField(cityCode);
const dateField = textField(dateRule);

/** A form sends one value as text and several as a list: both become a list. */
function list<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.unknown(),
    // The API document shows a list of text (metadata become JSON-schema keywords).
    v.metadata({ type: 'array', items: { type: 'string' } }),
    v.transform((value): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value])),
    v.array(item),
    v.minLength(1, 'e00'),
    v.maxLength(MAX_SEGMENTS, 'e04'),
  );
}

/** A number of passengers of one type, as a form or a query sends it. */
export const passengerCount = (min: number) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), String(min)),
    v.transform((value) => Number(value)),
    v.number('e01'),
    v.integer('e01'),
    v.minValue(min, 'e04'),
    v.maxValue(MAX_SEATS, 'e04'),
  );

/**
 * The booking create request (spec 3 and 7): the trip's departure and arrival
 * cities and dates, the passengers, the cabin. The search box and /api/shop/app
 * check it with this one schema.
 */
export const SearchRequestSchema = v.pipe(
  v.object({
    tripType: v.picklist(['S', 'R', 'M'], 'e01'),
    dep: list(cityCodeField),
    arr: list(cityCodeField),
    date: list(dateField),
    adt: passengerCount(1),
    cnn: passengerCount(0),
    inf: passengerCount(0),
    cabin: v.optional(v.picklist(['0', '1', '2', '3'], 'e01'), '0'),
    intl: v.optional(v.picklist(['0', '1'], 'e01')),
    rc: textField(referralCode, { optional: true }),
    /** Execution mode (spec 3's m): cash fares, or an award paid in miles (one way or round trip only). */
    m: v.optional(v.picklist(['cash', 'mileage'], 'e01'), 'cash'),
    /** The ticket type the fares are for (spec 3's condition.ptc): a special type for registered travellers; none is ADT. */
    ptc: v.optional(v.picklist(FARE_TYPES, 'e01')),
    /** The currency to price and charge in, one of the site's (spec 9 currency sets); none is the site's default. */
    currency: v.optional(v.pipe(v.string('e01'), v.regex(/^[A-Z]{3}$/, 'e01'))),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { tripType, dep, arr, date, adt, cnn, inf, m, ptc, cabin } = dataset.value;
    const raise = (key: string, found: FieldIssue) =>
      addIssue({
        ...toValibot(found),
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value: (dataset.value as Record<string, unknown>)[key] }],
      });
    const wanted = tripType === 'S' ? 1 : tripType === 'R' ? 2 : undefined;
    if (dep.length !== arr.length || dep.length !== date.length || (wanted !== undefined && dep.length !== wanted) || (tripType === 'M' && dep.length < 2)) {
      raise('dep', { code: 'e01' });
      return;
    }
    if (m === 'mileage' && tripType === 'M') raise('tripType', { code: 'e01' });
    if (tripType === 'R' && (dep[1] !== arr[0] || arr[1] !== dep[0])) raise('arr', { code: 'e01' });
    dep.forEach((from, i) => {
      if (from === arr[i]) raise('arr', { code: 'e01' });
    });
    for (let i = 1; i < date.length; i++) {
      const before = parseDate(date[i - 1]);
      const after = parseDate(date[i]);
      if (before && after && compareDates(after, before) < 0) raise('date', { code: 'e04' });
    }
    const mix = passengerMixIssue(adt, cnn, inf);
    if (mix) raise(mix.key, mix.found);
    // Special fares are adults' cash fares, some in economy only.
    if (ptc !== undefined && ptc !== 'ADT') {
      if (m === 'mileage') raise('ptc', { code: 'e01' });
      if (cnn > 0 || inf > 0) raise('ptc', { code: 'e01' });
      if (TICKET_TYPE_RULES[ptc].economyOnly && cabin !== '0') raise('cabin', { code: 'e01' });
    }
  }),
);

export type SearchRequest = v.InferOutput<typeof SearchRequestSchema>;

/**
 * A request as the API answers it once checked (the trip of a sealed link): lists
 * of text, counts as numbers and the cabin filled in, where the request itself may
 * send one value for a list and counts as text.
 */
export const CheckedSearchRequestSchema = v.object({
  tripType: v.picklist(['S', 'R', 'M']),
  dep: v.array(v.string()),
  arr: v.array(v.string()),
  date: v.array(v.string()),
  adt: v.number(),
  cnn: v.number(),
  inf: v.number(),
  cabin: v.picklist(['0', '1', '2', '3']),
  intl: v.optional(v.picklist(['0', '1'])),
  rc: v.optional(v.string()),
  m: v.picklist(['cash', 'mileage']),
  /** The ticket type; none is ADT. */
  ptc: v.optional(v.picklist(FARE_TYPES)),
  /** The currency chosen; none is the site's default. */
  currency: v.optional(v.string()),
});
