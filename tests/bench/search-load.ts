/**
 * Search under load: starts the bundled server on the demo network (in memory),
 * opens booking sessions on a mix of routes and sites, and sends searches for
 * dates spread over a month from 50 keep-alive connections, then does the same to
 * the health endpoint for comparison. Two measures for each:
 *
 * - throughput: each connection sends its next request as soon as the previous
 *   one answers (the most the server can do);
 * - latency at 1,000 requests a second: the 50 connections send on a fixed
 *   schedule, and each request's time counts from when it was due, so a stalled
 *   server is not hidden by requests that were never sent.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { checkHealth } from '../../src/domain/api/health.ts';
import { apiPath, type CallInput, toSearchParams } from '../../src/domain/api/operation.ts';
import { searchFlights } from '../../src/domain/api/shop.ts';
import { benchClient } from './bench-http.ts';
import { openSearchSession, startBenchServer } from './bench-server.ts';

const PORT = 4610;
const CONNECTIONS = 50;
const THROUGHPUT_REQUESTS = 5_000;
const RATE = 1_000;
const RATE_SECONDS = 5;
const DAYS = 30;
const ROUTES = [
  ['nz', 'AKL', 'CAN'],
  ['au', 'SYD', 'CAN'],
  ['jp', 'NRT', 'CAN'],
  ['gb', 'LON', 'CAN'],
  ['us', 'LAX', 'BJS'],
  ['kr', 'SEL', 'SHA'],
  ['sg', 'SIN', 'CAN'],
  ['nz', 'CAN', 'BJS'],
  ['ca', 'YVR', 'CAN'],
  ['th', 'BKK', 'CTU'],
] as const;

export interface Figures {
  readonly p50: number;
  readonly p99: number;
  readonly perSecond: number;
}

interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

const client = benchClient(`http://127.0.0.1:${PORT}`, CONNECTIONS);

async function send(call: Call): Promise<void> {
  const headers: Record<string, string> = call.body ? { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'storefront' } : {};
  const reply = await client.send(call.path, { method: call.method, headers, body: call.body });
  if (reply.status !== 200) throw new Error(`HTTP ${reply.status} for ${call.path}`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function throughput(next: () => Call): Promise<number> {
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < THROUGHPUT_REQUESTS) {
        sent++;
        await send(next());
      }
    }),
  );
  return THROUGHPUT_REQUESTS / ((performance.now() - started) / 1000);
}

async function latencyAtRate(next: () => Call): Promise<{ p50: number; p99: number }> {
  const total = RATE * RATE_SECONDS;
  const interval = 1000 / RATE;
  const times: number[] = [];
  const started = performance.now() + 10;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = worker; i < total; i += CONNECTIONS) {
        const due = started + i * interval;
        const wait = due - performance.now();
        // Node truncates a delay to whole milliseconds, which would send a call before it is due.
        if (wait > 0) await pause(Math.ceil(wait));
        await send(next());
        times.push(performance.now() - due);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function measure(next: () => Call): Promise<Figures> {
  const perSecond = await throughput(next);
  return { ...(await latencyAtRate(next)), perSecond };
}

export interface SearchLoadFigures {
  readonly search: Figures;
  readonly health: Figures;
  readonly mix: string;
  /**
   * The server's RSS in MB: a second after it said it was ready, as the loads end, and ten seconds later (the
   * heap that a load grew is given back once the server idles).
   */
  readonly rss: { readonly afterStart: number; readonly endOfLoad: number; readonly settled: number };
}

export async function searchLoad(): Promise<SearchLoadFigures> {
  const server = await startBenchServer(PORT);
  try {
    await pause(1_000);
    const afterStart = server.residentMb();
    const dates = Array.from({ length: DAYS }, (_, i) => new Date(Date.now() + (7 + i) * 86_400_000).toISOString().slice(0, 10));
    const sessions = await Promise.all(ROUTES.map(([site, dep, arr]) => openSearchSession(server.origin, site, 'en', { from: dep, to: arr, date: dates[0] })));
    // A fixed pseudo-random walk over sessions and dates, the same in every run.
    let seed = 7;
    const searchCall = (): Call => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const execution = sessions[seed % sessions.length];
      const date = dates[Math.floor(seed / sessions.length) % dates.length];
      const search: CallInput<typeof searchFlights>['body'] = { type: 'sliceGrid', execution, date };
      return { method: 'POST', path: apiPath(searchFlights), body: toSearchParams(search).toString() };
    };
    await throughput(searchCall);
    const health = await measure(() => ({ method: 'GET', path: apiPath(checkHealth) }));
    const search = await measure(searchCall);
    const endOfLoad = server.residentMb();
    await pause(10_000);
    return { search, health, mix: `${ROUTES.length} routes x ${DAYS} days`, rss: { afterStart, endOfLoad, settled: server.residentMb() } };
  } finally {
    client.close();
    await server.stop();
  }
}
