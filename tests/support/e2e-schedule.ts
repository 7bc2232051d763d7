import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkHealth } from '../../src/domain/api/health.ts';
import { apiPath } from '../../src/domain/api/operation.ts';
import { parseDate } from '../../src/domain/validation/dates.ts';
import { type StoredLeg, ssimLegOf, storedLegsOf } from '../../src/server/airline/schedule-legs.ts';
import type { SsimLeg } from '../../src/server/airline/ssim/types.ts';
import { writeSsim } from '../../src/server/airline/ssim/write.ts';
import { SERVER_NODE_FLAGS } from '../../src/server/cli/node-flags.ts';
import { openDatabase } from '../../src/server/db/connect.ts';
import { E2E_CAPTCHA } from './e2e-constants.ts';
import { freePort } from './free-port.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * The node that runs the project's TypeScript: the one running the tests when it is new enough (npm scripts put
 * node 24 first on the path), else the project's own.
 */
const NODE = Number(process.versions.node.split('.')[0]) >= 24 ? process.execPath : join(ROOT, 'node_modules/node/bin/node');

/** A storefront's folders: its embedded database and its outbox, which the server and the commands share. */
export interface StorefrontDirs {
  readonly dataDir: string;
  readonly outboxDir: string;
}

const commandEnv = (dirs: StorefrontDirs): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dirs.dataDir,
  MAIL_OUTBOX_DIR: dirs.outboxDir,
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
});

/** A storefront server started as `npm run serve` would be, on a port of its own. */
export interface Storefront {
  /** Where it answers, e.g. http://localhost:4567. */
  readonly origin: string;
  /** What it printed so far, standard output and error together. */
  output(): string;
  /** Stops it as a supervisor would (SIGTERM) and resolves with its exit code; at once if it has already stopped. */
  stop(): Promise<number>;
}

const exitCode = (child: ChildProcess): Promise<number> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode ?? 128)
    : once(child, 'exit').then(([code]) => (code as number | null) ?? 128);

/**
 * Starts the storefront as `npm run serve` does over the folders, with the browser tests' settings, and resolves
 * once it says it is ready and its health check answers; rejects with what it printed if it exits first or is not up within `withinMs`.
 */
export async function startStorefront(dirs: StorefrontDirs, withinMs = 120_000): Promise<Storefront> {
  const port = await freePort('localhost');
  const origin = `http://localhost:${port}`;
  const child = spawn(NODE, [...SERVER_NODE_FLAGS, 'src/server/cli/start.ts', '--no-build'], {
    cwd: ROOT,
    env: {
      ...commandEnv(dirs),
      PORT: String(port),
      HOST: 'localhost',
      CAPTCHA_FIXED_CODE: E2E_CAPTCHA,
      PROOF_OF_WORK_ITERATIONS: '50',
      TRUST_PROXY: '127.0.0.1,::1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: string) => {
    printed += chunk;
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const exited = exitCode(child);
  const storefront: Storefront = {
    origin,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };

  // It says so once it listens; waiting on what it prints needs no polling.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The storefront did not start within ${withinMs} ms:\n${printed}`));
    }, withinMs);
    const check = () => {
      if (!printed.includes('Storefront ready on')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The storefront exited with ${code} before it was ready:\n${printed}`));
    });
  });
  const health = await fetch(`${origin}${apiPath(checkHealth)}`);
  if (!health.ok) throw new Error(`The storefront started but its health check answered ${health.status}:\n${printed}`);
  return storefront;
}

/** What a command printed and how it ended. */
export interface CommandOutcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `npm run import-schedule -- ARGS` on the folders' database and outbox. */
export function runImportSchedule(dirs: StorefrontDirs, ...args: string[]): Promise<CommandOutcome> {
  return promisify(execFile)(NODE, ['src/server/cli/import-schedule.ts', ...args], { cwd: ROOT, env: commandEnv(dirs) }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** A stored leg as a SSIM leg again, changed as a test needs. */
const ssimLeg = (leg: StoredLeg, over: Partial<StoredLeg> = {}): SsimLeg => ssimLegOf({ ...leg, ...over });

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** ISO weekday, 1 (Monday) to 7, as SSIM numbers them. */
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** Whether a leg flies on some day of a period (SSIM refuses a period it never flies in). */
const fliesWithin = (leg: StoredLeg, from: string, to: string) =>
  Array.from({ length: 7 }, (_, i) => plusDays(from, i)).some((d) => d <= to && leg.days.includes(String(weekday(d))));

/**
 * Reads the airline's schedule and the flight an order is booked on from the folder's database (its server
 * stopped), and writes to `file` the same schedule with that flight no longer flying on the order's date: its
 * period split around the date. Answers the date.
 */
export async function writeScheduleWithoutOrdersDate(dataDir: string, orderNo: string, file: string): Promise<string> {
  const db = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const seats = await db.query<{ legId: number; depDate: string }>(
      `select os.leg_id as "legId", os.dep_date::text as "depDate"
         from order_seat os join booking_order o on o.id = os.order_id where o.order_no = $1`,
      [orderNo],
    );
    if (seats.length !== 1) throw new Error(`Order ${orderNo} holds ${seats.length} seats; expected one`);
    const [{ legId, depDate }] = seats;
    const stored = await storedLegsOf(db, 'CZ');
    const legs = stored.flatMap((row) => {
      if (row.id !== legId) return [ssimLeg(row)];
      const before = { periodFrom: row.periodFrom, periodTo: plusDays(depDate, -1) };
      const after = { periodFrom: plusDays(depDate, 1), periodTo: row.periodTo };
      return [before, after].filter((p) => p.periodFrom <= p.periodTo && fliesWithin(row, p.periodFrom, p.periodTo)).map((p) => ssimLeg(row, p));
    });
    const from = stored.map((row) => row.periodFrom).sort()[0];
    const to = stored
      .map((row) => row.periodTo)
      .sort()
      .at(-1);
    const today = parseDate(new Date().toISOString().slice(0, 10));
    const validFrom = parseDate(from);
    const validTo = parseDate(to ?? from);
    if (!today || !validFrom || !validTo) throw new Error('The stored schedule has no period');
    await writeFile(file, writeSsim({ airline: 'CZ', timeMode: 'L', season: 'CHG', validFrom, validTo, creationDate: today, title: 'CHANGED SCHEDULE', legs }));
    return depDate;
  } finally {
    await db.close();
  }
}
