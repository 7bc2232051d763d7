/**
 * Low-fare alerts at scale: a million running, confirmed alerts on the demo network (one way and round trips, one to
 * three departure days each, on the routes the network flies, over the next two months, in economy and premium
 * economy, for one or two adults, some non-stop only), loaded in one statement; then one watcher pass that prices
 * every one of them, and a second pass where one alert in two hundred finds a drop (news, and the notices written,
 * priced again and e-mailed). Prints each pass's time, the process's memory before the passes and at its peak during
 * them, and the latency of Subscribe, called four times a second in the same server while the second pass runs
 * (targets: a pass under 5 minutes and 1 GB; Subscribe p99 under 100 ms).
 */

import { spawnSync } from 'node:child_process';
import { subscribeLowPrice } from '../../src/domain/api/low-price.ts';
import { demoNetworkStep } from '../../src/server/airline/demo/seed-network.ts';
import { demoRatesStep } from '../../src/server/airline/demo/seed-rates.ts';
import { createApi } from '../../src/server/api.ts';
import { SERVER_NODE_FLAGS } from '../../src/server/cli/node-flags.ts';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { createSandboxProvider } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { type Clock, systemClock } from '../../src/server/platform/clock.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import { apiClient } from '../support/api.ts';
import { memoryMailer } from '../support/memory-mailer.ts';
import { memorySms } from '../support/memory-sms.ts';
import { LIGHT_PROOF_OF_WORK } from '../support/test-app.ts';
import { benchDatabase, benchSchema, closeBenchDatabase, databaseName } from './bench-database.ts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 1_000_000);
const SUBSCRIBES = 200;
const SUBSCRIBE_EVERY_MS = 250;

export interface WatchFigures extends PassFigures {
  readonly database: string;
  readonly alerts: number;
}

interface PassFigures {
  readonly firstPass: { seconds: number; priced: number; news: number };
  readonly secondPass: { seconds: number; priced: number; news: number; sent: number };
  /** The process's RSS just before the first pass: the database (when embedded), the network and the server. */
  readonly startRssMb: number;
  readonly peakRssMb: number;
  readonly peakHeapMb: number;
  /** Subscribes answered while the second pass ran. */
  readonly subscribes: number;
  readonly subscribeP50: number;
  readonly subscribeP99: number;
}

/** The highest RSS and heap seen while `task` runs, sampled every 100 ms. */
async function peakMemory<T>(task: () => Promise<T>): Promise<{ result: T; rss: number; heap: number }> {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 100);
  try {
    const result = await task();
    return { result, rss, heap };
  } finally {
    clearInterval(sample);
  }
}

