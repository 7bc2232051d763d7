import type { Migration } from '../migrations.ts';

/** The codes texted to an order's contact phone before a guest downloads the order's itinerary receipt. */
export const migration: Migration = {
  id: '0026_download_codes',
  sql: `
      CREATE TABLE "download_code" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "order_id" bigint NOT NULL,
        "code_hash" text NOT NULL,
        "created_at" timestamp with time zone NOT NULL,
        "expires_at" timestamp with time zone NOT NULL,
        "wrong_tries" integer DEFAULT 0 NOT NULL,
        "verified_at" timestamp with time zone
      );

      ALTER TABLE "download_code" ADD CONSTRAINT "download_code_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "booking_order"("id") ON DELETE cascade ON UPDATE no action;
      CREATE INDEX "download_code_order" ON "download_code" USING btree ("order_id","id");
  `,
};
