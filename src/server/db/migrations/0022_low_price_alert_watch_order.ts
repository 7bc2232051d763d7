import type { Migration } from '../migrations.ts';

/**
 * The watcher claims running alerts route by route instead of oldest-priced first: a pass then prices each route-day
 * once while every alert on it is at hand, and a million alerts no longer scatter the shop's pricing cache.
 */
export const migration: Migration = {
  id: '0022_low_price_alert_watch_order',
  sql: `
      DROP INDEX "low_price_alert_due";
      CREATE INDEX "low_price_alert_watch" ON "low_price_alert" USING btree ("status","origin","destination","id");
  `,
};
