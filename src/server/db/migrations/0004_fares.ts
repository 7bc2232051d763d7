import type { Migration } from '../migrations.ts';

/** Fares: currency rates, and seats sold per flight, date and class. */
export const migration: Migration = {
  id: '0004_fares',
  sql: `
      create table currency_rate (
        currency text not null,
        per_base numeric(18, 6) not null check (per_base > 0),
        valid_from date not null,
        primary key (currency, valid_from)
      );
      create table seat_sale (
        leg_id integer not null references flight_leg (id) on delete cascade,
        dep_date date not null,
        booking_class text not null,
        sold integer not null check (sold >= 0),
        primary key (leg_id, dep_date, booking_class)
      );
    `,
};
