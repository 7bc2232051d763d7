import { sql } from 'drizzle-orm';
import { check, date, foreignKey, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { flightLeg } from './schedule.ts';

/** Units of a currency for one unit of the base currency, from a date on (0004). */
export const currencyRate = pgTable(
  'currency_rate',
  {
    currency: text('currency').notNull(),
    perBase: numeric('per_base', { precision: 18, scale: 6 }).notNull(),
    validFrom: date('valid_from').notNull(),
  },
  (t) => [primaryKey({ name: 'currency_rate_pkey', columns: [t.currency, t.validFrom] }), check('currency_rate_per_base_check', sql`per_base > 0`)],
);

/** Seats sold in a booking class of a flight leg on a date (0004). */
export const seatSale = pgTable(
  'seat_sale',
  {
    legId: integer('leg_id').notNull(),
    depDate: date('dep_date').notNull(),
    bookingClass: text('booking_class').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [
    primaryKey({ name: 'seat_sale_pkey', columns: [t.legId, t.depDate, t.bookingClass] }),
    foreignKey({ name: 'seat_sale_leg_id_fkey', columns: [t.legId], foreignColumns: [flightLeg.id] }).onDelete('cascade'),
    check('seat_sale_sold_check', sql`sold >= 0`),
  ],
);

export type CurrencyRateRow = typeof currencyRate.$inferSelect;
export type SeatSaleRow = typeof seatSale.$inferSelect;
