import { date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    foreignKey({ name: 'flight_leg_import_id_fkey', columns: [t.importId], foreignColumns: [scheduleImport.id] }).onDelete('cascade'),
    foreignKey({ name: 'flight_leg_dep_station_fkey', columns: [t.depStation], foreignColumns: [airport.code] }),
    foreignKey({ name: 'flight_leg_arr_station_fkey', columns: [t.arrStation], foreignColumns: [airport.code] }),
    index('flight_leg_route').on(t.depStation, t.arrStation),
    index('flight_leg_airline').on(t.airline),
  ],
);

export type AirportRow = typeof airport.$inferSelect;
export type ScheduleImportRow = typeof scheduleImport.$inferSelect;
export type FlightLegRow = typeof flightLeg.$inferSelect;
