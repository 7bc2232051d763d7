/**
 * The schedule import bench's child process: `node schedule-import-child.ts FILE DATA_DIR` opens a fresh database
 * (a fresh schema on BENCH_DATABASE_URL or TEST_DATABASE_URL, else the PGlite of DATA_DIR), reads the SSIM file,
 * imports it into the empty database, imports it again (which must change nothing), and prints what it measured as
 * one JSON line (ScheduleImportReport). Its peak RSS is the import's, not the writer's.
 *
 * `node schedule-import-child.ts --prepare DATA_DIR` only makes and migrates an empty PGlite database in DATA_DIR:
 * PGlite's first start (initdb) peaks at about 1.3 GB, more than the import, so it runs in a process of its own.
 */
import { statSync } from 'node:fs';
import { networkAirports } from '../../src/server/airline/airports.ts';
import { airportLookup, type ImportResult, importSchedule } from '../../src/server/airline/schedule-import.ts';
import { readSsimFile } from '../../src/server/airline/ssim/parse.ts';
import { type DbHandle, openDatabase } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { systemClock } from '../../src/server/platform/clock.ts';
import { benchDatabase, closeBenchDatabase, databaseName } from './bench-database.ts';
import type { ScheduleImportReport } from './schedule-import.ts';

const usesServer = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) !== undefined;

/** A fresh schema on the server, or the PGlite database of `dataDir`, migrated. */
async function freshDatabase(dataDir: string): Promise<DbHandle> {
  if (usesServer) return benchDatabase();
  const db = await openDatabase({ kind: 'pglite', dataDir });
  await migrate(db);
  return db;
}

const totals = (result: ImportResult) => ({
  added: result.airlines.reduce((n, a) => n + a.added, 0),
  removed: result.airlines.reduce((n, a) => n + a.removed, 0),
});

const since = (started: number) => (performance.now() - started) / 1000;

async function measure(file: string, dataDir: string): Promise<ScheduleImportReport> {
  const db = await freshDatabase(dataDir);
  try {
    const lookup = airportLookup(await networkAirports());
    const startRssMb = process.memoryUsage.rss() / 1_048_576;

    let started = performance.now();
    const reading = await readSsimFile(file);
    const readSeconds = since(started);
    const legs = reading.file.carriers.reduce((n, c) => n + c.legs.length, 0);

    started = performance.now();
    const first = totals(await importSchedule(db, reading, lookup, systemClock));
    const importSeconds = since(started);
    if (first.added !== legs || first.removed !== 0) throw new Error(`the first import added ${first.added} and removed ${first.removed} of ${legs} legs`);
    const [{ n: stored }] = await db.query<{ n: number }>('select count(*)::int as n from flight_leg');
    if (stored !== legs) throw new Error(`${stored} legs stored, expected ${legs}`);

    started = performance.now();
    const again = totals(await importSchedule(db, reading, lookup, systemClock));
    const reimportSeconds = since(started);
    if (again.added !== 0 || again.removed !== 0) throw new Error(`importing the same file again added ${again.added} and removed ${again.removed} legs`);

    return {
      database: databaseName(db),
      legs,
      fileMb: statSync(file).size / 1_000_000,
      readSeconds,
      importSeconds,
      reimportSeconds,
      startRssMb,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await closeBenchDatabase(db);
  }
}

const [file, dataDir] = process.argv.slice(2);
if (!file || !dataDir) throw new Error('usage: schedule-import-child.ts --prepare DATA_DIR | FILE DATA_DIR');
if (file === '--prepare') {
  if (usesServer) throw new Error('--prepare makes a PGlite database; a server database is made fresh by the import');
  await (await freshDatabase(dataDir)).close();
} else {
  console.log(JSON.stringify(await measure(file, dataDir)));
}
