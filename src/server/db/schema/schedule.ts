import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookingOrder } from './orders.ts';

/** An airport a schedule serves, with its time zone and position (0003). */
export const airport = pgTable('airport', {
  code: text('code').primaryKey(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  timeZone: text('time_zone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** One imported SSIM file (0003). */
export const scheduleImport = pgTable('schedule_import', {
  id: serial('id').primaryKey(),
  airline: text('airline').notNull(),
  season: text('season').notNull(),
  validFrom: date('valid_from').notNull(),
  validTo: date('valid_to').notNull(),
  title: text('title').notNull(),
  legCount: integer('leg_count').notNull(),
  sha256: text('sha256').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
});

/** A flight leg of the schedule: record type 3 of SSIM, times local to each airport (0003). */
export const flightLeg = pgTable(
  'flight_leg',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id').notNull(),
    airline: text('airline').notNull(),
    flightNumber: integer('flight_number').notNull(),
    suffix: text('suffix').notNull(),
    variation: integer('variation').notNull(),
    legSequence: integer('leg_sequence').notNull(),
    serviceType: text('service_type').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    days: text('days').notNull(),
    depStation: text('dep_station').notNull(),
    arrStation: text('arr_station').notNull(),
    depTime: integer('dep_time').notNull(),
    arrTime: integer('arr_time').notNull(),
    depUtcOffset: integer('dep_utc_offset').notNull(),
    arrUtcOffset: integer('arr_utc_offset').notNull(),
    arrivalDayOffset: integer('arrival_day_offset').notNull(),
    aircraftType: text('aircraft_type').notNull(),
    bookingDesignators: text('booking_designators').notNull(),
    configuration: jsonb('configuration').$type<Record<string, number>>().notNull(),
    mealNote: text('meal_note').notNull(),
    /** Cargo positions of the configuration (PP pallets, LL lower-deck containers) (0025). */
    cargo: jsonb('cargo').$type<Record<string, number>>().notNull().default({}),
    /** The aircraft version code after VV in the configuration (0025). */
    aircraftVersion: text('aircraft_version').notNull().default(''),
  },
  (t) => [
    foreignKey({ name: 'flight_leg_import_id_fkey', columns: [t.importId], foreignColumns: [scheduleImport.id] }).onDelete('cascade'),
    foreignKey({ name: 'flight_leg_dep_station_fkey', columns: [t.depStation], foreignColumns: [airport.code] }),
    foreignKey({ name: 'flight_leg_arr_station_fkey', columns: [t.arrStation], foreignColumns: [airport.code] }),
    index('flight_leg_route').on(t.depStation, t.arrStation),
    index('flight_leg_airline').on(t.airline),
  ],
);

/**
 * A flight of a live order that a schedule import cancelled or retimed on its date (0025): the order is
 * marked for re-accommodation until the airline's staff resolve it, and the traveller is e-mailed once.
 */
export const scheduleChange = pgTable(
  'schedule_change',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    importId: integer('import_id'),
    kind: text('kind').notNull(),
    airline: text('airline').notNull(),
    flightNumber: integer('flight_number').notNull(),
    depStation: text('dep_station').notNull(),
    arrStation: text('arr_station').notNull(),
    depDate: date('dep_date').notNull(),
    oldDepTime: integer('old_dep_time').notNull(),
    oldArrTime: integer('old_arr_time').notNull(),
    oldArrivalDayOffset: integer('old_arrival_day_offset').notNull(),
    newDepTime: integer('new_dep_time'),
    newArrTime: integer('new_arr_time'),
    newArrivalDayOffset: integer('new_arrival_day_offset'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'schedule_change_order_id_fkey', columns: [t.orderId], foreignColumns: [bookingOrder.id] }).onDelete('cascade'),
    check('schedule_change_kind_check', sql`kind in ('cancelled', 'retimed')`),
    index('schedule_change_order').on(t.orderId),
    // The mailer looks only at the few changes not yet told.
    index('schedule_change_unnotified').on(t.id).where(sql`notified_at is null`),
  ],
);

export type AirportRow = typeof airport.$inferSelect;
export type ScheduleImportRow = typeof scheduleImport.$inferSelect;
export type FlightLegRow = typeof flightLeg.$inferSelect;
export type ScheduleChangeRow = typeof scheduleChange.$inferSelect;
