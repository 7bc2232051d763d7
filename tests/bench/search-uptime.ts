/**
 * The server's memory over a long search load in which no search repeats another: 400 routes between the demo
 * network's international airports and its Chinese ones, one way or the other, each searched on one day, then each on
 * the next day, and so on, from 50 keep-alive connections, in rounds. The memos (flights by station and day,
 * itineraries, priced slices, seats sold, sessions) keep filling with entries few later searches ask for again, so
 * memory that no budget bounded would grow round after round. Prints the server's RSS after start, after each round
 * and ten seconds after the last: it rises while the caches fill to their budgets, then must stay level.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { apiPath, type CallInput, toSearchParams } from '../../src/domain/api/operation.ts';
import { searchFlights } from '../../src/domain/api/shop.ts';
import { DOMESTIC_WEIGHTS, INTERNATIONAL } from '../../src/server/airline/demo/routes.ts';
import { benchClient } from './bench-http.ts';
import { openSearchSession, startBenchServer } from './bench-server.ts';

const PORT = 4611;
const CONNECTIONS = 50;
const ROUNDS = 8;
const SEARCHES_A_ROUND = 6_000;
/** The first day searched: each route is searched on it, then each on the day after, and so on. */
const FIRST_DAY = 7;
/** The routes searched, each in a session every round opens anew. */
const ROUTES = 400;

export interface UptimeFigures {
  readonly afterStart: number;
  /** The RSS in MB after each round, in order. */
  readonly afterRounds: readonly number[];
  readonly settled: number;
  readonly searches: number;
  readonly seconds: number;
  readonly routes: number;
  readonly days: number;
}

/** Routes between the international and the Chinese airports, one way or the other in turn, spread over both lists. */
function routes(): [string, string][] {
  const domestic = Object.keys(DOMESTIC_WEIGHTS);
  const pairs: [string, string][] = [];
  for (let i = 0; pairs.length < ROUTES; i++) {
    const abroad = INTERNATIONAL[i % INTERNATIONAL.length];
    const home = domestic[Math.floor(i / INTERNATIONAL.length) % domestic.length];
    pairs.push(i % 2 === 0 ? [abroad, home] : [home, abroad]);
  }
  return pairs;
}

export async function searchUptime(): Promise<UptimeFigures> {
  const server = await startBenchServer(PORT);
  const client = benchClient(server.origin, CONNECTIONS);
  try {
    await pause(1_000);
    const afterStart = server.residentMb();
    const day = (n: number) => new Date(Date.now() + (FIRST_DAY + n) * 86_400_000).toISOString().slice(0, 10);
    const pairs = routes();
    // Search k is route k mod ROUTES on day k div ROUTES: no two searches of the run are the same.
    let k = 0;
    const search = async (sessions: readonly string[]) => {
      const body: CallInput<typeof searchFlights>['body'] = { type: 'sliceGrid', execution: sessions[k % ROUTES], date: day(Math.floor(k / ROUTES)) };
      k++;
      const reply = await client.send(apiPath(searchFlights), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'storefront' },
        body: toSearchParams(body).toString(),
      });
      if (reply.status !== 200) throw new Error(`search answered ${reply.status}: ${reply.body}`);
    };
    const afterRounds: number[] = [];
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      // Each round's travellers open sessions of their own, as new visitors do, so the sessions' memo fills too.
      const sessions: string[] = [];
      for (let first = 0; first < ROUTES; first += CONNECTIONS) {
        const opening = pairs.slice(first, first + CONNECTIONS).map(([from, to]) => openSearchSession(server.origin, 'nz', 'en', { from, to, date: day(0) }));
        sessions.push(...(await Promise.all(opening)));
      }
      const end = (round + 1) * SEARCHES_A_ROUND;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (k < end) await search(sessions);
        }),
      );
      afterRounds.push(server.residentMb());
    }
    const seconds = (performance.now() - started) / 1000;
    await pause(10_000);
    return { afterStart, afterRounds, settled: server.residentMb(), searches: k, seconds, routes: ROUTES, days: Math.ceil(k / ROUTES) };
  } finally {
    client.close();
    await server.stop();
  }
}

/** `node tests/bench/search-uptime.ts` runs this part alone. */
if (import.meta.main) console.log(JSON.stringify(await searchUptime()));
