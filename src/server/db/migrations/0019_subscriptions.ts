import type { Migration } from '../migrations.ts';

/**
 * E-mail subscriptions: each address's subscription per site, the subscriptions waiting for their confirmation link,
 * and the append-only consent audit trail that subscriptions and consent checkboxes write to.
 */
export const migration: Migration = {
  id: '0019_subscriptions',
  sql: `
      CREATE TABLE "consent_record" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "event" text NOT NULL,
        "email" text,
        "topics" text[] DEFAULT '{}'::text[] NOT NULL,
        "site" text,
        "lang" text NOT NULL,
        "text_version" text,
        "consent_text" text,
        "source" text NOT NULL,
        "method" text,
        "operation" text,
        "description" text,
        "member_id" integer,
        "at" timestamp with time zone NOT NULL
      );

      CREATE TABLE "pending_subscription" (
        "token_hash" text PRIMARY KEY NOT NULL,
        "email" text NOT NULL,
        "site" text NOT NULL,
        "lang" text NOT NULL,
        "topics" text[] NOT NULL,
        "text_version" text NOT NULL,
        "consent_text" text NOT NULL,
        "member_id" integer,
        "created_at" timestamp with time zone NOT NULL,
        "expires_at" timestamp with time zone NOT NULL
      );

      CREATE TABLE "subscriber" (
        "id" serial PRIMARY KEY NOT NULL,
        "email" text NOT NULL,
        "site" text NOT NULL,
        "lang" text NOT NULL,
        "topics" text[] NOT NULL,
        "confirmed_at" timestamp with time zone,
        "withdrawn_at" timestamp with time zone
      );

      ALTER TABLE "consent_record" ADD CONSTRAINT "consent_record_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE set null ON UPDATE no action;
      CREATE INDEX "consent_record_email" ON "consent_record" USING btree ("email");
      CREATE INDEX "pending_subscription_expires_at" ON "pending_subscription" USING btree ("expires_at");
      CREATE UNIQUE INDEX "subscriber_email_site" ON "subscriber" USING btree ("email","site");
      CREATE INDEX "subscriber_site" ON "subscriber" USING btree ("site");
    `,
};
