import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { member } from './members.ts';

/**
 * An order: held seats until its deadline, then paid and ticketed, or cancelled or expired (0009; extras from 0012).
 * The device it was made from is its visitor hash; the address, a keyed hash of the address's network (0016).
 */
export const bookingOrder = pgTable(
  'booking_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique('booking_order_order_no_key'),
    locator: text('locator').notNull().unique('booking_order_locator_key'),
    status: text('status').notNull(),
    site: text('site').notNull(),
    lang: text('lang').notNull(),
    execution: text('execution').notNull(),
    memberId: integer('member_id'),
    holder: text('holder').notNull(),
    visitorHash: text('visitor_hash'),
    addressHash: text('address_hash'),
    trip: jsonb('trip').notNull(),
    passengers: jsonb('passengers').notNull(),
    contact: jsonb('contact').notNull(),
    price: jsonb('price').notNull(),
    currency: text('currency').notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentRef: text('payment_ref').unique('booking_order_payment_ref_key'),
    ticketedAt: timestamp('ticketed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    extras: jsonb('extras'),
    /** Who a business traveller's invoice is made out to: the company's title, tax id and address (0028). */
    invoice: jsonb('invoice'),
    /** cash, or mileage: an award paid in miles with its taxes in cash (0024). */
    kind: text('kind').notNull().default('cash'),
    /** The miles an award order spends (0 for cash). */
    miles: integer('miles').notNull().default(0),
  },
  (t) => [
    foreignKey({ name: 'booking_order_member_id_fkey', columns: [t.memberId], foreignColumns: [member.id] }).onDelete('set null'),
    check('booking_order_status_check', sql`status in ('unpaid', 'paid', 'ticketed', 'cancelled', 'expired')`),
    check('booking_order_total_amount_check', sql`total_amount >= 0`),
    check('booking_order_kind_check', sql`kind in ('cash', 'mileage')`),
    check('booking_order_miles_check', sql`miles >= 0`),
    index('booking_order_holder').on(t.holder, t.status),
    index('booking_order_member').on(t.memberId, t.createdAt),
    // The hold-expiry and ticketing jobs look only at the few orders in these states.
    index('booking_order_unpaid').on(t.deadline).where(sql`status = 'unpaid'`),
    index('booking_order_paid').on(t.id).where(sql`status = 'paid'`),
    // The hold caps count the unpaid seats of one address and of one device at every order.
    index('booking_order_unpaid_address').on(t.addressHash).where(sql`status = 'unpaid'`),
    index('booking_order_unpaid_visitor').on(t.visitorHash).where(sql`status = 'unpaid'`),
  ],
);

/** Seats an order holds in a booking class of a flight leg on a date (0009). */
export const orderSeat = pgTable(
  'order_seat',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    legId: integer('leg_id').notNull(),
    depDate: date('dep_date').notNull(),
    bookingClass: text('booking_class').notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_seat_pkey', columns: [t.orderId, t.legId, t.depDate, t.bookingClass] }),
    foreignKey({ name: 'order_seat_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('cascade'),
    check('order_seat_seats_check', sql`seats > 0`),
  ],
);

/** One try at paying an order with the card provider (0009). */
export const paymentAttempt = pgTable(
  'payment_attempt',
  {
    id: text('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().unique('payment_attempt_provider_ref_key'),
    status: text('status').notNull(),
    reason: text('reason'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'payment_attempt_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('cascade'),
    check('payment_attempt_status_check', sql`status in ('pending', 'succeeded', 'failed', 'refunded')`),
    index('payment_attempt_order').on(t.orderId),
  ],
);

/** Draws the serial part of ticket numbers (0009). */
export const ticketSerial = pgSequence('ticket_serial');

/** A ticket: one passenger's set of up to four flight coupons of an order (0009). */
export const ticket = pgTable(
  'ticket',
  {
    ticketNo: text('ticket_no').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    passenger: integer('passenger').notNull(),
    couponSet: integer('coupon_set').notNull(),
    coupons: jsonb('coupons').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'ticket_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('cascade'),
    unique('ticket_order_id_passenger_coupon_set_key').on(t.orderId, t.passenger, t.couponSet),
  ],
);

/** A seat a passenger of an order chose on a flight leg; a seat goes to one passenger only (0012). */
export const seatAssignment = pgTable(
  'seat_assignment',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    legId: integer('leg_id').notNull(),
    depDate: date('dep_date').notNull(),
    seat: text('seat').notNull(),
    passenger: integer('passenger').notNull(),
  },
  (t) => [
    primaryKey({ name: 'seat_assignment_pkey', columns: [t.orderId, t.legId, t.depDate, t.passenger] }),
    foreignKey({ name: 'seat_assignment_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('cascade'),
    unique('seat_assignment_leg_id_dep_date_seat_key').on(t.legId, t.depDate, t.seat),
  ],
);

/** The confirmation e-mail of a ticketed order: claimed by one sender, sent once (0014). */
export const orderMail = pgTable(
  'order_mail',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    tries: integer('tries').notNull().default(0),
  },
  (t) => [
    foreignKey({ name: 'order_mail_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('cascade'),
    index('order_mail_unsent').on(t.orderId).where(sql`sent_at is null`),
  ],
);

/** A code e-mailed to look up the orders of an address, known by the address's hash (0014). */
export const orderEmailCode = pgTable(
  'order_email_code',
  {
    emailHash: text('email_hash').primaryKey(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_email_code_expires_at').on(t.expiresAt)],
);

export type BookingOrderRow = typeof bookingOrder.$inferSelect;
export type OrderSeatRow = typeof orderSeat.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempt.$inferSelect;
export type TicketRow = typeof ticket.$inferSelect;
export type SeatAssignmentRow = typeof seatAssignment.$inferSelect;
export type OrderMailRow = typeof orderMail.$inferSelect;
export type OrderEmailCodeRow = typeof orderEmailCode.$inferSelect;
