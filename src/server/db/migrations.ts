import { migration as m0001 } from './migrations/0001_app_meta.ts';
import { migration as m0002 } from './migrations/0002_captcha.ts';
import { migration as m0003 } from './migrations/0003_schedule.ts';
import { migration as m0004 } from './migrations/0004_fares.ts';
import { migration as m0005 } from './migrations/0005_execution.ts';
import { migration as m0006 } from './migrations/0006_members.ts';
import { migration as m0007 } from './migrations/0007_sns.ts';
import { migration as m0008 } from './migrations/0008_member_mail.ts';
import { migration as m0009 } from './migrations/0009_orders.ts';
import { migration as m0010 } from './migrations/0010_exchange_keys.ts';
import { migration as m0011 } from './migrations/0011_saved_data.ts';
import { migration as m0012 } from './migrations/0012_extras.ts';
import { migration as m0013 } from './migrations/0013_coupons.ts';
import { migration as m0014 } from './migrations/0014_order_mail.ts';
import { migration as m0015 } from './migrations/0015_sandbox_payments.ts';
import { migration as m0016 } from './migrations/0016_order_origin.ts';
import { migration as m0017 } from './migrations/0017_spent_proof_of_work.ts';
import { migration as m0018 } from './migrations/0018_registration_by_link.ts';
import { migration as m0019 } from './migrations/0019_subscriptions.ts';
import { migration as m0020 } from './migrations/0020_passenger_certificates_residence.ts';
import { migration as m0021 } from './migrations/0021_low_price_alerts.ts';
import { migration as m0022 } from './migrations/0022_low_price_alert_watch_order.ts';
import { migration as m0023 } from './migrations/0023_miles_ledger.ts';
import { migration as m0024 } from './migrations/0024_award_bookings.ts';
import { migration as m0025 } from './migrations/0025_schedule_changes.ts';
import { migration as m0026 } from './migrations/0026_download_codes.ts';
import { migration as m0027 } from './migrations/0027_special_passengers.ts';
import { migration as m0028 } from './migrations/0028_business_accounts.ts';
import { migration as m0029 } from './migrations/0029_statement_refusals.ts';

/** One step of the schema: its SQL runs once, in one transaction, recorded under its id in schema_migrations. */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/**
 * The one ordered list of migrations, for PGlite and PostgreSQL alike, one module per migration in
 * `migrations/`. A migration is never edited once it has landed: a change is a new one. To add one:
 *
 * 1. Change the tables in `schema/` (the declaration every query is typed by).
 * 2. `npm run db:migration-sql` prints the SQL that takes the database from the schema of the last commit to
 *    the changed one; check it (a rename shows as a drop and an add, data needs moving by hand).
 * 3. Put it in `migrations/NNNN_what_it_does.ts` (the next number, exporting `migration` with that id) and add
 *    it at the end of this list.
 * 4. `tests/api/database-schema.test.ts` fails until the migrated database and the schema agree.
 */
export const MIGRATIONS: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0018,
  m0019,
  m0020,
  m0021,
  m0022,
  m0023,
  m0024,
  m0025,
  m0026,
  m0027,
  m0028,
  m0029,
];
