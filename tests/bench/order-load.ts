/**
 * Orders under load, against the built storefront served as `npm start` serves it, in a process of its own, so
 * that the buyers (this process) never share the server's event loop: on its embedded database, or on the
 * PostgreSQL server of BENCH_DATABASE_URL or TEST_DATABASE_URL in a schema of the bench's own. A few flights of
 * the demo network have few seats left (on the embedded database, the server is stopped while the bench writes
 * them, and started again on the same folder). After a warm-up on the route's flights of the days after, buyers from
 * many addresses, as the trusted proxy forwards them, book at once; each creates an order, jumps to the sandbox's
 * card page and pays there, then goes on to the next order while its paid page asks the order's status on the
 * page's own schedule until it is ticketed (the sandbox notifies the server twice, as providers do). Then buyers
 * come at a steady rate on the route's other flights, each when due. Prints orders paid per second by the buyers
 * at once (each checked as ticketed in the end), the server's CPU time per paid order (beside the buyers' and the
 * whole machine's), the p50 and p99 at the steady rate from a buyer's coming to the paid page (at once, a buyer's
 * time is only the buyers ahead of it divided by the rate, by Little's law), the orders refused as sold out, the
 * seats sold beyond any cabin's capacity (must be zero), and the server's RSS after start, as the load ends and ten
 * seconds later.
 */
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { apiPath, apiUrl, type CallInput, type ReplyOf, toSearchParams } from '../../src/domain/api/operation.ts';
import { createOrder } from '../../src/domain/api/orders.ts';
import { getPaymentStatus, startPayment } from '../../src/domain/api/payment.ts';
import { openBookingSession, searchFlights } from '../../src/domain/api/shop.ts';
import { pollDelay } from '../../src/islands/order/paid-polling.ts';
import { classesOfCabin, seatsByCabin } from '../../src/server/airline/fares/cabins.ts';
import { type DbHandle, openDatabase } from '../../src/server/db/connect.ts';
import { benchSchema, closeBenchDatabase, databaseName } from './bench-database.ts';
import { benchClient, jsonOf } from './bench-http.ts';
import { type BenchServer, searchLink, startBenchServer } from './bench-server.ts';
import { removeWhenBenchEnds } from './scratch-folders.ts';

const PORT = 4612;
const BUYERS = 400;
const CONCURRENCY = 25;
const FLIGHTS = 4;
/** Seats left on each flight: fewer in all than buyers, so that some are refused. */
const SEATS_LEFT = 80;
/**
 * Orders paid before the measured ones, on the route's flights of the days after the measured day: a server answers
 * its first orders while V8 still compiles their code, and a storefront's throughput is what it sustains, not its
 * first seconds after a start. After 500 orders V8 still spent about 0.8 ms of CPU an order compiling the order path
 * (its traces of the measured round: a quarter of a second in 300 orders), so the warm-up takes several days' flights.
 */
const WARM_UP_DAYS = 3;
const WARM_UP_BUYERS_A_DAY = 500;
const WARM_UP_BUYERS = WARM_UP_DAYS * WARM_UP_BUYERS_A_DAY;
/**
 * Buyers who come at a steady rate, each whether or not the ones before have finished, for the time an order takes
 * at that load: the embedded database's throughput target, on every flight of the route with seats to spare.
 */
