import * as v from 'valibot';
import { MoneySchema } from '../money-schema.ts';
import { PASSENGER_TYPES, type PassengerType } from '../reference/passenger-types.ts';
import { MAX_SEGMENTS } from '../shop/search-limits.ts';
import { MAX_EXTRA_BAGS } from './extra-bags.ts';
import { MAX_ORDER_PASSENGERS } from './order-passengers.ts';

/**
 * Extras of an order (seats, extra checked bags, special meals): what the
 * additions page offers per flight, what the order body asks for, and what the
 * order shows. Prices are always the server's, in the booking session's currency.
 */

/** An order's flights: each slice has up to three (two connections). */
export const MAX_ORDER_SEGMENTS = MAX_SEGMENTS * 3;
const MAX_PASSENGER_INDEX = MAX_ORDER_PASSENGERS - 1;

export const SEAT_KINDS = ['standard', 'extraLegroom', 'exit'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export const SEAT_POSITIONS = ['window', 'middle', 'aisle'] as const;
export type SeatPosition = (typeof SEAT_POSITIONS)[number];
/** A seat anyone may choose, one another order holds, or one the airline does not sell (crew rest, inoperative). */
export const SEAT_STATES = ['available', 'taken', 'blocked'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

/** A seat's name on the map: row number and letter, 12A. */
export const SEAT_NUMBER = /^[1-9]\d{0,2}[A-K]$/;

/** Passengers who get a seat of their own: infants sit on an adult's lap. */
export const SEATED_TYPES: readonly PassengerType[] = ['ADT', 'CNN'];
/** Only adults may sit in an exit row: they must be able to help in an evacuation. */
export const EXIT_ROW_TYPES: readonly PassengerType[] = ['ADT'];
/** Passengers who may buy extra checked bags: an infant's allowance is its own and fixed. */
export const BAG_TYPES: readonly PassengerType[] = ['ADT', 'CNN'];

/** Whether a passenger of a type may take a seat of a kind (the rule the page and the order share). */
export function seatAllowedFor(type: PassengerType, kind: SeatKind): boolean {
  if (!SEATED_TYPES.includes(type)) return false;
  return kind !== 'exit' || EXIT_ROW_TYPES.includes(type);
}

const index = (max: number) => v.pipe(v.number('e01'), v.integer('e01'), v.minValue(0, 'e01'), v.maxValue(max, 'e01'));
const segment = index(MAX_ORDER_SEGMENTS - 1);
const passenger = index(MAX_PASSENGER_INDEX);
const listOf = <T extends v.GenericSchema>(item: T) =>
  v.optional(v.pipe(v.array(item, 'e01'), v.maxLength(MAX_ORDER_SEGMENTS * (MAX_PASSENGER_INDEX + 1), 'e01')), []);

/**
 * The `extras` of the order body: indexes into the order's segments (its flights
 * in order, over every slice) and passengers. Each list may be left out.
 */
export const OrderExtrasSchema = v.object({
  seats: listOf(v.object({ segment, passenger, seat: v.pipe(v.string('e01'), v.toUpperCase(), v.regex(SEAT_NUMBER, 'e01')) })),
  bags: listOf(v.object({ segment, passenger, pieces: v.pipe(v.number('e01'), v.integer('e01'), v.minValue(0, 'e01'), v.maxValue(MAX_EXTRA_BAGS, 'e01')) })),
  meals: listOf(v.object({ segment, passenger, code: v.pipe(v.string('e01'), v.toUpperCase(), v.regex(/^[A-Z]{4}$/, 'e01')) })),
});
export type OrderExtras = v.InferOutput<typeof OrderExtrasSchema>;
export type OrderExtrasInput = v.InferInput<typeof OrderExtrasSchema>;

/** The query of GET /api/extraService/showExtra/{session}/{set}/{sol}: the fare family chosen (its cabin and its seat rule). */
export const ShowExtraQuerySchema = v.object({
  familyId: v.optional(v.pipe(v.string('e00'), v.regex(/^[A-Z_]{1,40}$/, 'e01'))),
});

export const SeatSchema = v.object({
  /** Row and letter: 12A. */
  seat: v.string(),
  letter: v.string(),
  position: v.picklist(SEAT_POSITIONS),
  kind: v.picklist(SEAT_KINDS),
  state: v.picklist(SEAT_STATES),
  /** What the seat costs one passenger on this flight with this fare family; zero when included. */
  price: MoneySchema,
});
export type SeatOffer = v.InferOutput<typeof SeatSchema>;

export const SeatRowSchema = v.object({
  number: v.number(),
  kind: v.picklist(SEAT_KINDS),
  /** In the order of the map's columns, aisles left out. */
  seats: v.array(SeatSchema),
});
export type SeatRow = v.InferOutput<typeof SeatRowSchema>;

export const SeatMapSchema = v.object({
  aircraft: v.string(),
  cabin: v.number(),
  /** The seat letters across the cabin from left to right; null is an aisle. */
  columns: v.array(v.nullable(v.string())),
  rows: v.array(SeatRowSchema),
  /** The layouts are generated for the demonstration airline, not an operator's real cabins. */
  demo: v.boolean(),
});
export type SeatMap = v.InferOutput<typeof SeatMapSchema>;

export const BagOfferSchema = v.object({
  /** What the fare family already includes per passenger. */
  included: v.object({ pieces: v.number(), kg: v.number() }),
  /** The weight each extra piece may have. */
  pieceKg: v.number(),
  /** For 1, 2 … extra pieces, what they cost together for one passenger. */
  offers: v.array(v.object({ pieces: v.number(), price: MoneySchema })),
});
export type BagOffer = v.InferOutput<typeof BagOfferSchema>;

export const MealOfferSchema = v.object({
  /** An IATA special-meal code; POST /api/shop/{site}/{lang}/meal/illustrate names and explains it. */
  code: v.string(),
  /** The passenger types it is for (a baby meal is for infants). */
  types: v.array(v.picklist(PASSENGER_TYPES)),
  price: MoneySchema,
});
export type MealOffer = v.InferOutput<typeof MealOfferSchema>;

export const FlightExtrasSchema = v.object({
  flightNo: v.string(),
  from: v.string(),
  to: v.string(),
  departure: v.string(),
  aircraft: v.string(),
  seatMap: SeatMapSchema,
  bags: BagOfferSchema,
  meals: v.array(MealOfferSchema),
});
export type FlightExtras = v.InferOutput<typeof FlightExtrasSchema>;

export const ShowExtraSchema = v.object({
  session: v.string(),
  set: v.number(),
  sol: v.string(),
  familyId: v.string(),
  cabin: v.number(),
  currency: v.string(),
  /** Who may have what: the rules the order checks again. */
  rules: v.object({
    seatTypes: v.array(v.picklist(PASSENGER_TYPES)),
    exitRowTypes: v.array(v.picklist(PASSENGER_TYPES)),
    bagTypes: v.array(v.picklist(PASSENGER_TYPES)),
  }),
  /** The solution's flights in order. */
  flights: v.array(FlightExtrasSchema),
});
export type ShowExtra = v.InferOutput<typeof ShowExtraSchema>;
export const ShowExtraReplySchema = v.object({ data: ShowExtraSchema });

/** GET /api/extra/{site}/{lang}/getAutoSeatInfo: what happens to a passenger who does not choose a seat. */
export const AutoSeatInfoSchema = v.object({
  /** Passengers without a chosen seat get one free of charge at check-in. */
  autoAssign: v.boolean(),
  /** Online check-in (and so the automatic assignment) opens this long before departure. */
  checkInOpensHours: v.number(),
  /** Children are seated beside an adult of their booking free of charge (the rule of the site's region). */
  familySeating: v.boolean(),
  /** The rules as the page shows them: each message key and its text in the call's language. */
  rules: v.array(v.object({ key: v.string(), text: v.string() })),
});
export type AutoSeatInfo = v.InferOutput<typeof AutoSeatInfoSchema>;
export const AutoSeatInfoReplySchema = v.object({ data: AutoSeatInfoSchema });

/** The extras of an order as its holder sees them, each with its price in the order's currency (minor units). */
export const OrderExtrasViewSchema = v.object({
  seats: v.array(v.object({ segment: v.number(), passenger: v.number(), seat: v.string(), kind: v.picklist(SEAT_KINDS), amount: v.number() })),
  bags: v.array(v.object({ segment: v.number(), passenger: v.number(), pieces: v.number(), kg: v.number(), amount: v.number() })),
  meals: v.array(v.object({ segment: v.number(), passenger: v.number(), code: v.string(), amount: v.number() })),
  /** What the extras add to the order's total. */
  total: v.number(),
});
export type OrderExtrasView = v.InferOutput<typeof OrderExtrasViewSchema>;

export const NO_EXTRAS: OrderExtrasView = { seats: [], bags: [], meals: [], total: 0 };
