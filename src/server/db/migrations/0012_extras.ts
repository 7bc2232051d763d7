import type { Migration } from '../migrations.ts';

/** Orders' extras, and seats chosen on a seat map. */
export const migration: Migration = {
  id: '0012_extras',
  sql: `
      alter table booking_order add column extras jsonb;
      create table seat_assignment (
        order_id bigint not null references booking_order (id) on delete cascade,
        leg_id integer not null,
        dep_date date not null,
        seat text not null,
        passenger integer not null,
        primary key (order_id, leg_id, dep_date, passenger),
        unique (leg_id, dep_date, seat)
      );
    `,
};
