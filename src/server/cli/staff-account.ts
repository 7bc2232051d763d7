import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.ts';
import { createRequestLimits } from '../member/request-limits.ts';
import { systemClock } from '../platform/clock.ts';
import { createStaffAccounts } from '../special-passengers/staff-accounts.ts';
import { openCommandDatabase } from './command-database.ts';

const USAGE = 'Usage: echo "$PASSWORD" | npm run staff-account -- --name rita   (or STAFF_PASSWORD=… npm run staff-account -- --name rita)';
/** A staff password guards travellers' identity documents: long enough to resist guessing at the sign-in's pace. */
const MIN_PASSWORD = 12;

/** The first line of standard input: the password, so that it never stands in the shell's history or the process list. */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/**
 * `npm run staff-account`: adds a member of the airline's staff who may sign in to the review pages of special-passenger
 * registrations (/api/staff/), or sets a new password for one who exists.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { name: { type: 'string' } }, strict: true });
  const name = values.name?.trim() ?? '';
  if (!/^[A-Za-z0-9._-]{2,40}$/.test(name)) throw new Error(`Give the staff member's user name: 2 to 40 letters, digits, dots, dashes.\n${USAGE}`);
  const password = process.env.STAFF_PASSWORD ?? (await firstLine());
  if (password.length < MIN_PASSWORD) throw new Error(`The password must have at least ${MIN_PASSWORD} characters.\n${USAGE}`);
  const db = await openCommandDatabase(loadConfig(process.env));
  try {
    await createStaffAccounts({ db, clock: systemClock, limits: createRequestLimits({ db, clock: systemClock }) }).setPassword(name, password);
    console.log(`Staff account ${name} can now sign in to the review pages at /api/staff/.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
