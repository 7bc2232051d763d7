import type { Migration } from '../migrations.ts';

/** Special-passenger registrations with their proof files, and the staff accounts and sessions of the review page. */
export const migration: Migration = {
  id: '0027_special_passengers',
  sql: `
      CREATE TABLE "special_passenger" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "auth_code" text NOT NULL,
        "ticket_type" text NOT NULL,
        "surname" text NOT NULL,
        "given_name" text NOT NULL,
        "birthday" date NOT NULL,
        "nationality" text NOT NULL,
        "document_type" text NOT NULL,
        "document_number" text NOT NULL,
        "email" text NOT NULL,
        "area_code" text NOT NULL,
        "phone" text NOT NULL,
        "site" text NOT NULL,
        "lang" text NOT NULL,
        "status" text NOT NULL,
        "email_token_hash" text NOT NULL,
        "created_at" timestamp with time zone NOT NULL,
        "confirmed_at" timestamp with time zone,
        "reviewed_at" timestamp with time zone,
        "reviewer" text,
        "valid_until" date,
        "refusal_reason" text,
        "outcome_mailed_at" timestamp with time zone,
        CONSTRAINT "special_passenger_auth_code_key" UNIQUE("auth_code"),
        CONSTRAINT "special_passenger_status_check" CHECK (status in ('unconfirmed', 'pending', 'approved', 'refused'))
      );

      CREATE TABLE "special_passenger_file" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "registration_id" bigint NOT NULL,
        "file_name" text NOT NULL,
        "content_type" text NOT NULL,
        "size" integer NOT NULL,
        "sha256" text NOT NULL,
        "content" "bytea" NOT NULL
      );

      CREATE TABLE "staff_account" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "username" text NOT NULL,
        "password_hash" text NOT NULL,
        "created_at" timestamp with time zone NOT NULL,
        CONSTRAINT "staff_account_username_key" UNIQUE("username")
      );

      CREATE TABLE "staff_session" (
        "token_hash" text PRIMARY KEY NOT NULL,
        "staff_id" bigint NOT NULL,
        "created_at" timestamp with time zone NOT NULL,
        "expires_at" timestamp with time zone NOT NULL
      );

      ALTER TABLE "special_passenger_file" ADD CONSTRAINT "special_passenger_file_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "special_passenger"("id") ON DELETE cascade ON UPDATE no action;
      ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_account"("id") ON DELETE cascade ON UPDATE no action;
      CREATE INDEX "special_passenger_document" ON "special_passenger" USING btree ("document_number");
      CREATE INDEX "special_passenger_status" ON "special_passenger" USING btree ("status","id");
      CREATE INDEX "special_passenger_file_registration" ON "special_passenger_file" USING btree ("registration_id");
  `,
};
