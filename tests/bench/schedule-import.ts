/**
 * Importing a big schedule: a SSIM file of 100,000 flight legs over the network's airports (5,000 two-leg flights,
 * each retimed in ten periods of twenty days across a season), written to a temporary folder, then read and imported
 * into an empty database (the PostgreSQL server of BENCH_DATABASE_URL or TEST_DATABASE_URL, else an embedded PGlite in
 * a temporary folder, made by a process before, since its first start peaks higher than the import) in a child process
 * of its own, so that its peak memory is not the writer's; then the same file is imported again, which must change
 * nothing. Prints the file's size, the read, import and re-import times and the child's peak RSS (target: import under
 * 60 s).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, type CalendarDate, compareDates } from '../../src/domain/validation/dates.ts';
import { type Airport, distanceKm, networkAirports, utcOffsetOn } from '../../src/server/airline/airports.ts';
import { blockMinutes } from '../../src/server/airline/demo/routes.ts';
import type { LegEnd, SsimLeg, SsimSchedule } from '../../src/server/airline/ssim/types.ts';
import { writeSsim } from '../../src/server/airline/ssim/write.ts';
import { removeWhenBenchEnds } from './scratch-folders.ts';

export const SCHEDULE_LEGS = 100_000;
const FLIGHTS = 5_000;
/** Each flight flies A to B, then on from B to C. */
const LEGS_PER_FLIGHT = 2;
/** A season of 200 days, in periods each flight is retimed in. */
const PERIODS = 10;
const PERIOD_DAYS = 20;
const SEASON_START: CalendarDate = { year: 2027, month: 3, day: 28 };
const AIRLINE = 'CZ';
/** Minutes on the ground at B between the two legs. */
const GROUND = 60;
const DAY = 24 * 60;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const MIN_KM = 300;
const MAX_KM = 12_000;

/** What the child process reports, as one JSON line. */
export interface ScheduleImportReport {
  readonly database: string;
  readonly legs: number;
  readonly fileMb: number;
  readonly readSeconds: number;
  readonly importSeconds: number;
  readonly reimportSeconds: number;
  /** RSS once the database is open and the modules loaded, before the file is read. */
  readonly startRssMb: number;
  readonly peakRssMb: number;
}

export interface ScheduleImportFigures extends ScheduleImportReport {
  readonly writeSeconds: number;
}

/** A small seeded random generator, so that every run writes the same file. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const shiftDays = (days: readonly number[], shift: number) => days.map((d) => ((((d - 1 + shift) % 7) + 7) % 7) + 1).sort((a, b) => a - b);

/** A leg leaving `from` at `depTime` (local minutes) and arriving `arrAt` local minutes after midnight of its departure date. */
function leg(
  flightNumber: number,
  legSequence: number,
  period: { from: CalendarDate; to: CalendarDate; days: readonly number[] },
  departure: { airport: Airport; time: number; offset: number },
  arrival: { airport: Airport; at: number; offset: number },
  km: number,
  block: number,
): SsimLeg {
  const end = (airport: Airport, time: number, offset: number): LegEnd => ({
    station: airport.code,
    passengerTime: time,
    aircraftTime: time,
    utcOffset: offset,
    terminal: '',
  });
  const wide = km >= 3000;
  return {
    airline: AIRLINE,
    flightNumber,
    suffix: '',
    variation: 1,
    legSequence,
    serviceType: 'J',
    periodFrom: period.from,
    periodTo: period.to,
    days: period.days,
    departure: end(departure.airport, departure.time, departure.offset),
    arrival: end(arrival.airport, ((arrival.at % DAY) + DAY) % DAY, arrival.offset),
    arrivalDayOffset: Math.floor(arrival.at / DAY),
    aircraftType: wide ? '789' : '321',
    bookingDesignators: 'JCDYBMHKLQ',
    configuration: wide ? { J: 28, Y: 200 } : { J: 12, Y: 182 },
    cargo: {},
    aircraftVersion: '',
    mealNote: block >= 150 ? 'M' : 'S',
  };
}

/**
 * The bench's schedule: flights A-B-C between airports of the network, 300 to 12,000 km a leg, each flying the
 * same days all season, retimed by a few minutes from one period to the next, with each airport's UTC offset at
 * the start of the period. The second leg leaves an hour after the first lands, on the same day all season, so a
 * flight leaves each of its stations at most once a date.
 */
