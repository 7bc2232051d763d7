import type { Migration } from '../migrations.ts';

/** Schedules as airlines send them: cargo positions and version codes of a configuration, and the flights of live orders that an import cancelled or retimed. */
export const migration: Migration = {
  id: '0025_schedule_changes',
  sql: `
      CREATE TABLE "schedule_change" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "order_id" bigint NOT NULL,
        "import_id" integer,
        "kind" text NOT NULL,
        "airline" text NOT NULL,
        "flight_number" integer NOT NULL,
        "dep_station" text NOT NULL,
        "arr_station" text NOT NULL,
        "dep_date" date NOT NULL,
        "old_dep_time" integer NOT NULL,
        "old_arr_time" integer NOT NULL,
        "old_arrival_day_offset" integer NOT NULL,
        "new_dep_time" integer,
        "new_arr_time" integer,
        "new_arrival_day_offset" integer,
        "detected_at" timestamp with time zone NOT NULL,
        "notified_at" timestamp with time zone,
        "resolved_at" timestamp with time zone,
        CONSTRAINT "schedule_change_kind_check" CHECK (kind in ('cancelled', 'retimed'))
      );
      
      ALTER TABLE "flight_leg" ADD COLUMN "cargo" jsonb DEFAULT '{}'::jsonb NOT NULL;
      ALTER TABLE "flight_leg" ADD COLUMN "aircraft_version" text DEFAULT '' NOT NULL;
      ALTER TABLE "schedule_change" ADD CONSTRAINT "schedule_change_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "booking_order"("id") ON DELETE cascade ON UPDATE no action;
      CREATE INDEX "schedule_change_order" ON "schedule_change" USING btree ("order_id");
      CREATE INDEX "schedule_change_unnotified" ON "schedule_change" USING btree ("id") WHERE notified_at is null;
  `,
};
