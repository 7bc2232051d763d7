import type { Migration } from '../migrations.ts';

/** Award bookings: orders of kind mileage with their miles, award seats per flight date and cabin, one-time codes. */
export const migration: Migration = {
  id: '0024_award_bookings',
  sql: `
      CREATE TABLE "award_space" (
        "leg_id" integer NOT NULL,
        "dep_date" date NOT NULL,
        "cabin" smallint NOT NULL,
        "seats" integer NOT NULL,
        CONSTRAINT "award_space_pkey" PRIMARY KEY("leg_id","dep_date","cabin"),
        CONSTRAINT "award_space_seats_check" CHECK (seats >= 0),
        CONSTRAINT "award_space_cabin_check" CHECK (cabin between 0 and 3)
      );
      
      CREATE TABLE "verification_code" (
        "id" bigserial PRIMARY KEY NOT NULL,
        "member_id" integer NOT NULL,
        "purpose" text NOT NULL,
        "channel" text NOT NULL,
        "code_hash" text NOT NULL,
        "created_at" timestamp with time zone NOT NULL,
        "expires_at" timestamp with time zone NOT NULL,
        "wrong_tries" integer DEFAULT 0 NOT NULL,
        "verified_at" timestamp with time zone,
        "used_at" timestamp with time zone,
        CONSTRAINT "verification_code_channel_check" CHECK (channel in ('sms', 'email'))
      );
      
      ALTER TABLE "booking_order" ADD COLUMN "kind" text DEFAULT 'cash' NOT NULL;
      ALTER TABLE "booking_order" ADD COLUMN "miles" integer DEFAULT 0 NOT NULL;
      ALTER TABLE "award_space" ADD CONSTRAINT "award_space_leg_id_fkey" FOREIGN KEY ("leg_id") REFERENCES "flight_leg"("id") ON DELETE cascade ON UPDATE no action;
      ALTER TABLE "verification_code" ADD CONSTRAINT "verification_code_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE cascade ON UPDATE no action;
      CREATE INDEX "verification_code_member" ON "verification_code" USING btree ("member_id","purpose","id");
      ALTER TABLE "booking_order" ADD CONSTRAINT "booking_order_kind_check" CHECK (kind in ('cash', 'mileage'));
      ALTER TABLE "booking_order" ADD CONSTRAINT "booking_order_miles_check" CHECK (miles >= 0);
  `,
};