const STEADY_RATE = 150;
const STEADY_BUYERS = 2 * STEADY_RATE;
const SITE = 'nz';
const LANG = 'en';
const HEADERS = { 'x-requested-with': 'storefront' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export interface OrderFigures {
  readonly database: string;
  readonly ordersPerSecond: number;
  /** The steady buyers' rate a second, and their times in milliseconds from when each was due to its paid page. */
  readonly steadyRate: number;
  readonly p50: number;
  readonly p99: number;
  readonly paid: number;
  readonly soldOut: number;
  readonly oversold: number;
  /** The server's CPU time per paid order in milliseconds, from the first order to the last one's ticket. */
  readonly cpuMsPerOrder: number;
  /** The same, of the server's main thread alone (the one that answers requests; mail has a thread of its own). */
  readonly mainThreadCpuMsPerOrder: number;
  /**
   * The CPU time per paid order of the buyers (this process), and of the whole machine: what is left of the
   * machine's once the server's and the buyers' are taken is the database server's backends (and anything else the
   * machine ran meanwhile), which share the cores with the other two.
   */
  readonly buyersCpuMsPerOrder: number;
  readonly machineCpuMsPerOrder: number;
  /** The server's RSS in MB: a second after it said it was ready, as the buyers at once end, and ten seconds after the steady ones. */
  readonly rss: { readonly afterStart: number; readonly endOfLoad: number; readonly settled: number };
}

/** A day's nonstop flights of the route, as its search shows them, and the booking session they are ordered in. */
interface Trip {
  readonly execution: string;
  readonly flights: ReplyOf<typeof searchFlights>['data']['grid']['rows'];
}

interface ScarceLeg {
  readonly id: number;
  readonly capacity: number;
  readonly classes: readonly string[];
}

/** The time the machine's cores have spent busy so far, in milliseconds. */
const machineBusyMs = () => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

/** Sells all but SEATS_LEFT economy seats of each leg on the date, as earlier bookings would have. */
async function leaveFewSeats(db: DbHandle, legIds: readonly number[], date: string): Promise<ScarceLeg[]> {
  const legs: ScarceLeg[] = [];
  for (const id of legIds) {
    const [leg] = await db.query<{ booking_designators: string; configuration: Record<string, number> }>(
      'select booking_designators, configuration from flight_leg where id = $1',
      [id],
    );
    const capacity = seatsByCabin(leg.configuration).get(0) ?? 0;
    const classes = classesOfCabin(leg.booking_designators, 0);
    await db.query('insert into seat_sale (leg_id, dep_date, booking_class, sold) values ($1, $2, $3, $4)', [id, date, classes[0], capacity - SEATS_LEFT]);
    legs.push({ id, capacity, classes });
  }
  return legs;
}

/** Seats sold past a cabin's capacity on the legs, and whether every paid order holds exactly one ticket. */
async function checkSales(db: DbHandle, legs: readonly ScarceLeg[], date: string, paid: number): Promise<number> {
  let oversold = 0;
  for (const leg of legs) {
    const [row] = await db.query<{ sold: number }>(
      'select coalesce(sum(sold), 0)::int as sold from seat_sale where leg_id = $1 and dep_date = $2 and booking_class = any($3::text[])',
      [leg.id, date, leg.classes],
    );
    oversold += Math.max(0, row.sold - leg.capacity);
  }
  const [tickets] = await db.query<{ orders: number; tickets: number }>(
    "select count(*)::int as orders, (select count(*)::int from ticket) as tickets from booking_order where status = 'ticketed'",
  );
  if (tickets.orders !== paid || tickets.tickets !== paid)
    throw new Error(`expected ${paid} ticketed orders with one ticket each, found ${tickets.orders} and ${tickets.tickets}`);
  return oversold;
}

/** The database the order bench's server uses when none is named: the PostgreSQL server of the environment, if any. */
export const benchDatabaseUrl = (): string | undefined => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The load against a server on the PostgreSQL server at `url`, or on its embedded database without one. */
export async function orderLoad(url: string | undefined): Promise<OrderFigures> {
  const schema = `bench_${crypto.randomUUID().replaceAll('-', '')}`;
  // The buyers' addresses come in X-Forwarded-For, from this process, which the server trusts as its proxy.
  const env = { TRUST_PROXY: '127.0.0.1', ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}) };
  const embeddedAt = (server: BenchServer) => join(server.dataDir, 'pglite');
  const openServerDatabase = (server: BenchServer) => (url ? benchSchema(schema) : openDatabase({ kind: 'pglite', dataDir: embeddedAt(server) }));
  let server = await startBenchServer(PORT, { env });
  // However the load ends, its server stops (stopping is idempotent), rather than hold the port.
  try {
    const client = benchClient(server.origin, 2 * CONCURRENCY);
    const { send } = client;

    const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    /** The route's nonstop flights on a day, in the session a traveller's search opens for it. */
    const nonstopOn = async (date: string): Promise<Trip> => {
      const { encryptArgs } = await searchLink(server.origin, SITE, LANG, { from: 'CAN', to: 'KMG', date });
      const opened = await send(apiPath(openBookingSession), {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ encryptArgs }),
      });
      const { execution } = jsonOf<ReplyOf<typeof openBookingSession>>(opened);
      const search: CallInput<typeof searchFlights>['body'] = { execution, date };
      const grid = await send(apiPath(searchFlights), { method: 'POST', headers: { ...HEADERS, ...FORM }, body: toSearchParams(search).toString() });
      return { execution, flights: jsonOf<ReplyOf<typeof searchFlights>>(grid).data.grid.rows.filter((r) => r.stops === 0) };
    };
    const date = dayAfter(20);
    const measured = await nonstopOn(date);
    const rows = measured.flights;
    if (rows.length <= FLIGHTS) throw new Error(`the route has ${rows.length} nonstop flights; the bench needs more than ${FLIGHTS}`);
    const scarce: Trip = { execution: measured.execution, flights: rows.slice(0, FLIGHTS) };
    const spare: Trip = { execution: measured.execution, flights: rows.slice(FLIGHTS) };
    const warmUpTrips = await Promise.all(Array.from({ length: WARM_UP_DAYS }, (_, day) => nonstopOn(dayAfter(21 + day))));
    const legIds = scarce.flights.map((row) => Number(row.sol.split('.')[0]));

    let legs: ScarceLeg[];
    if (url) {
      const db = await openServerDatabase(server);
      legs = await leaveFewSeats(db, legIds, date).finally(() => db.close());
    } else {
      // An embedded database is one process's: the server lets it go while the bench writes.
      await server.stop({ keepData: true });
      const db = await openServerDatabase(server);
      legs = await leaveFewSeats(db, legIds, date).finally(() => db.close());
      server = await startBenchServer(PORT, { env, dataDir: server.dataDir });
    }
    await pause(1_000);
    const afterStart = server.residentMb();

    const passenger = { type: 'ADT', firstName: 'BENCH', lastName: 'BUYER', sex: '1', nationality: 'NZ', birthday: '1980-01-01' } as const;
    // The paid page's own asks, on its own schedule: what a traveller's browser sends while the notification comes.
    const untilTicketed = async (orderNo: string, statusPath: string, headers: Record<string, string>) => {
      for (let asked = 0; ; asked++) {
        const status = jsonOf<ReplyOf<typeof getPaymentStatus>>(await send(statusPath, { headers }));
        if (status.status === 'success' && status.order.status === 'ticketed') return;
        if (status.status === 'failure') throw new Error(`order ${orderNo} was not paid: ${status.reason}`);
        await pause(pollDelay(asked));
      }
    };
    type Round = { times: number[]; soldOut: number; paid: number; ticketing: Promise<void>[] };
    const newRound = (): Round => ({ times: [], soldOut: 0, paid: 0, ticketing: [] });
    /**
     * Buyer i books one of the flights in turn: the order, the jump, the card page and the paid page, timed from
     * `begin` (when the buyer came) to the paid page; the paid page's asks for the status go on in the background.
     */
    const buyOne = async ({ execution, flights }: Trip, i: number, round: Round, begin: number) => {
      const from = { 'x-forwarded-for': `10.${Math.floor(i / 250)}.${i % 250}.1` };
      const order: CallInput<typeof createOrder>['body'] = {
        session: execution,
        choices: [{ set: 0, sol: flights[i % flights.length].sol, familyId: 'ECONOMY_FLEX' }],
        passengers: [passenger],
        contact: { contactName: 'Bench Buyer', areaCode: '64', phone: '211234567', email: `b${i}@example.com` },
      };
      const created = await send(apiUrl(createOrder, { query: { execution, country: SITE, language: LANG } }), {
        method: 'POST',
        headers: { ...HEADERS, ...from, 'content-type': 'application/json' },
        body: JSON.stringify(order),
      });
      if (created.status === 409) {
        round.soldOut++;
        return;
      }
      if (created.status !== 200) throw new Error(`order create answered ${created.status}: ${created.body}`);
      const { orderNo } = jsonOf<ReplyOf<typeof createOrder>>(created).order;
      const cookie = (created.headers['set-cookie'] ?? []).map((set) => set.split(';')[0]).join('; ');
      const pay: CallInput<typeof startPayment>['body'] = { orderNo };
      const jump = await send(apiPath(startPayment, { site: SITE, lang: LANG }), {
        method: 'POST',
        headers: { ...HEADERS, ...FORM, ...from, cookie },
        body: toSearchParams(pay).toString(),
      });
      if (jump.status !== 200) throw new Error(`payment start answered ${jump.status}: ${jump.body}`);
      const { url: cardPage, execution: reference } = jsonOf<ReplyOf<typeof startPayment>>(jump);
      const card = await send(cardPage, {
        method: 'POST',
        headers: { ...FORM, ...from },
        body: new URLSearchParams({ number: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'BENCH BUYER' }).toString(),
      });
      // The browser follows the provider back to the paid page.
      const back = card.headers.location;
      if (card.status !== 303 || !back) throw new Error(`the card page answered ${card.status}: ${card.body}`);
      const paidPage = await send(back, { headers: from });
      if (paidPage.status !== 200) throw new Error(`the paid page answered ${paidPage.status}`);
      round.times.push(performance.now() - begin);
      const statusPath = apiPath(getPaymentStatus, { site: SITE, lang: LANG, type: 'order', execution: reference });
      round.ticketing.push(untilTicketed(orderNo, statusPath, { ...HEADERS, ...from, cookie }));
      round.paid++;
    };
    /** Buyers numbered from `first`, CONCURRENCY at a time, each starting as the one before it ends. */
    const buyOn = async (trip: Trip, first: number, count: number) => {
      const round = newRound();
      let next = first;
      const buyer = async () => {
        while (next < first + count) await buyOne(trip, next++, round, performance.now());
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, buyer));
      return round;
    };
    /**
     * Buyers numbered from `first` arriving at a steady `rate` a second, each when due whether or not the ones before
     * have finished, as travellers arrive: each is timed from when it was due, so that a server that falls behind
     * shows in the times rather than slowing the arrivals.
     */
    const buyAtRate = async (trip: Trip, first: number, count: number, rate: number) => {
      const round = newRound();
      const started = performance.now() + 10;
      const buyers: Promise<void>[] = [];
      for (let k = 0; k < count; k++) {
        const due = started + (k * 1000) / rate;
        const wait = due - performance.now();
        // Node truncates a delay to whole milliseconds, which would send a buyer before it is due.
        if (wait > 0) await pause(Math.ceil(wait));
        buyers.push(buyOne(trip, first + k, round, due));
      }
      await Promise.all(buyers);
      return round;
    };

    // The warm-up's buyers, a day's flights at a time; only how many paid matters afterwards (checkSales).
    let warmUpPaid = 0;
    for (const [day, trip] of warmUpTrips.entries()) {
      const round = await buyOn(trip, day * WARM_UP_BUYERS_A_DAY, WARM_UP_BUYERS_A_DAY);
      await Promise.all(round.ticketing);
      warmUpPaid += round.paid;
    }
    const started = performance.now();
    const cpuAtStart = server.cpuMs();
    const mainThreadCpuAtStart = server.mainThreadCpuMs();
    const buyersCpuAtStart = process.cpuUsage();
    const machineCpuAtStart = machineBusyMs();
    const { soldOut, paid, ticketing } = await buyOn(scarce, WARM_UP_BUYERS, BUYERS);
    const seconds = (performance.now() - started) / 1000;
    // Every order paid is ticketed in the end; the counts below check it.
    await Promise.all(ticketing);
    const cpuMsPerOrder = (server.cpuMs() - cpuAtStart) / paid;
    const mainThreadCpuMsPerOrder = (server.mainThreadCpuMs() - mainThreadCpuAtStart) / paid;
    const buyersCpu = process.cpuUsage(buyersCpuAtStart);
    const buyersCpuMsPerOrder = (buyersCpu.user + buyersCpu.system) / 1000 / paid;
    const machineCpuMsPerOrder = (machineBusyMs() - machineCpuAtStart) / paid;
    const endOfLoad = server.residentMb();
    const steady = await buyAtRate(spare, WARM_UP_BUYERS + BUYERS, STEADY_BUYERS, STEADY_RATE);
    await Promise.all(steady.ticketing);
    if (steady.soldOut > 0) throw new Error(`${steady.soldOut} of the steady buyers found their flight sold out; the bench's flights need more seats`);
    await pause(10_000);
    const settled = server.residentMb();

    client.close();
    await server.stop({ keepData: true });
    const db = await openServerDatabase(server);
    const database = databaseName(db);
    try {
      const oversold = await checkSales(db, legs, date, warmUpPaid + paid + steady.paid);
      const times = steady.times.sort((a, b) => a - b);
      const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
      return {
        database,
        ordersPerSecond: paid / seconds,
        steadyRate: STEADY_RATE,
        p50: at(0.5),
        p99: at(0.99),
        paid,
        soldOut,
        oversold,
        cpuMsPerOrder,
        mainThreadCpuMsPerOrder,
        buyersCpuMsPerOrder,
        machineCpuMsPerOrder,
        rss: { afterStart, endOfLoad, settled },
      };
    } finally {
      await closeBenchDatabase(db);
      removeWhenBenchEnds(server.dataDir);
    }
  } finally {
    await server.stop();
  }
}

/** `node tests/bench/order-load.ts` runs this part alone. */
if (import.meta.main) {
  const f = await orderLoad(benchDatabaseUrl());
  console.log(JSON.stringify(f));
}