async function timed<T>(task: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await task();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** The demo network and fares, and ALERTS running, confirmed alerts over its routes; answers how many there are. */
async function prepare(db: DbHandle): Promise<number> {
  const logger = createLogger('silent');
  await demoNetworkStep()(db, systemClock, logger);
  await demoRatesStep()(db, systemClock, logger);
  // The routes the network flies non-stop between airports that are their own cities.
  await db.exec(`select setseed(0.16);
    create temporary table bench_route as
      select row_number() over (order by l.dep_station, l.arr_station) - 1 as i, l.dep_station as dep, l.arr_station as arr
      from (select distinct dep_station, arr_station from flight_leg) l
      join airport a on a.code = l.dep_station and a.city = l.dep_station
      join airport b on b.code = l.arr_station and b.city = l.arr_station;`);
  await db.query(
    `insert into low_price_alert (order_no, site, lang, email, origin, destination, trip_type, depart_from, depart_to, stay_days,
       cabin, adults, children, infants, nonstop_only, target_amount, currency, keep_watching, status, confirmed_at, created_at)
     select 'FR' || lpad(g::text, 18, '0'), 'nz', 'en', 'bench' || g || '@example.com', r.dep, r.arr, p.trip,
       to_char(current_date + p.first, 'YYYY-MM-DD'), to_char(current_date + p.first + p.span, 'YYYY-MM-DD'),
       case when p.trip = 2 then 7 end, p.cabin, p.adults, 0, 0, p.nonstop, null, 'NZD', true, 0, now(), now()
     from generate_series(1, $1::int) g
     cross join lateral (select floor(random() * (select count(*) from bench_route))::int as route,
       case when random() < 0.25 then 2 else 1 end as trip, 7 + floor(random() * 60)::int as first, floor(random() * 3)::int as span,
       case when random() < 0.2 then 1 else 0 end as cabin, 1 + floor(random() * 2)::int as adults, random() < 0.3 as nonstop
       where g > 0) p
     join bench_route r on r.i = p.route`,
    [ALERTS],
  );
  // As the server's autovacuum would soon after a bulk load; without statistics the planner reads the table in the wrong order.
  await db.exec('analyze low_price_alert');
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from low_price_alert');
  return count;
}

/** The two passes and the subscribes during the second, in the process that runs them. */
async function runPasses(db: DbHandle): Promise<PassFigures> {
  const logger = createLogger('silent');
  // The second pass comes "later": the clock moves past the recheck time instead of the bench waiting for it.
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const mailer = memoryMailer();
  const { app, jobs, ready } = createApi({
    db,
    clock,
    logger,
    secrets: randomSecrets(),
    payments: createSandboxProvider({ clock, db, autoDeliver: false }),
    mailer,
    sms: memorySms(),
    proofOfWork: LIGHT_PROOF_OF_WORK,
    publicOrigin: 'https://shop.example',
  });
  await ready;

  const startRss = process.memoryUsage().rss;
  const first = await peakMemory(() => timed(() => jobs.watchLowPrices()));

  // The next pass comes after the recheck time. For one alert in two hundred the fare seen last time is made
  // higher than today's, so the pass finds a drop: a notice written, the day priced again, and an e-mail sent.
  await db.exec('update low_price_alert set last_amount = last_amount + 100 where last_amount is not null and id % 200 = 0');
  offsetMs += 11 * 60_000;
  // Travellers keep subscribing while a pass runs in the same server: one every SUBSCRIBE_EVERY_MS, timed.
  const times: number[] = [];
  const timedTransport = async (path: string, init: RequestInit) => {
    const started = performance.now();
    const response = await app.request(`http://localhost${path}`, init);
    if (path.endsWith('/subscribe')) times.push(performance.now() - started);
    return response;
  };
  const api = apiClient(timedTransport);
  let passing = true;
  const subscribing = (async () => {
    for (let i = 0; i < SUBSCRIBES && passing; i++) {
      await api.ok(
        subscribeLowPrice,
        {
          params: { site: 'nz', lang: 'en' },
          body: {
            origin: 'CAN',
            destination: 'SYD',
            tripType: 1,
            departFrom: '2027-01-20',
            cabin: 0,
            adults: 1,
            flightScheme: 1,
            email: `new${i}@example.com`,
          },
        },
        { browser: { address: `198.51.100.${(i % 200) + 1}` } },
      );
      await new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_EVERY_MS));
    }
  })();
  const second = await peakMemory(() => timed(() => jobs.watchLowPrices()));
  passing = false;
  await subscribing;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;

  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    firstPass: { seconds: first.result.seconds, priced: first.result.result.priced, news: first.result.result.news },
    secondPass: { seconds: second.result.seconds, priced: second.result.result.priced, news: second.result.result.news, sent: second.result.result.sent },
    startRssMb: mb(startRss),
    peakRssMb: mb(Math.max(first.rss, second.rss)),
    peakHeapMb: mb(Math.max(first.heap, second.heap)),
    subscribes: times.length,
    subscribeP50: at(0.5),
    subscribeP99: at(0.99),
  };
}

export async function lowFareWatch(): Promise<WatchFigures> {
  const db = await benchDatabase();
  const alerts = await prepare(db);
  let passes: PassFigures;
  if (db.kind === 'postgres') {
    // On a server, the passes run in a process of their own with a storefront server's flags, as in a storefront
    // server: the memory the seeding left behind is not theirs.
    const [{ schema }] = await db.query<{ schema: string }>('select current_schema() as schema');
    const child = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, import.meta.filename, '--passes', schema], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`the watcher's process failed (${child.status})`);
    passes = JSON.parse(child.stdout) as PassFigures;
  } else {
    passes = await runPasses(db);
  }
  await closeBenchDatabase(db);
  return { database: databaseName(db), alerts, ...passes };
}

/** `node tests/bench/low-fare-watch.ts` runs this part alone; BENCH_ALERTS sets how many alerts. */
if (import.meta.main) {
  const passesIn = process.argv.indexOf('--passes');
  if (passesIn >= 0) {
    const db = await benchSchema(process.argv[passesIn + 1] ?? '');
    console.log(JSON.stringify(await runPasses(db)));
    await db.close();
  } else {
    console.log(JSON.stringify(await lowFareWatch()));
  }
}