export function benchSchedule(airports: ReadonlyMap<string, Airport>): SsimSchedule {
  const stations = [...airports.values()];
  const random = seeded(20_270_328);
  const any = () => stations[Math.floor(random() * stations.length)];
  const onwardFrom = (from: Airport) => {
    for (;;) {
      const to = any();
      const km = distanceKm(from, to);
      if (to.code !== from.code && km >= MIN_KM && km <= MAX_KM) return { to, km };
    }
  };
  const legs: SsimLeg[] = [];
  for (let flightNumber = 1; flightNumber <= FLIGHTS; flightNumber++) {
    const a = any();
    const { to: b, km: km1 } = onwardFrom(a);
    const { to: c, km: km2 } = onwardFrom(b);
    const block1 = blockMinutes(km1);
    const block2 = blockMinutes(km2);
    const chosen = EVERY_DAY.filter(() => random() < 0.6);
    const days = random() < 0.7 || chosen.length === 0 ? EVERY_DAY : chosen;
    // 06:00 to 22:55 local, on five-minute steps.
    const firstDeparture = 6 * 60 + Math.floor(random() * 204) * 5;
    let onwardShift: number | undefined;
    for (let p = 0; p < PERIODS; p++) {
      const from = addDays(SEASON_START, p * PERIOD_DAYS);
      const to = addDays(from, PERIOD_DAYS - 1);
      const depTime = firstDeparture + (p % 3) * 5;
      const offA = utcOffsetOn(a.timeZone, from);
      const offB = utcOffsetOn(b.timeZone, from);
      const landsAt = depTime - offA + block1 + offB;
      legs.push(leg(flightNumber, 1, { from, to, days }, { airport: a, time: depTime, offset: offA }, { airport: b, at: landsAt, offset: offB }, km1, block1));

      // The day the second leg leaves on, counted from the first leg's, is the same in every period.
      onwardShift ??= Math.floor((landsAt + GROUND) / DAY);
      const leavesAt = Math.min(Math.max(landsAt + GROUND, onwardShift * DAY), onwardShift * DAY + DAY - 5) - onwardShift * DAY;
      const onward = { from: addDays(from, onwardShift), to: addDays(to, onwardShift), days: shiftDays(days, onwardShift) };
      const offB2 = utcOffsetOn(b.timeZone, onward.from);
      const offC = utcOffsetOn(c.timeZone, onward.from);
      legs.push(
        leg(
          flightNumber,
          2,
          onward,
          { airport: b, time: leavesAt, offset: offB2 },
          { airport: c, at: leavesAt - offB2 + block2 + offC, offset: offC },
          km2,
          block2,
        ),
      );
    }
  }
  if (legs.length !== SCHEDULE_LEGS || FLIGHTS * LEGS_PER_FLIGHT * PERIODS !== SCHEDULE_LEGS) throw new Error(`wrote ${legs.length} legs`);
  // A second leg may leave a day before or after the first: the carrier's period covers every leg's.
  const validFrom = legs.reduce((first, l) => (compareDates(l.periodFrom, first) < 0 ? l.periodFrom : first), SEASON_START);
  const validTo = legs.reduce((last, l) => (compareDates(l.periodTo, last) > 0 ? l.periodTo : last), SEASON_START);
  return {
    airline: AIRLINE,
    timeMode: 'L',
    season: 'S27',
    validFrom,
    validTo,
    creationDate: { year: 2026, month: 11, day: 1 },
    title: 'BENCH SCHEDULE 100000 LEGS',
    legs,
  };
}

/** Writes the bench's file into `dir`; the schedule and its text are let go once written. */
async function writeBenchFile(dir: string): Promise<string> {
  const path = join(dir, 'schedule.ssim');
  await writeFile(path, writeSsim(benchSchedule(await networkAirports())), 'latin1');
  return path;
}

/** Runs the child script with `args` and gives what it printed on its last line. */
function runChild(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'schedule-import-child.ts'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out.trim().split('\n').at(-1) ?? '');
      else reject(new Error(`the schedule import child (${args.join(' ')}) ended with ${code}: ${out}`));
    });
  });
}

/** Writes the file and imports it twice in a child process; what it wrote goes as the bench ends. */
export async function scheduleImportBench(): Promise<ScheduleImportFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'schedule-import-bench-'));
  try {
    const started = performance.now();
    const file = await writeBenchFile(dir);
    const writeSeconds = (performance.now() - started) / 1000;
    const dataDir = join(dir, 'pglite');
    // PGlite's first start peaks above the import: it makes its database in a process of its own.
    if ((process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) === undefined) await runChild(['--prepare', dataDir]);
    const report = JSON.parse(await runChild([file, dataDir])) as ScheduleImportReport;
    if (report.legs !== SCHEDULE_LEGS) throw new Error(`imported ${report.legs} legs, expected ${SCHEDULE_LEGS}`);
    return { ...report, writeSeconds };
  } finally {
    removeWhenBenchEnds(dir);
  }
}

const seconds = (s: number) => `${s.toFixed(1)} s`;

export function scheduleImportLine(f: ScheduleImportFigures): string {
  return `schedule import (${f.database}): ${f.legs.toLocaleString('en')} legs, ${f.fileMb.toFixed(1)} MB file (written in ${seconds(f.writeSeconds)}) — read ${seconds(f.readSeconds)}, import ${seconds(f.importSeconds)} (target under 60 s), re-import ${seconds(f.reimportSeconds)} (no change), peak memory ${Math.round(f.peakRssMb)} MB (${Math.round(f.startRssMb)} MB before reading)`;
}

/** `node tests/bench/schedule-import.ts` runs this part alone. */
if (import.meta.main) {
  console.log(scheduleImportLine(await scheduleImportBench()));
}
