import * as v from 'valibot';
import { MoneySchema } from '../money-schema.ts';
import { MAX_SEATS, passengerMixIssue } from '../shop/search-limits.ts';
import { email } from '../validation/contacts.ts';
import { compareDates, date as dateRule, parseDate } from '../validation/dates.ts';
import { textField, toValibot } from '../validation/field-schema.ts';
import { cityCode, lowFareOrderNumber } from '../validation/general.ts';
import { type FieldIssue, pattern } from '../validation/issue.ts';

/** The most departure days one alert watches: the watcher's work grows with them. */
export const MAX_ALERT_DAYS = 31;
/** The longest stay a round-trip alert may ask for. */
export const MAX_STAY_DAYS = 60;

const cityCodeField = textField(cityCode);
const dateField = textField(dateRule);
const count = (min: number) => v.pipe(v.number('e01'), v.integer('e01'), v.minValue(min, 'e04'), v.maxValue(MAX_SEATS, 'e04'));

/** The token of an alert's links: the alert's number and its signature. */
export const alertToken = textField(pattern(/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{22}$/));
/** A low-fare order number: FR and 18 letters or digits (spec 5). */
export const orderNoField = textField(lowFareOrderNumber);

/** What an alert watches and when it speaks; Subscribe sends it whole, Update the parts that may change. */
const watchedFields = {
  /** A price in the site's currency, in minor units; absent or null: tell me of any drop. */
  targetPrice: v.optional(v.nullable(v.pipe(v.number('e01'), v.integer('e01'), v.minValue(1, 'e04')))),
  /** 1: connections allowed, 2: nonstop only (spec 4). */
  flightScheme: v.picklist([1, 2], 'e01'),
  /** After the first news, keep watching for further drops (true) or stop, done (false). */
  keepWatching: v.optional(v.boolean('e01'), false),
};

/**
 * POST /api/lowPrice/{site}/{lang}/subscribe (spec 3, 4 and 7): a route, a trip type (1 single, 2 round), a
 * departure date or range, the return date or stay of a round trip, cabin and passengers, and what to be told of.
 */
export const AlertBodySchema = v.pipe(
  v.object({
    origin: cityCodeField,
    destination: cityCodeField,
    tripType: v.picklist([1, 2], 'e01'),
    departFrom: dateField,
    /** The last departure day watched; the same as departFrom, or absent, for one day. */
    departTo: textField(dateRule, { optional: true }),
    returnDate: textField(dateRule, { optional: true }),
    stayDays: v.optional(v.pipe(v.number('e01'), v.integer('e01'), v.minValue(1, 'e04'), v.maxValue(MAX_STAY_DAYS, 'e04'))),
    cabin: v.picklist([0, 1, 2, 3], 'e01'),
    adults: count(1),
    children: v.optional(count(0), 0),
    infants: v.optional(count(0), 0),
    ...watchedFields,
    email: textField(email()),
    /** 1: a new alert, 2: recover (spec 4). */
    orderType: v.optional(v.picklist([1, 2], 'e01'), 1),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const body = dataset.value;
    const raise = (key: string, found: FieldIssue | FieldIssue['code']) =>
      addIssue({
        ...toValibot(typeof found === 'string' ? { code: found } : found),
        path: [{ type: 'object', origin: 'value', input: body, key, value: (body as Record<string, unknown>)[key] }],
      });
    if (body.origin === body.destination) raise('destination', 'e01');
    const from = parseDate(body.departFrom);
    const to = parseDate(body.departTo ?? body.departFrom);
    if (from && to && (compareDates(to, from) < 0 || dayOf(body.departTo ?? body.departFrom) - dayOf(body.departFrom) >= MAX_ALERT_DAYS))
      raise('departTo', 'e04');
    if (body.tripType === 1 && (body.returnDate !== undefined || body.stayDays !== undefined)) raise('returnDate', 'e01');
    if (body.tripType === 2) {
      if ((body.returnDate === undefined) === (body.stayDays === undefined)) raise('returnDate', 'e00');
      const back = body.returnDate === undefined ? undefined : parseDate(body.returnDate);
      if (back && to && compareDates(back, to) < 0) raise('returnDate', 'e04');
    }
    const mix = passengerMixIssue(body.adults, body.children, body.infants);
    if (mix) raise(PASSENGER_FIELDS[mix.key], mix.found);
  }),
);
export type AlertBody = v.InferOutput<typeof AlertBodySchema>;

