/**
 * Orders under load: the API on a database of its own (the PostgreSQL server of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, else the embedded one), the demo
 * network, and a few flights with few seats left. Buyers from many addresses book
 * at once; each order is created, paid on the sandbox's card page, and its
 * payment notification applied (twice, as providers do). Prints orders per second,
 * the p50 and p99 of creation plus confirmation, the orders refused as sold out,
 * and the seats sold beyond any cabin's capacity (must be zero).
 */
import { apiPath, apiUrl, type CallInput, type ReplyOf, toSearchParams } from '../../src/domain/api/operation.ts';
import { createOrder } from '../../src/domain/api/orders.ts';
import { startPayment } from '../../src/domain/api/payment.ts';
import { createSearchLink, openBookingSession, searchFlights } from '../../src/domain/api/shop.ts';
import { demoNetworkStep } from '../../src/server/airline/demo/seed-network.ts';
import { demoRatesStep } from '../../src/server/airline/demo/seed-rates.ts';
import { classesOfCabin, seatsByCabin } from '../../src/server/airline/fares/cabins.ts';
import { createApi } from '../../src/server/api.ts';
import { createSandboxProvider } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { systemClock } from '../../src/server/platform/clock.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import { memoryMailer } from '../support/memory-mailer.ts';
import { memorySms } from '../support/memory-sms.ts';
import { benchDatabase, closeBenchDatabase, databaseName } from './bench-database.ts';

const BUYERS = 400;
const CONCURRENCY = 25;
const FLIGHTS = 4;
/** Seats left on each flight: fewer in all than buyers, so that some are refused. */
const SEATS_LEFT = 80;
const HEADERS = { 'x-requested-with': 'storefront' };

export interface OrderFigures {
  readonly database: string;
  readonly ordersPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly paid: number;
  readonly soldOut: number;
  readonly oversold: number;
}

export async function orderLoad(): Promise<OrderFigures> {
  const db = await benchDatabase();
  const logger = createLogger('silent');
  await demoNetworkStep()(db, systemClock, logger);
  await demoRatesStep()(db, systemClock, logger);
  const payments = createSandboxProvider({ clock: systemClock, db, autoDeliver: false });
  const { app, ready } = createApi({ db, clock: systemClock, logger, secrets: randomSecrets(), payments, mailer: memoryMailer(), sms: memorySms() });
  await ready;
  const call = async (path: string, init: RequestInit = {}) => app.request(`http://localhost${path}`, init);
  const json = (body: unknown, address?: string): RequestInit => ({
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json', ...(address ? { 'x-real-ip': address } : {}) },
    body: JSON.stringify(body),
  });

  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const trip: CallInput<typeof createSearchLink>['body'] = { tripType: 'S', dep: ['CAN'], arr: ['KMG'], date: [date], adt: 1, cabin: '0' };
  const { encryptArgs } = (await (await call(apiUrl(createSearchLink, { query: { country: 'nz', language: 'en' } }), json(trip))).json()) as ReplyOf<
    typeof createSearchLink
  >;
  const { execution } = (await (await call(apiPath(openBookingSession), json({ encryptArgs }))).json()) as ReplyOf<typeof openBookingSession>;
  const search: CallInput<typeof searchFlights>['body'] = { execution, date };
  const grid = await call(apiPath(searchFlights), { method: 'POST', headers: HEADERS, body: toSearchParams(search) });
  const rows = ((await grid.json()) as ReplyOf<typeof searchFlights>).data.grid.rows.filter((r) => r.stops === 0).slice(0, FLIGHTS);
  const legs: { id: number; capacity: number; classes: string[] }[] = [];
  for (const row of rows) {
    const id = Number(row.sol.split('.')[0]);
    const [leg] = await db.query<{ booking_designators: string; configuration: Record<string, number> }>(
      'select booking_designators, configuration from flight_leg where id = $1',
      [id],
    );
    const capacity = seatsByCabin(leg.configuration).get(0) ?? 0;
    const classes = classesOfCabin(leg.booking_designators, 0);
    await db.query('insert into seat_sale (leg_id, dep_date, booking_class, sold) values ($1, $2, $3, $4)', [id, date, classes[0], capacity - SEATS_LEFT]);
    legs.push({ id, capacity, classes });
  }

  const times: number[] = [];
  let soldOut = 0;
  let paid = 0;
  let next = 0;
  const passenger = { type: 'ADT', firstName: 'BENCH', lastName: 'BUYER', sex: '1', nationality: 'NZ', birthday: '1980-01-01' } as const;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BUYERS) {
        const i = next++;
        const address = `10.${Math.floor(i / 250)}.${i % 250}.1`;
        const sol = rows[i % rows.length].sol;
        const begin = performance.now();
        const order: CallInput<typeof createOrder>['body'] = {
          session: execution,
          choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }],
          passengers: [passenger],
          contact: { contactName: 'Bench Buyer', areaCode: '64', phone: '211234567', email: `b${i}@example.com` },
        };
        const created = await call(apiUrl(createOrder, { query: { execution, country: 'nz', language: 'en' } }), json(order, address));
        if (created.status === 409) {
          soldOut++;
          continue;
        }
        if (created.status !== 200) throw new Error(`order create answered ${created.status}`);
        const { orderNo } = ((await created.json()) as ReplyOf<typeof createOrder>).order;
        const cookie = created.headers.getSetCookie()[0].split(';')[0];
        const pay: CallInput<typeof startPayment>['body'] = { orderNo };
        const jump = await call(apiPath(startPayment, { site: 'nz', lang: 'en' }), {
          method: 'POST',
          headers: { ...HEADERS, cookie },
          body: toSearchParams(pay),
        });
        const { url, execution: reference } = (await jump.json()) as ReplyOf<typeof startPayment>;
        await call(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ number: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'BENCH BUYER' }),
        });
        const note = payments.sent.find((n) => n.body.includes(reference));
        if (!note) throw new Error('no notification');
        await Promise.all([payments.replay(note), payments.replay(note)]);
        times.push(performance.now() - begin);
        paid++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

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

  await closeBenchDatabase(db);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  return {
    database: databaseName(db),
    ordersPerSecond: paid / seconds,
    p50: at(0.5),
    p99: at(0.99),
    paid,
    soldOut,
    oversold,
  };
}

/** `node tests/bench/order-load.ts` runs this part alone. */
if (import.meta.main) {
  const f = await orderLoad();
  console.log(JSON.stringify(f));
}
