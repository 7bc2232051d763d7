import { readFile } from 'node:fs/promises';
import { networkAirports } from '../airline/airports.ts';
import { airportLookup, importSchedule } from '../airline/schedule-import.ts';
import { SsimError } from '../airline/ssim/types.ts';
import { loadConfig } from '../config/config.ts';
import { systemClock } from '../platform/clock.ts';
import { openCommandDatabase } from './command-database.ts';

/** `npm run import-schedule -- FILE.ssim`: replaces the airline's schedule with a SSIM file, all or nothing. */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Give the SSIM file to import: npm run import-schedule -- schedule.ssim');
  const config = loadConfig(process.env);
  const db = await openCommandDatabase(config);
  try {
    const result = await importSchedule(db, await readFile(file, 'utf8'), airportLookup(await networkAirports()), systemClock);
    console.log(`Imported ${result.legs} flight legs of ${result.airline} serving ${result.airports} airports.`);
  } catch (error) {
    if (error instanceof SsimError) {
      console.error(`The file was not imported:\n${error.message}`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
