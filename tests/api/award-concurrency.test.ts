import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFlights } from '../../src/domain/api/shop.ts';
import type { AwardChoice } from '../../src/domain/mileage/schemas.ts';
import { findSite } from '../../src/domain/site-lookup.ts';
import { SALES_FRESH_MS } from '../../src/server/airline/inventory/seat-sales.ts';
import { createAwardOrders } from '../../src/server/miles/award-orders.ts';
import { createSandboxProvider } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import { createServices } from '../../src/server/services.ts';
import { awardFlights, awardMember, firstAwards, openAwardSession } from '../support/award-flow.ts';
import { memoryMailer } from '../support/memory-mailer.ts';
import { memorySms } from '../support/memory-sms.ts';
import { openSession, orderApp, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
let services: ReturnType<typeof createServices>;
let awardOrders: ReturnType<typeof createAwardOrders>;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];
beforeAll(async () => {
  const app = await orderApp();
  t = app.t;
  clock = app.clock;
  services = createServices({
    db: t.db,
    clock: app.clock,
    logger: memoryLogger(),
    secrets: randomSecrets(),
    mailer: memoryMailer(),
    sms: memorySms(),
    payments: createSandboxProvider({ clock: app.clock, db: t.db }),
  });
  // The orders of these tests skip the one-time code: they race the miles and the seats, not the code.
  awardOrders = createAwardOrders({
    ...services,
    db: t.db,
    clock: app.clock,
    travellers: services.awardTravellers,
    codes: { consume: async () => {} },
    addressHash: (address) => address,
    baggageRegion: ['CN', 'HK', 'MO', 'TW'],
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const site = findSite('nz');
const contact = { contactName: 'Mei Lin', areaCode: '64', phone: '211234567', email: 'mei.lin@example.com' };
const balance = (memberNo: string) =>
  t.db
    .query<{ miles: string }>('select coalesce(sum(miles), 0) as miles from miles_entry e join member m on m.id = e.member_id where m.member_no = $1', [
      memberNo,
    ])
    .then(([r]) => Number(r?.miles));

/** Places an award order for a member straight through the service, as the order call does once the code is verified. */
function place(member: Awaited<ReturnType<typeof racer>>, execution: string, choices: AwardChoice[], i: number) {
  if (!site) throw new Error('nz');
  return awardOrders.create({
    sessionId: execution,
    site,
    lang: 'en',
    member: { id: member.memberId, memberNo: member.memberNo },
    body: { session: execution, choices, travellers: member.travellers.slice(0, 1), contact },
    visitorHash: `visitor-${member.memberNo}-${i}`,
    clientAddress: `192.0.2.${i % 250}`,
  });
}

async function racer(email: string, phone: string, miles: number) {
  const member = await awardMember(t, { email, phone }, miles);
  const [{ id }] = await t.db.query<{ id: number }>('select id from member where member_no = $1', [member.memberNo]);
  return { ...member, memberId: id };
}

describe('award orders at once', () => {
  for (const covered of [2, 3]) {
    it(`spend a balance that covers ${covered} awards on exactly ${covered} of 50, and never below zero`, async () => {
      const probe = await racer(`race-probe-${covered}@example.com`, `2112500${covered}0`, 0);
      const execution = await openAwardSession(t, probe.browser, { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-12'] });
      const choices = firstAwards(await awardFlights(t, probe.browser, execution));
      const cost = (await services.awardSearch.quote(execution, probe.memberId, choices)).totalMiles;
      const member = await racer(`race-${covered}@example.com`, `2112500${covered}1`, covered * cost + cost - 1);
      const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => place(member, execution, choices, i)));
      const placed = results.filter((r) => r.status === 'fulfilled');
      expect(placed).toHaveLength(covered);
      const refusals = new Set(results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : [])));
      // Two awards leave a third's unpaid slot free, so only the miles can have stopped the rest.
      if (covered === 2) expect([...refusals]).toEqual(['milesShort']);
      expect(await balance(member.memberNo)).toBe(cost - 1);
    }, 60_000);
  }
});

describe('award seats', () => {
  it('never sell past the allotment the airline set, however many members book at once', async () => {
    const members = [];
    for (let i = 0; i < 8; i++) members.push(await racer(`seat-race-${i}@example.com`, `21126000${i}`, 200_000));
    const execution = await openAwardSession(t, members[0].browser, { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-14'] });
    const choices = firstAwards(await awardFlights(t, members[0].browser, execution));
    const legs = choices[0].sol.split('-').map((part) => Number(part.split('.')[0]));
    for (const leg of legs) await t.db.query("insert into award_space (leg_id, dep_date, cabin, seats) values ($1, '2026-12-14', 0, 3)", [leg]);
    const results = await Promise.allSettled(members.map((member, i) => place(member, execution, choices, i)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(new Set(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])))).toEqual(new Set(['soldOut']));
    const [{ sold }] = await t.db.query<{ sold: number }>(
      "select sum(sold)::int as sold from seat_sale where leg_id = $1 and dep_date = '2026-12-14' and booking_class = 'XY'",
      [legs[0]],
    );
    expect(sold).toBe(3);
    // The app's own process sees the other's sales once its brief cache of seats sold is stale.
    clock.advance(SALES_FRESH_MS + 1);
    const again = await awardFlights(t, members[0].browser, execution);
    expect(again.slices[0].rows.find((r) => r.sol === choices[0].sol)?.cells[0].miles ?? null).toBeNull();
  }, 90_000);

  it('are seats of the cabin: cash classes count them sold, and awards never take a seat cash has sold', async () => {
    const member = await racer('nesting@example.com', '211270001', 200_000);
    const execution = await openAwardSession(t, member.browser, { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-15'] });
    const choices = firstAwards(await awardFlights(t, member.browser, execution));
    const [leg] = choices[0].sol.split('-').map((part) => Number(part.split('.')[0]));
    const [{ configuration }] = await t.db.query<{ configuration: Record<string, number> }>('select configuration from flight_leg where id = $1', [leg]);
    const economy = configuration.Y ?? 0;
    // Cash has sold all but one seat of economy, in its dearest class.
    await t.db.query("insert into seat_sale (leg_id, dep_date, booking_class, sold) values ($1, '2026-12-15', 'Y', $2)", [leg, economy - 1]);
    const cash = await openSession(t, 'nz', 'en', { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-15'] });
    const cashRow = async () =>
      (await t.api.ok(searchFlights, { body: { type: 'sliceGrid', execution: cash, date: '2026-12-15', set: '0' } })).data.grid.rows.find(
        (r) => r.sol === choices[0].sol,
      );
    expect((await cashRow())?.cells[0].lowest).not.toBeNull();
    await place(member, execution, choices, 0);
    clock.advance(SALES_FRESH_MS + 1);
    // The award took the last seat: cash economy is sold out, and so are awards.
    expect((await cashRow())?.cells[0].lowest).toBeNull();
    await expect(place(member, execution, choices, 1)).rejects.toThrow('soldOut');
  }, 60_000);
});
