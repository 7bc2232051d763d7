import type { Migration } from '../migrations.ts';

/** Orders record the address they were made from (as a keyed hash), so that unpaid holds can be capped per address and per device. */
export const migration: Migration = {
  id: '0016_order_origin',
  sql: `
      alter table booking_order add column address_hash text;
      create index booking_order_unpaid_address on booking_order (address_hash) where status = 'unpaid';
      create index booking_order_unpaid_visitor on booking_order (visitor_hash) where status = 'unpaid';
    `,
};
