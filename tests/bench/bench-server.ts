import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiPath, apiUrl, type CallInput, type ReplyOf } from '../../src/domain/api/operation.ts';
import { createSearchLink, openBookingSession } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { SERVER_NODE_FLAGS } from '../../src/server/cli/node-flags.ts';
import { removeWhenBenchEnds } from './scratch-folders.ts';

const root = resolve(import.meta.dirname, '../..');
/** The kernel's clock ticks per second, in which /proc counts CPU time (USER_HZ: 100 on every Linux we run on). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The sealed link of a one-way search for one adult, as the search page asks the server for it. */
export async function searchLink(
  origin: string,
  site: string,
  lang: Lang,
  trip: { from: string; to: string; date: string },
): Promise<ReplyOf<typeof createSearchLink>> {
  const body: CallInput<typeof createSearchLink>['body'] = { tripType: 'S', dep: [trip.from], arr: [trip.to], date: [trip.date], adt: 1, cnn: 0, inf: 0 };
  const reply = await fetch(`${origin}${apiUrl(createSearchLink, { query: { country: site, language: lang } })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'storefront' },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`createSearchLink answered ${reply.status}`);
  return (await reply.json()) as ReplyOf<typeof createSearchLink>;
}

/** A booking session on that search, as the results page opens it: the `execution` its searches name. */
export async function openSearchSession(origin: string, site: string, lang: Lang, trip: { from: string; to: string; date: string }): Promise<string> {
  const { encryptArgs } = await searchLink(origin, site, lang, trip);
  const reply = await fetch(`${origin}${apiPath(openBookingSession)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'storefront' },
    body: JSON.stringify({ encryptArgs }),
  });
  if (!reply.ok) throw new Error(`openBookingSession answered ${reply.status}`);
  return ((await reply.json()) as ReplyOf<typeof openBookingSession>).execution;
}

/** The CPU time of a process or thread from its stat file: fields 14 and 15, after the command's closing parenthesis (user and system time in ticks). */
function cpuMsOf(statFile: string): number {
  const stat = readFileSync(statFile, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

export interface BenchServer {
  readonly origin: string;
  /** The folder the server keeps its embedded database and outboxes in. */
  readonly dataDir: string;
  /** The server's resident memory in MB, as the kernel counts it (Linux). */
  residentMb(): number;
  /** The CPU time the server has spent so far, in its own and the kernel's code, in milliseconds (Linux). */
  cpuMs(): number;
  /** The same, of its main thread alone: the one that answers requests, and so bounds what the server answers. */
  mainThreadCpuMs(): number;
  /** Stops the server, if it still runs; its folder goes too as the bench ends (scratch-folders.ts) unless `keepData`, for a later start or for the bench to read. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface BenchServerOptions {
  /** Settings on top of the bench's own: a PostgreSQL server and its schema, the proxies to trust. */
  readonly env?: Readonly<Record<string, string>>;
  /** The folder of an earlier start, served as it was left. */
  readonly dataDir?: string;
}

/**
 * The built storefront served as `npm start` serves it, in a process of its own: its embedded database in a
 * fresh folder, seeded with the demo data on this first start (or the folder of an earlier start), and the
 * e-mail and text messages it sends in outboxes in that folder.
 */
export async function startBenchServer(port: number, options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/cli/start.ts', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'pglite'),
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      SMS_OUTBOX_DIR: join(dataDir, 'sms-outbox'),
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8');
  while (!output.includes('Storefront ready')) {
    const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [string];
    output += chunk;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    residentMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    cpuMs: () => cpuMsOf(`/proc/${child.pid}/stat`),
    // A process's main thread is its task of the same id.
    mainThreadCpuMs: () => cpuMsOf(`/proc/${child.pid}/task/${child.pid}/stat`),
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      if (!keepData) removeWhenBenchEnds(dataDir);
    },
  };
}
