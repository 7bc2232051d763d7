/**
 * Award orders under load: the services on a database of their own (the PostgreSQL server of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, else the embedded one) with the demo network. Members whose balance covers two awards each try
 * four, many members at once, each try as the book page makes it: a one-time code sent by text message, entered, then
 * the order. Prints award orders per second, the p50 and p99 of one try (code, check, order), the orders refused for
 * want of miles, and the members whose balance went below zero (must be none).
 */
import type { SearchRequest } from '../../src/domain/shop/search-request.ts';
import { findSite } from '../../src/domain/site-lookup.ts';
import { demoNetworkStep } from '../../src/server/airline/demo/seed-network.ts';
import { demoRatesStep } from '../../src/server/airline/demo/seed-rates.ts';
import { AppError } from '../../src/server/errors.ts';
import { createSandboxProvider } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { systemClock } from '../../src/server/platform/clock.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import { createServices } from '../../src/server/services.ts';
import { memoryMailer } from '../support/memory-mailer.ts';
import { memorySms } from '../support/memory-sms.ts';
import { benchDatabase, closeBenchDatabase, databaseName } from './bench-database.ts';

const MEMBERS = 120;
const TRIES_EACH = 4;
const AWARDS_COVERED = 2;
const CONCURRENCY = 20;
/** Days ahead the members fly on, spread so that award seats are not what runs out. */
const DAYS = 40;

export interface AwardFigures {
  readonly database: string;
  readonly ordersPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly placed: number;
  readonly milesShort: number;
  readonly negativeBalances: number;
}

export async function awardLoad(): Promise<AwardFigures> {
  const db = await benchDatabase();
  const logger = createLogger('silent');
  await demoNetworkStep()(db, systemClock, logger);
  await demoRatesStep()(db, systemClock, logger);
  const sms = memorySms();
  const services = createServices({
    db,
    clock: systemClock,
    logger,
    secrets: randomSecrets(),
    mailer: memoryMailer(),
    sms,
    payments: createSandboxProvider({ clock: systemClock, db, autoDeliver: false }),
  });
  const site = findSite('nz');
  if (!site) throw new Error('nz');

  // One award session per day: CAN to KMG, one adult, economy.
  const sessions: { id: string; sol: string }[] = [];
  for (let d = 0; d < DAYS; d++) {
    const date = new Date(Date.now() + (20 + d) * 86_400_000).toISOString().slice(0, 10);
    const request: SearchRequest = { tripType: 'S', dep: ['CAN'], arr: ['KMG'], date: [date], adt: 1, cnn: 0, inf: 0, cabin: '0', m: 'mileage' };
    const { execution } = await services.executions.open(services.executions.create(request, site, 'en').encryptArgs);
    const probe = await services.awardSearch.flights(execution, 0, []);
    const row = probe.slices[0].rows.find((r) => r.cells[0].miles !== null);
    if (!row) throw new Error(`no award on ${date}`);
    sessions.push({ id: execution, sol: row.sol });
  }
  const cost = (await services.awardSearch.quote(sessions[0].id, 0, [{ set: 0, sol: sessions[0].sol, cabin: 0 }])).totalMiles;

  const members: { id: number; memberNo: string; phone: string; psgId: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const phone = String(211_300_000 + i);
    const member = await services.members.register({
      givenName: 'Bench',
      surname: `Member${i}`,
      email: `award${i}@bench.example`,
      areaCode: '64',
      phone,
      password: '246810',
    });
    await services.miles.adjust(member.memberNo, AWARDS_COVERED * cost + cost - 1, 'bench balance');
    const saved = await services.savedPassengers.modify(member.id, site.nameLayout, {
      firstName: 'BENCH',
      // Names are letters only: the member's number spelt in A to J.
      lastName: `MEMBER${[...String(i)].map((digit) => 'ABCDEFGHIJ'[Number(digit)]).join('')}`,
      sex: '1',
      nationality: 'NZ',
      birthday: '1980-01-01',
      documentType: 'PP',
      documentNumber: `E${String(10_000_000 + i)}`,
      documentIssuer: 'NZ',
      documentExpiry: '2035-01-01',
    });
    members.push({ id: member.id, memberNo: member.memberNo, phone: `+64${phone}`, psgId: saved.psgId ?? '' });
  }

  const times: number[] = [];
  let placed = 0;
  let milesShort = 0;
  let next = 0;
  const tries = members.flatMap((member, m) => Array.from({ length: TRIES_EACH }, (_, k) => ({ member, session: sessions[(m + k) % DAYS] })));
  // Each member's tries run one after another (a member books on one page at a time); members run at once.
  const byMember = new Map<number, Promise<void>>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < tries.length) {
        const { member, session } = tries[next++];
        const previous = byMember.get(member.id) ?? Promise.resolve();
        const attempt = previous.then(async () => {
          const begin = performance.now();
          await services.verificationCodes.send(member.id, 'sms', 'en');
          await services.verificationCodes.verify(member.id, sms.lastCode(member.phone) ?? '');
          try {
            await services.awardOrders.create({
              sessionId: session.id,
              site,
              lang: 'en',
              member,
              body: {
                session: session.id,
                choices: [{ set: 0, sol: session.sol, cabin: 0 }],
                travellers: [member.psgId],
                contact: { contactName: 'Bench Member', areaCode: '64', phone: member.phone.slice(3), email: 'bench@bench.example' },
              },
              visitorHash: `bench-${member.id}`,
              clientAddress: `10.9.${member.id % 250}.1`,
            });
            placed++;
          } catch (error) {
            if (!(error instanceof AppError) || error.code !== 'milesShort') throw error;
            milesShort++;
          }
          times.push(performance.now() - begin);
        });
        byMember.set(member.id, attempt);
        await attempt;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [negative] = await db.query<{ n: number }>(
    'select count(*)::int as n from (select member_id from miles_entry group by member_id having sum(miles) < 0) as below',
  );
  if (placed !== MEMBERS * AWARDS_COVERED) throw new Error(`expected ${MEMBERS * AWARDS_COVERED} awards, placed ${placed}`);
  await closeBenchDatabase(db);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  return { database: databaseName(db), ordersPerSecond: placed / seconds, p50: at(0.5), p99: at(0.99), placed, milesShort, negativeBalances: negative.n };
}

/** `node tests/bench/award-load.ts` runs this part alone. */
if (import.meta.main) {
  const f = await awardLoad();
  console.log(JSON.stringify(f));
}
