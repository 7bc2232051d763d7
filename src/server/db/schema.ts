/**
 * The one declaration of the database: every table (columns, keys, constraints and indexes) and sequence,
 * one file per area under `schema/`. The migrations must build exactly this; `tests/api/database-schema.test.ts`
 * fails when they drift. Row types are `<Table>Row` (`typeof table.$inferSelect`).
 */
import * as app from './schema/app.ts';
import * as business from './schema/business.ts';
import * as captcha from './schema/captcha.ts';
import * as coupons from './schema/coupons.ts';
import * as downloads from './schema/downloads.ts';
import * as fares from './schema/fares.ts';
import * as lowPrice from './schema/low-price.ts';
import * as members from './schema/members.ts';
import * as miles from './schema/miles.ts';
import * as orders from './schema/orders.ts';
import * as sandbox from './schema/sandbox.ts';
import * as savedData from './schema/saved-data.ts';
import * as schedule from './schema/schedule.ts';
import * as shop from './schema/shop.ts';
import * as sns from './schema/sns.ts';
import * as specialPassengers from './schema/special-passengers.ts';
import * as subscriptions from './schema/subscriptions.ts';

export * from './schema/app.ts';
export * from './schema/business.ts';
export * from './schema/captcha.ts';
export * from './schema/coupons.ts';
export * from './schema/downloads.ts';
export * from './schema/fares.ts';
export * from './schema/low-price.ts';
export * from './schema/members.ts';
export * from './schema/miles.ts';
export * from './schema/orders.ts';
export * from './schema/sandbox.ts';
export * from './schema/saved-data.ts';
export * from './schema/schedule.ts';
export * from './schema/shop.ts';
export * from './schema/sns.ts';
export * from './schema/special-passengers.ts';
export * from './schema/subscriptions.ts';

const { ticketSerial, ...orderTables } = orders;

/** Every table, by its name in code: what Drizzle's query builder is given. */
export const schema = {
  ...app,
  ...business,
  ...captcha,
  ...coupons,
  ...downloads,
  ...fares,
  ...lowPrice,
  ...members,
  ...miles,
  ...orderTables,
  ...sandbox,
  ...savedData,
  ...schedule,
  ...shop,
  ...specialPassengers,
  ...sns,
  ...subscriptions,
};
export type Schema = typeof schema;

/** Every sequence that is not a column's own (serial columns bring theirs). */
export const sequences = { ticketSerial };
