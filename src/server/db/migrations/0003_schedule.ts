import type { Migration } from '../migrations.ts';

/** Schedules: airports, imported SSIM files and their flight legs. */
export const migration: Migration = {
  id: '0003_schedule',
  sql: `
      create table airport (
        code text primary key,
        city text not null,
        country text not null,
        time_zone text not null,
        latitude double precision not null,
        longitude double precision not null
      );
      create table schedule_import (
        id serial primary key,
        airline text not null,
        season text not null,
        valid_from date not null,
        valid_to date not null,
        title text not null,
        leg_count integer not null,
        sha256 text not null,
        imported_at timestamptz not null
      );
      create table flight_leg (
        id serial primary key,
        import_id integer not null references schedule_import (id) on delete cascade,
        airline text not null,
        flight_number integer not null,
        suffix text not null,
        variation integer not null,
        leg_sequence integer not null,
        service_type text not null,
        period_from date not null,
        period_to date not null,
        days text not null,
        dep_station text not null references airport (code),
        arr_station text not null references airport (code),
        dep_time integer not null,
        arr_time integer not null,
        dep_utc_offset integer not null,
        arr_utc_offset integer not null,
        arrival_day_offset integer not null,
        aircraft_type text not null,
        booking_designators text not null,
        configuration jsonb not null,
        meal_note text not null
      );
      create index flight_leg_route on flight_leg (dep_station, arr_station);
      create index flight_leg_airline on flight_leg (airline);
    `,
};
