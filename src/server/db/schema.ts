import { date, doublePrecision, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, such as when its demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An airport a schedule serves, with its time zone and position. */
export const airport = pgTable('airport', {
  code: text('code').primaryKey(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  timeZone: text('time_zone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** One imported SSIM file. */
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

/** A flight leg of the schedule: record type 3 of SSIM, times local to each airport. */
export const flightLeg = pgTable('flight_leg', {
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
});

export const schema = { appMeta, airport, scheduleImport, flightLeg };
export type Schema = typeof schema;
