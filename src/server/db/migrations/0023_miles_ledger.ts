import type { Migration } from '../migrations.ts';

/** Members' miles accounts: a ledger of accruals, redemptions, credits back and operator adjustments. */
export const migration: Migration = {
  id: '0023_miles_ledger',
  sql: `
      CREATE TABLE "miles_entry" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "member_id" integer NOT NULL,
        "kind" text NOT NULL,
        "miles" integer NOT NULL,
        "order_no" text,
        "reason" text,
        "created_at" timestamp with time zone NOT NULL
      );

      ALTER TABLE "miles_entry" ADD CONSTRAINT "miles_entry_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE cascade ON UPDATE no action;
      CREATE INDEX "miles_entry_member" ON "miles_entry" USING btree ("member_id");
      CREATE UNIQUE INDEX "miles_entry_order_kind" ON "miles_entry" USING btree ("order_no","kind");
  `,
};
