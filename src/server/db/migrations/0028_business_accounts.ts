import type { Migration } from '../migrations.ts';

/** Business-travel accounts: the companies, their verified travellers and the codes mailed to their travel desks; the account a booking session is priced on; the invoice details of an order. */
export const migration: Migration = {
  id: '0028_business_accounts',
  sql: `
      CREATE TABLE "business_account" (
        "id" serial PRIMARY KEY NOT NULL,
        "company_code" text NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "discount_percent" integer NOT NULL,
        "invoice_title" text NOT NULL,
        "tax_id" text NOT NULL,
        "invoice_address" text NOT NULL,
        "demo" boolean DEFAULT false NOT NULL,
        "created_at" timestamp with time zone NOT NULL,
        CONSTRAINT "business_account_company_code_key" UNIQUE("company_code"),
        CONSTRAINT "business_account_discount_check" CHECK (discount_percent between 1 and 50)
      );

      CREATE TABLE "business_code" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "account_id" integer NOT NULL,
        "member_id" integer NOT NULL,
        "code_hash" text NOT NULL,
        "created_at" timestamp with time zone NOT NULL,
        "expires_at" timestamp with time zone NOT NULL,
        "wrong_tries" integer DEFAULT 0 NOT NULL
      );

      CREATE TABLE "business_member" (
        "member_id" integer PRIMARY KEY NOT NULL,
        "account_id" integer NOT NULL,
        "verified_at" timestamp with time zone NOT NULL
      );

      ALTER TABLE "booking_order" ADD COLUMN "invoice" jsonb;
      ALTER TABLE "execution" ADD COLUMN "business_account_id" integer;
      ALTER TABLE "execution" ADD COLUMN "business_percent" integer;
      ALTER TABLE "business_code" ADD CONSTRAINT "business_code_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE cascade ON UPDATE no action;
      ALTER TABLE "business_code" ADD CONSTRAINT "business_code_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "business_account"("id") ON DELETE cascade ON UPDATE no action;
      ALTER TABLE "business_member" ADD CONSTRAINT "business_member_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE cascade ON UPDATE no action;
      ALTER TABLE "business_member" ADD CONSTRAINT "business_member_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "business_account"("id") ON DELETE cascade ON UPDATE no action;
      CREATE INDEX "business_code_member" ON "business_code" USING btree ("member_id","account_id","id");
  `,
};