const PASSENGER_FIELDS = { adt: 'adults', cnn: 'children', inf: 'infants' } as const;

function dayOf(text: string): number {
  return Math.round(Date.parse(`${text}T00:00:00Z`) / 86_400_000);
}

export const SubscribedSchema = v.object({
  orderNo: v.string(),
  nonstopOnly: v.boolean(),
  /** A guest's alert waits for the confirmation link e-mailed to them; a member's runs at once. */
  confirmationSent: v.boolean(),
  status: v.picklist([0, 1, 2, 3]),
});

/** Who holds an alert: a member by their session, a guest by the token of the alert's e-mailed links. */
const holder = { orderNo: orderNoField, token: v.optional(alertToken) };

/** POST /api/lowPrice/{site}/{lang}/update: what an alert tells of. */
export const UpdateAlertBodySchema = v.object({ ...holder, ...watchedFields });
export type UpdateAlertBody = v.InferOutput<typeof UpdateAlertBodySchema>;

/** POST /api/lowPrice/{site}/{lang}/cancel. */
export const CancelAlertBodySchema = v.object(holder);

export const SucceedSchema = v.object({ succeed: v.literal(true) });

/** POST /api/lowPrice/{site}/{lang}/query: a member's alerts, or the one a guest's token names; '-' or absent for every status. */
export const QueryAlertsBodySchema = v.object({
  token: v.optional(alertToken),
  status: v.optional(v.picklist(['-', 0, 1, 2, 3], 'e01'), '-'),
});

export const AlertViewSchema = v.object({
  orderNo: v.string(),
  origin: v.string(),
  destination: v.string(),
  tripType: v.picklist([1, 2]),
  departFrom: v.string(),
  departTo: v.string(),
  returnDate: v.nullable(v.string()),
  stayDays: v.nullable(v.number()),
  cabin: v.number(),
  adults: v.number(),
  children: v.number(),
  infants: v.number(),
  flightScheme: v.picklist([1, 2]),
  nonstopOnly: v.boolean(),
  targetPrice: v.nullable(MoneySchema),
  keepWatching: v.boolean(),
  email: v.string(),
  /** 0 running, 1 cancelled, 2 done, 3 outdated (spec 4). */
  status: v.picklist([0, 1, 2, 3]),
  confirmed: v.boolean(),
  /** The lowest fare the watcher last saw, and the departure date it was on. */
  lowestPrice: v.nullable(MoneySchema),
  lowestDate: v.nullable(v.string()),
});
export type AlertView = v.InferOutput<typeof AlertViewSchema>;

export const AlertListSchema = v.object({ list: v.array(AlertViewSchema) });

/** POST /api/lowPrice/{site}/{lang}/confirm: the token of a guest's confirmation link. */
export const ConfirmAlertBodySchema = v.object({ token: textField(pattern(/^[A-Za-z0-9_-]{43}$/)) });
/** The confirmed alert, with the token of its links, so that the page that confirmed it can show and manage it at once. */
export const AlertConfirmedSchema = v.object({ orderNo: v.string(), status: v.picklist([0, 1, 2, 3]), token: v.string() });

/** The one-click cancel address of every alert e-mail (RFC 8058 style): the token in the query. */
export const OneClickCancelQuerySchema = v.object({ token: alertToken });
export const OneClickCancelBodySchema = v.object({ 'List-Unsubscribe': v.literal('One-Click', 'e01') });
