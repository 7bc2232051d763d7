import type { Migration } from '../migrations.ts';

/**
 * Low-fare alerts: each alert with the lowest fare last seen, and the notices the watcher sends, recorded so that
 * no news is e-mailed twice.
 */
export const migration: Migration = {
  id: '0021_low_price_alerts',
  sql: `
      CREATE TABLE "low_price_alert" (
        "id" serial PRIMARY KEY NOT NULL,
        "order_no" text NOT NULL,
        "site" text NOT NULL,
        "lang" text NOT NULL,
        "email" text NOT NULL,
        "member_id" integer,
        "origin" text NOT NULL,
        "destination" text NOT NULL,
        "trip_type" smallint NOT NULL,
        "depart_from" text NOT NULL,
        "depart_to" text NOT NULL,
        "return_date" text,
        "stay_days" smallint,
        "cabin" smallint NOT NULL,
        "adults" smallint NOT NULL,
        "children" smallint NOT NULL,
        "infants" smallint NOT NULL,
        "nonstop_only" boolean NOT NULL,
        "target_amount" integer,
        "currency" text NOT NULL,
        "keep_watching" boolean NOT NULL,
        "status" smallint NOT NULL,
        "confirm_token_hash" text,
        "confirm_expires_at" timestamp with time zone,
        "confirmed_at" timestamp with time zone,
        "last_amount" integer,
        "last_date" text,
        "last_return_date" text,
        "notified_amount" integer,
        "checked_at" timestamp with time zone,
        "created_at" timestamp with time zone NOT NULL
      );

      CREATE TABLE "low_price_notice" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "alert_id" integer NOT NULL,
        "amount" integer NOT NULL,
        "previous_amount" integer,
        "currency" text NOT NULL,
        "depart_date" text NOT NULL,
        "return_date" text,
        "created_at" timestamp with time zone NOT NULL,
        "claimed_at" timestamp with time zone,
        "sent_at" timestamp with time zone
      );

      ALTER TABLE "low_price_alert" ADD CONSTRAINT "low_price_alert_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE cascade ON UPDATE no action;
      ALTER TABLE "low_price_notice" ADD CONSTRAINT "low_price_notice_alert_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "low_price_alert"("id") ON DELETE cascade ON UPDATE no action;
      CREATE UNIQUE INDEX "low_price_alert_order_no" ON "low_price_alert" USING btree ("order_no");
      CREATE UNIQUE INDEX "low_price_alert_confirm_token" ON "low_price_alert" USING btree ("confirm_token_hash");
      CREATE INDEX "low_price_alert_member" ON "low_price_alert" USING btree ("member_id");
      CREATE INDEX "low_price_alert_due" ON "low_price_alert" USING btree ("status","checked_at");
      CREATE UNIQUE INDEX "low_price_notice_news" ON "low_price_notice" USING btree ("alert_id","amount","depart_date");
      CREATE INDEX "low_price_notice_unsent" ON "low_price_notice" USING btree ("sent_at");
  `,
};
