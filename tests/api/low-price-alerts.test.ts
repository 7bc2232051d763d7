import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelLowPrice, confirmLowPrice, queryLowPrice, subscribeLowPrice, updateLowPrice } from '../../src/domain/api/low-price.ts';
import { searchFlights } from '../../src/domain/api/shop.ts';
import { classesOfCabin, seatsByCabin } from '../../src/server/airline/fares/cabins.ts';
import { LOW_PRICE_RECHECK_MS } from '../../src/server/low-price/low-price-watcher.ts';
import { createSandboxProvider } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import { createServices } from '../../src/server/services.ts';
import { memoryMailer } from '../support/memory-mailer.ts';
import { memorySms } from '../support/memory-sms.ts';
import { openSession, orderApp, type TestApp } from '../support/order-flow.ts';
import { newMember } from '../support/saved-data.ts';

const NZ = { site: 'nz', lang: 'en' } as const;
const DATE = '2026-12-20';

let t: TestApp;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];
let addresses = 0;
const browser = (cookie?: string) => ({ cookie, address: `203.0.113.${++addresses}` });

const alert = (email: string, extra: Record<string, unknown> = {}) => ({
  origin: 'CAN',
  destination: 'KMG',
  tripType: 1 as const,
  departFrom: DATE,
  cabin: 0 as const,
  adults: 1,
  flightScheme: 2 as const,
  email,
  ...extra,
});

/** The economy classes and seats of each non-stop CAN–KMG flight on DATE. */
let nonstops: { legId: number; classes: string[]; capacity: number }[];
/**
 * Sells all but three economy seats of every non-stop (the cheaper classes close as a cabin fills, so the lowest
 * fare rises), or gives them all back (it falls again).
 */
const fillEconomy = async (full: boolean) => {
  for (const { legId, classes, capacity } of nonstops)
    await t.db.query(
      `insert into seat_sale (leg_id, dep_date, booking_class, sold) values ($1, $2, $3, $4)
         on conflict (leg_id, dep_date, booking_class) do update set sold = excluded.sold`,
      [legId, DATE, classes[0], full ? capacity - 3 : 0],
    );
};
const nextPass = () => {
  clock.advance(LOW_PRICE_RECHECK_MS + 1);
  return t.jobs.watchLowPrices();
};
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const confirmToken = (email: string) => /confirm=([A-Za-z0-9_-]{43})/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1] ?? '';
const alertToken = (email: string) => /token=([0-9]+\.[A-Za-z0-9_-]{22})/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1] ?? '';
const guestAlert = async (email: string, extra: Record<string, unknown> = {}) => {
  const { orderNo } = await t.api.ok(subscribeLowPrice, { params: NZ, body: alert(email, extra) }, { browser: browser() });
  await t.api.ok(confirmLowPrice, { params: NZ, body: { token: confirmToken(email) } });
  return { orderNo, token: alertToken(email) };
};
const statusOf = async (token: string) => (await t.api.ok(queryLowPrice, { params: NZ, body: { token } })).list[0];

