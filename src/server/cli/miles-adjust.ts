import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.ts';
import { createMilesLedger } from '../miles/miles-ledger.ts';
import { systemClock } from '../platform/clock.ts';
import { openCommandDatabase } from './command-database.ts';

const USAGE = 'Usage: npm run miles-adjust -- --member 100000000001 --miles 5000 --reason "missing flight claim"';

/**
 * `npm run miles-adjust`: the operator's correction of a member's miles account, on the servers' database. It
 * appends an adjustment with its reason and prints the balance after. A negative number, written --miles=-2000,
 * takes miles away, never below zero.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { member: { type: 'string' }, miles: { type: 'string' }, reason: { type: 'string' } },
    strict: true,
  });
  const miles = Number(values.miles);
  if (!values.member || !Number.isSafeInteger(miles) || miles === 0 || !values.reason?.trim())
    throw new Error(`Give the member number, a whole number of miles other than 0 and the reason.\n${USAGE}`);
  const config = loadConfig(process.env);
  const db = await openCommandDatabase(config);
  try {
    const after = await createMilesLedger({ db, clock: systemClock }).adjust(values.member, miles, values.reason.trim());
    if (!after) throw new Error(`Member ${values.member} has fewer than ${-miles} miles: nothing was taken.`);
    console.log(`Member ${values.member}: ${miles > 0 ? 'added' : 'took'} ${Math.abs(miles)} miles; the balance is now ${after.balance}.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
