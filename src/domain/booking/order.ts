import * as v from 'valibot';
import { InvoiceSchema } from '../business/business-accounts.ts';
import { PASSENGER_TYPES } from '../reference/passenger-types.ts';
import { sessionId } from '../shop/session-keys.ts';
import { SiteQuerySchema } from '../shop/site-query.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';
import { DiscountOrderInfoSchema } from './discount.ts';
import { OrderExtrasViewSchema } from './extras.ts';
import { ORDER_NUMBER } from './order-passengers.ts';

/** Design 4: six characters, none of I, O, 0 or 1, which read alike. */
export const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const ORDER_STATUSES = ['unpaid', 'paid', 'ticketed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_KINDS = ['cash', 'mileage'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

const executionId = sessionId;

/** The query of POST /api/b/order (spec 7): the booking session, site and language. */
export const OrderQuerySchema = v.intersect([SiteQuerySchema, v.object({ execution: executionId })]);

export const orderNumberField = textField(pattern(ORDER_NUMBER));

const baggage = v.object({ pieces: v.number(), kg: v.number() });

/** One flight of an order (spec 3: depCity, arrCity, depDate, arrDate, depAirport, arrAirport, flightNo, cabin, segType). */
export const OrderSegmentSchema = v.object({
  /** The slice of the trip it belongs to (0 outbound, 1 return or second flight of a multi-city trip). */
  segType: v.number(),
  flightNo: v.string(),
  depCity: v.string(),
  arrCity: v.string(),
  depAirport: v.string(),
  arrAirport: v.string(),
  /** Local date and time at each airport, YYYY-MM-DDTHH:MM. */
  depDate: v.string(),
  arrDate: v.string(),
  cabin: v.number(),
  bookingClass: v.string(),
  familyId: v.string(),
  baggageAllow: baggage,
});
export type OrderSegment = v.InferOutput<typeof OrderSegmentSchema>;

/** The price of one passenger of a type, in minor units of the order's currency. */
export const OrderPriceLineSchema = v.object({
  type: v.picklist(PASSENGER_TYPES),
  count: v.number(),
  fare: v.number(),
  taxes: v.number(),
  /** Carrier-imposed surcharges (YQ/YR) where the site shows them apart; else they are within taxes. */
  surcharges: v.number(),
  total: v.number(),
});
export type OrderPriceLine = v.InferOutput<typeof OrderPriceLineSchema>;

/** Local departure and arrival of a flight at its airports, YYYY-MM-DDTHH:MM. */
const FlightTimesSchema = v.object({ depDate: v.string(), arrDate: v.string() });

/**
 * A flight of the order that the airline's schedule has since cancelled or retimed: the times booked,
 * the new ones (none when cancelled), and whether the airline has re-accommodated the order yet.
 */
export const ScheduleChangeSchema = v.object({
  kind: v.picklist(['cancelled', 'retimed']),
  flightNo: v.string(),
  depAirport: v.string(),
  arrAirport: v.string(),
  booked: FlightTimesSchema,
  now: v.nullable(FlightTimesSchema),
  resolved: v.boolean(),
});
export type ScheduleChangeView = v.InferOutput<typeof ScheduleChangeSchema>;

export const OrderSchema = v.object({
  orderNo: v.string(),
  locator: v.string(),
  status: v.picklist(ORDER_STATUSES),
  /** Spec 3's payStatus: whether the order is paid. */
  payStatus: v.boolean(),
  /** Spec 3's orderDetail type: mileage for an award (miles plus the taxes in cash), else cash. */
  type: v.picklist(ORDER_KINDS),
  /** The miles an award spends (0 for cash). */
  miles: v.number(),
  site: v.string(),
  lang: v.string(),
  createdAt: v.string(),
  /** Unpaid seats are held until then. */
  deadline: v.string(),
  segments: v.array(OrderSegmentSchema),
  passengers: v.array(v.object({ type: v.picklist(PASSENGER_TYPES), name: v.string(), infantOf: v.nullable(v.number()), tickets: v.array(v.string()) })),
  contact: v.object({ contactName: v.string(), areaCode: v.string(), phone: v.string(), email: v.string() }),
  prices: v.array(OrderPriceLineSchema),
  equivFarecurrency: v.string(),
  totalPrice: v.number(),
  totalTax: v.number(),
  totalSurcharge: v.number(),
  totalPayMoney: v.number(),
  totaladultNum: v.number(),
  totalchildNum: v.number(),
  totalinfantNum: v.number(),
  /** Seats, bags and meals with their prices; totalPayMoney includes them. */
  extras: OrderExtrasViewSchema,
  /** The discount taken off totalPayMoney, if any (see discount.ts). */
  discountOrderInfos: v.array(DiscountOrderInfoSchema),
  /** Flights the schedule has changed since the order was made. */
  scheduleChanges: v.array(ScheduleChangeSchema),
  /** Who a business traveller's invoice is made out to; null for other orders. */
  invoice: v.nullable(InvoiceSchema),
});
export type OrderView = v.InferOutput<typeof OrderSchema>;

export const OrderReplySchema = v.object({ order: OrderSchema });

export const OrderSummarySchema = v.object({
  orderNo: v.string(),
  locator: v.string(),
  status: v.picklist(ORDER_STATUSES),
  createdAt: v.string(),
  deadline: v.string(),
  route: v.array(v.string()),
  firstDeparture: v.string(),
  /** cash, or mileage: an award, whose total is its taxes beside its miles. */
  type: v.picklist(ORDER_KINDS),
  miles: v.number(),
  totalPayMoney: v.number(),
  equivFarecurrency: v.string(),
});
export const OrderListReplySchema = v.object({ data: v.array(OrderSummarySchema) });

/** Who may look at or act on an order without owning it: the order number and a passenger's surname or the contact e-mail. */
export const OrderLookupSchema = v.object({
  orderNo: orderNumberField,
  surname: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'e01'))),
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'e01'))),
});
export type OrderLookup = v.InferOutput<typeof OrderLookupSchema>;

export const OrderListBodySchema = v.object({
  country: v.optional(v.string()),
  language: v.optional(v.string()),
});

/** POST form /api/c/{site}/{lang}/jump/: the order to pay, with its lookup data when a guest pays from another browser. */
export const JumpFormSchema = OrderLookupSchema;
/** POST form /api/c/jump: the same with the site and language in the body. */
export const JumpAnyFormSchema = v.intersect([SiteQuerySchema, JumpFormSchema]);
export const JumpReplySchema = v.object({
  /** The provider's page the traveller pays on. */
  url: v.string(),
  /** The payment attempt: the paid page's {execution}. */
  execution: v.string(),
});

/** The provider's notification as it was posted: its signature is checked over these exact bytes, so the body stays text. */
export const PaymentNotificationSchema = v.pipe(v.string(), v.description("The provider's signed event (JSON), as sent"));
export const NotificationReplySchema = v.object({ received: v.boolean() });

export const PaidParamsSchema = v.object({
  site: v.string(),
  lang: v.string(),
  type: v.literal('order', 'e01'),
  execution: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'e01')),
});

export const PaidReplySchema = v.variant('status', [
  v.object({ status: v.literal('success'), order: OrderSchema }),
  v.object({
    status: v.literal('failure'),
    reason: v.picklist(['declined', 'insufficientFunds', 'authenticationFailed', 'orderClosed', 'expired', 'cancelled']),
    retry: v.boolean(),
    /** The order, to pay again when `retry` allows. */
    orderNo: v.string(),
  }),
  v.object({ status: v.literal('pending') }),
]);