beforeAll(async () => {
  ({ t, clock } = await orderApp());
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [DATE] });
  const { rows } = (await t.api.ok(searchFlights, { body: { type: 'sliceGrid', execution, date: DATE, set: '0' } })).data.grid;
  nonstops = [];
  for (const row of rows.filter((r) => r.stops === 0)) {
    const legId = Number(row.sol.split('.')[0]);
    const [leg] = await t.db.query<{ booking_designators: string; configuration: Record<string, number> }>(
      'select booking_designators, configuration from flight_leg where id = $1',
      [legId],
    );
    nonstops.push({ legId, classes: classesOfCabin(leg.booking_designators, 0), capacity: seatsByCabin(leg.configuration).get(0) ?? 0 });
  }
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('low-fare alerts', () => {
  it('answers an FR order number of 20 characters and says a guest must confirm first', async () => {
    const reply = await t.api.ok(subscribeLowPrice, { params: NZ, body: alert('format@example.com') }, { browser: browser() });
    expect(reply.orderNo).toMatch(/^FR[A-Z0-9]{18}$/);
    expect(reply).toMatchObject({ nonstopOnly: true, confirmationSent: true, status: 0 });
  });

  it('refuses a round trip without a return date or stay as bad input', async () => {
    const outcome = await t.api.send(subscribeLowPrice, { params: NZ, body: alert('round@example.com', { tripType: 2 }) }, { browser: browser() });
    expect(outcome.status).toBe(400);
    expect(outcome.fields.returnDate?.code).toBe('e00');
  });

  it("runs a guest's alert only after its confirmation link is opened, and the link works once", async () => {
    await t.api.ok(subscribeLowPrice, { params: NZ, body: alert('unconfirmed@example.com') }, { browser: browser() });
    const token = confirmToken('unconfirmed@example.com');
    await nextPass();
    const [row] = await t.db.query<{ checked_at: Date | null }>("select checked_at from low_price_alert where email = 'unconfirmed@example.com'");
    expect(row.checked_at).toBeNull();
    await t.api.ok(confirmLowPrice, { params: NZ, body: { token } });
    expect((await t.api.send(confirmLowPrice, { params: NZ, body: { token } })).failure.ex).toBe('linkInvalid');
    await nextPass();
    const [after] = await t.db.query<{ checked_at: Date | null; last_amount: number | null }>(
      "select checked_at, last_amount from low_price_alert where email = 'unconfirmed@example.com'",
    );
    expect(after.checked_at).not.toBeNull();
    expect(after.last_amount).toBeGreaterThan(0);
  });

  it('e-mails once when the fare drops below the last seen, with old and new price, and the alert is done', async () => {
    const email = 'drop@example.com';
    await fillEconomy(true);
    const { token } = await guestAlert(email);
    await nextPass();
    const high = (await statusOf(token)).lowestPrice;
    expect(high).not.toBeNull();
    await fillEconomy(false);
    await nextPass();
    await nextPass();
    const news = mailsTo(email).filter((m) => m.subject.includes('fares now from'));
    expect(news).toHaveLength(1);
    const view = await statusOf(token);
    expect(view.status).toBe(2);
    expect(view.lowestPrice?.amount).toBeLessThan(high?.amount ?? 0);
    expect(news[0].text).toContain('/book/shop/?args=');
    expect(news[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sees the lowest fare the results grid shows for the day in the alert’s cabin, and none when only connections fly and it wants non-stops', async () => {
    const day = '2026-12-22';
    const execution = await openSession(t, 'nz', 'en', { dep: ['KMG'], arr: ['SYD'], date: [day] });
    const { rows } = (await t.api.ok(searchFlights, { body: { type: 'sliceGrid', execution, date: day, set: '0' } })).data.grid;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.stops > 0)).toBe(true);
    const gridLowest = (cabin: number) => {
      const amounts = rows.flatMap((r) => (r.cells[cabin].lowest ? [r.cells[cabin].lowest.amount] : []));
      return amounts.length > 0 ? Math.min(...amounts) : null;
    };
    expect(gridLowest(0)).not.toBeNull();
    const watched = [];
    for (const cabin of [0, 1] as const)
      for (const flightScheme of [1, 2] as const)
        watched.push({
          cabin,
          nonstop: flightScheme === 2,
          ...(await guestAlert(`grid${cabin}${flightScheme}@example.com`, { origin: 'KMG', destination: 'SYD', departFrom: day, cabin, flightScheme })),
        });
    await nextPass();
    for (const { cabin, nonstop, token } of watched) {
      const seen = (await statusOf(token)).lowestPrice?.amount ?? null;
      expect(seen).toBe(nonstop ? null : gridLowest(cabin));
    }
  });

  it('never tells of a fare whose class sold out between two passes', async () => {
    const email = 'soldout@example.com';
    await fillEconomy(true);
    const { token } = await guestAlert(email, { keepWatching: true });
    await nextPass();
    const high = (await statusOf(token)).lowestPrice?.amount;
    await fillEconomy(false);
    await fillEconomy(true);
    await nextPass();
    expect(mailsTo(email).filter((m) => m.subject.includes('fares now from'))).toHaveLength(0);
    expect((await statusOf(token)).lowestPrice?.amount).toBe(high);
    await fillEconomy(false);
  });

  it('cancels a running alert, which then stays cancelled', async () => {
    const { orderNo, token } = await guestAlert('cancel@example.com');
    await t.api.ok(cancelLowPrice, { params: NZ, body: { orderNo, token } });
    expect((await statusOf(token)).status).toBe(1);
  });

  it('marks an alert outdated once its last day has passed', async () => {
    const { token } = await guestAlert('outdated@example.com', { keepWatching: true, targetPrice: 1 });
    clock.advance(40 * 24 * 60 * 60 * 1000);
    await t.jobs.watchLowPrices();
    expect((await statusOf(token)).status).toBe(3);
    clock.advance(-40 * 24 * 60 * 60 * 1000);
  });

  it("answers someone else's alert as not found to update, cancel and query", async () => {
    const owner = await guestAlert('owner@example.com', { keepWatching: true });
    const other = await guestAlert('other@example.com');
    const cookie = await newMember(t, 'member.alerts@example.com', '211234599', '203.0.113.250');
    const update = { orderNo: owner.orderNo, flightScheme: 1 as const };
    expect((await t.api.send(updateLowPrice, { params: NZ, body: { ...update, token: other.token } })).failure.ex).toBe('notFound');
    expect((await t.api.send(updateLowPrice, { params: NZ, body: update }, { browser: browser(cookie) })).failure.ex).toBe('notFound');
    expect((await t.api.send(cancelLowPrice, { params: NZ, body: { orderNo: owner.orderNo, token: other.token } })).failure.ex).toBe('notFound');
    expect((await t.api.ok(queryLowPrice, { params: NZ, body: {} }, { browser: browser(cookie) })).list).toEqual([]);
    expect((await statusOf(owner.token)).status).toBe(0);
    await t.api.ok(updateLowPrice, { params: NZ, body: { ...update, token: owner.token } });
    expect((await statusOf(owner.token)).nonstopOnly).toBe(false);
  });

  it("runs a member's alert at once and lists it as theirs", async () => {
    const cookie = await newMember(t, 'member.owner@example.com', '211234598', '203.0.113.251');
    const { orderNo, confirmationSent } = await t.api.ok(
      subscribeLowPrice,
      { params: NZ, body: alert('member.owner@example.com') },
      { browser: browser(cookie) },
    );
    expect(confirmationSent).toBe(false);
    const { list } = await t.api.ok(queryLowPrice, { params: NZ, body: {} }, { browser: browser(cookie) });
    expect(list.map((a) => [a.orderNo, a.confirmed])).toEqual([[orderNo, true]]);
  });

  it('sends each e-mail once when two watchers over one database run at once', async () => {
    const email = 'twice@example.com';
    await fillEconomy(true);
    await guestAlert(email);
    await nextPass();
    await fillEconomy(false);
    clock.advance(LOW_PRICE_RECHECK_MS + 1);
    const mailer = memoryMailer();
    const second = createServices({
      db: t.db,
      clock,
      logger: memoryLogger(),
      secrets: randomSecrets(),
      mailer,
      sms: memorySms(),
      payments: createSandboxProvider({ clock, db: t.db }),
    });
    await Promise.all([t.jobs.watchLowPrices(), second.jobs.watchLowPrices(), second.jobs.watchLowPrices()]);
    const news = [...mailsTo(email), ...mailer.sent.filter((m) => m.to === email)].filter((m) => m.subject.includes('fares now from'));
    expect(news).toHaveLength(1);
  });
});
