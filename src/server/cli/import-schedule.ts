import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { networkAirports } from '../airline/airports.ts';
import { describeScheduleChange, diffSchedules, timesText } from '../airline/schedule-diff.ts';
import { airportLookup, importSchedule, planScheduleImport } from '../airline/schedule-import.ts';
import { plannedLeg, storedLegsOf } from '../airline/schedule-legs.ts';
import type { AffectedFlight } from '../airline/schedule-rebooking.ts';
import { readSsimFile, type SsimReading } from '../airline/ssim/parse.ts';
import { describeProblem, SsimError } from '../airline/ssim/types.ts';
import { createScheduleChangeNotices } from '../booking/schedule-change-notices.ts';
import { DEFAULT_MAIL_FROM, loadConfig, publicOrigin } from '../config/config.ts';
import type { DbHandle } from '../db/connect.ts';
import { mailerFromConfig } from '../mail/create-mailer.ts';
import { pageLinks } from '../mail/page-links.ts';
import { systemClock } from '../platform/clock.ts';
import { openCommandDatabase } from './command-database.ts';

const USAGE = 'Usage: npm run import-schedule -- [--dry-run] [--report FILE] schedule.ssim';
/** The terminal shows this many lines of a list; --report writes all of it. */
const SHOWN = 50;

function describeAffected(a: AffectedFlight): string {
  const change = a.after ? `retimed ${timesText(a.before)} → ${timesText(a.after)}` : `cancelled (was ${timesText(a.before)})`;
  return `order ${a.orderNo}: ${a.airline}${a.flightNumber} ${a.depStation}-${a.arrStation} ${a.depDate} ${change}`;
}

/** Prints the first lines of a list and counts the rest; the report, if asked for, gets them all. */
function show(lines: readonly string[], what: string): void {
  for (const line of lines.slice(0, SHOWN)) console.log(`  ${line}`);
  if (lines.length > SHOWN) console.log(`  … and ${lines.length - SHOWN} more ${what}`);
}

async function dryRun(db: DbHandle, reading: SsimReading): Promise<string[]> {
  const plan = await planScheduleImport(db, reading, airportLookup(await networkAirports()), systemClock);
  const report: string[] = [];
  for (const airline of plan.airlines) {
    const before = (await storedLegsOf(db, airline.airline)).map(plannedLeg);
    const changes = diffSchedules(before, airline.legs.map(plannedLeg)).map(describeScheduleChange);
    const affected = airline.affected.map(describeAffected);
    console.log(`${airline.airline}: ${changes.length === 0 ? 'no change' : `${changes.length} changes`} (${airline.legs.length} legs in the file)`);
    show(changes, 'changes');
    if (affected.length > 0) {
      console.log(`${airline.airline}: ${affected.length} flights of live orders would be cancelled or retimed`);
      show(affected, 'flights of orders');
    }
    report.push(`# ${airline.airline}`, ...changes, ...affected);
  }
  console.log('Dry run: nothing was changed.');
  return report;
}

async function runImport(db: DbHandle, reading: SsimReading): Promise<string[]> {
  const config = loadConfig(process.env);
  const result = await importSchedule(db, reading, airportLookup(await networkAirports()), systemClock);
  for (const a of result.airlines) {
    console.log(
      a.importId === undefined ? `${a.airline}: unchanged (${a.legs} legs).` : `${a.airline}: ${a.legs} legs, ${a.added} added, ${a.removed} removed.`,
    );
  }
  const affected = result.affected.map(describeAffected);
  if (affected.length > 0) {
    console.log(`${affected.length} flights of live orders were cancelled or retimed; the orders are marked for re-accommodation:`);
    show(affected, 'flights of orders');
  }
  const mail = mailerFromConfig(
    { SMTP_URL: config.SMTP_URL, MAIL_FROM: config.MAIL_FROM ?? DEFAULT_MAIL_FROM, MAIL_OUTBOX_DIR: config.MAIL_OUTBOX_DIR },
    systemClock,
  );
  try {
    const notices = createScheduleChangeNotices({ db, clock: systemClock, mailer: mail.mailer, links: pageLinks(publicOrigin(config)) });
    const { sent, failed } = await notices.sendPending();
    if (sent > 0) console.log(`E-mailed the travellers of ${sent} orders.`);
    if (failed > 0) {
      console.error(`${failed} notices could not be sent; run the import again to retry them.`);
      process.exitCode = 1;
    }
  } finally {
    mail.close();
  }
  return affected;
}

/**
 * `npm run import-schedule -- FILE.ssim`: makes the airlines' schedules those of a SSIM file, all or nothing.
 * Flights of live orders that the file cancels or retimes are listed, marked for re-accommodation and their
 * travellers e-mailed. `--dry-run` prints what would change without changing anything; `--report FILE`
 * writes every problem, change and affected order where the terminal shows the first fifty.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { 'dry-run': { type: 'boolean' }, report: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error(`Give one SSIM file.\n${USAGE}`);
  let report: string[] = [];
  try {
    // The file is read whole before the database is opened: a broken file needs no database to be refused.
    const reading = await readSsimFile(file);
    const db = await openCommandDatabase(loadConfig(process.env));
    try {
      report = values['dry-run'] ? await dryRun(db, reading) : await runImport(db, reading);
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof SsimError)) throw error;
    console.error(`The file was not imported: ${error.problems.length} problems.\n${error.message}`);
    report = error.problems.map(describeProblem);
    process.exitCode = 1;
  }
  if (values.report) {
    await writeFile(values.report, report.length > 0 ? `${report.join('\n')}\n` : '');
    console.log(`Wrote ${report.length} lines to ${values.report}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
