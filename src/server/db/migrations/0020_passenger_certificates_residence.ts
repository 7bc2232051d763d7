import type { Migration } from '../migrations.ts';

/**
 * A saved passenger's further certificates (spec 3's certificates list) beside the first document, which stays in its
 * columns for the booking pages, and their residence address.
 */
export const migration: Migration = {
  id: '0020_passenger_certificates_residence',
  sql: `
      ALTER TABLE "saved_passenger" ADD COLUMN "more_certificates" jsonb DEFAULT '[]'::jsonb NOT NULL;
      ALTER TABLE "saved_passenger" ADD COLUMN "residence_address" text;
      ALTER TABLE "saved_passenger" ADD COLUMN "residence_city" text;
      ALTER TABLE "saved_passenger" ADD COLUMN "residence_zip" text;
      ALTER TABLE "saved_passenger" ADD COLUMN "residence_country" text;
      ALTER TABLE "saved_passenger" ADD COLUMN "residence_state" text;
  `,
};
