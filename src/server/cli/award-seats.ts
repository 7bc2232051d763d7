import { parseArgs } from 'node:util';
import { CABIN_CLASSES, type CabinClass } from '../../domain/reference/cabins.ts';
import { parseDate } from '../../domain/validation/dates.ts';
import { dayNumber } from '../airline/network/flights.ts';
import { loadConfig } from '../config/config.ts';
import { setAllotment } from '../miles/award-space.ts';
import { openCommandDatabase } from './command-database.ts';

const USAGE = 'Usage: npm run award-seats -- --flight CZ302 --date 2026-12-10 --cabin economy --seats 0   (or --default to give back the default share)';

const CABINS: Readonly<Record<string, CabinClass>> = {
  economy: CABIN_CLASSES.Economy,
  premium: CABIN_CLASSES.PremiumEconomy,
  business: CABIN_CLASSES.Business,
  first: CABIN_CLASSES.First,
};

/**
 * `npm run award-seats`: the airline's revenue team sets how many award seats a cabin of a flight gives on a date,
 * on the servers' database: more, fewer, 0 to close the cabin to awards, or --default for the default tenth. Seats
 * already sold as awards stay sold.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { flight: { type: 'string' }, date: { type: 'string' }, cabin: { type: 'string' }, seats: { type: 'string' }, default: { type: 'boolean' } },
    strict: true,
  });
  const flight = /^([A-Z0-9]{2})(\d{1,4})$/.exec(values.flight?.toUpperCase() ?? '');
  const date = parseDate(values.date ?? '');
  const cabin = CABINS[values.cabin?.toLowerCase() ?? ''];
  const seats = values.default ? undefined : Number(values.seats);
  if (
    !flight ||
    !date ||
    cabin === undefined ||
    (seats !== undefined && (!Number.isSafeInteger(seats) || seats < 0 || seats > 999)) ||
    (values.default && values.seats)
  ) {
    throw new Error(`Give a flight number, a date, a cabin (economy, premium, business, first) and a number of seats, or --default.\n${USAGE}`);
  }
  const config = loadConfig(process.env);
  const db = await openCommandDatabase(config);
  try {
    // Every leg of the flight number that operates on the date (its period covers it, and its days name the weekday).
    const weekday = String(((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1);
    const legs = await db.query<{ id: number; route: string }>(
      `select id, dep_station || '-' || arr_station as route from flight_leg
        where airline = $1 and flight_number = $2 and period_from <= $3::date and period_to >= $3::date and position($4 in days) > 0`,
      [flight[1], Number(flight[2]), values.date, weekday],
    );
    if (legs.length === 0) throw new Error(`${values.flight} does not fly on ${values.date}.`);
    for (const leg of legs) await setAllotment(db, leg.id, dayNumber(date), cabin, seats);
    const what = seats === undefined ? 'the default share of award seats' : seats === 0 ? 'no award seats (closed)' : `${seats} award seats`;
    console.log(`${values.flight} ${values.date} ${values.cabin} (${legs.map((l) => l.route).join(', ')}): ${what}.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
