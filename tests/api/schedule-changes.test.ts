import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from '../../src/domain/api/orders.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { networkAirports } from '../../src/server/airline/airports.ts';
import { diffSchedules } from '../../src/server/airline/schedule-diff.ts';
import { airportLookup, importSchedule, planScheduleImport } from '../../src/server/airline/schedule-import.ts';
import { plannedLeg, type StoredLeg, ssimLegOf, storedLegsOf } from '../../src/server/airline/schedule-legs.ts';
import { readSsim } from '../../src/server/airline/ssim/parse.ts';
import type { SsimLeg } from '../../src/server/airline/ssim/types.ts';
import { createScheduleChangeNotices } from '../../src/server/booking/schedule-change-notices.ts';
import { pageLinks } from '../../src/server/mail/page-links.ts';
import type { Browser } from '../support/api.ts';
import { adult, book, nonStop, openSession, orderApp, type TestApp } from '../support/order-flow.ts';
import { ssimTestFile } from '../support/ssim-schedules.ts';

let t: TestApp;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];
let lookup: ReturnType<typeof airportLookup>;

/** A stored leg as a SSIM leg again, changed as a test needs. */
const ssimLeg = (leg: StoredLeg, over: Partial<StoredLeg> = {}): SsimLeg => ssimLegOf({ ...leg, ...over });

const schedule = (legs: SsimLeg[]) => ssimTestFile(legs, { title: 'CHANGED SEASON' });

const legOfOrder = async (orderNo: string) => {
  const [row] = await t.db.query<{ legId: number }>(
    'select os.leg_id as "legId" from order_seat os join booking_order o on o.id = os.order_id where o.order_no = $1',
    [orderNo],
  );
  return row.legId;
};

const guest = (address: string): Browser => ({ address });
const detail = (orderNo: string, browser: Browser, site = 'nz', lang: Lang = 'en') =>
  t.api.ok(getOrder, { params: { site, lang }, body: { orderNo } }, { browser });
const notices = () => createScheduleChangeNotices({ db: t.db, clock, mailer: t.mailer, links: pageLinks('https://shop.example') });

describe('a schedule change that meets live bookings', () => {
  let cancelledOrder: string;
  let retimedOrder: string;
  let untouchedOrder: string;
  const anna = guest('192.0.2.80');
  const ben = guest('192.0.2.81');
  const cleo = guest('192.0.2.82');
  let changed: string;

  beforeAll(async () => {
    ({ t, clock } = await orderApp());
    lookup = airportLookup(await networkAirports());
    const out = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-18'] });
    const outFlight = await nonStop(t, out, '2026-12-18');
    cancelledOrder = (
      await book(
        t,
        {
          execution: out,
          choices: [{ set: 0, sol: outFlight.sol, familyId: 'ECONOMY_FLEX' }],
          passengers: [adult('ANNA', 'KOWALSKA')],
          email: 'anna@example.com',
        },
        anna,
      )
    ).orderNo;
    const later = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-19'] });
    const laterFlight = await nonStop(t, later, '2026-12-19');
    untouchedOrder = (
      await book(
        t,
        {
          execution: later,
          choices: [{ set: 0, sol: laterFlight.sol, familyId: 'ECONOMY_FLEX' }],
          passengers: [adult('CLEO', 'DUPONT')],
          email: 'cleo@example.com',
        },
        cleo,
      )
    ).orderNo;
    const back = await openSession(t, 'nz', 'zh', { dep: ['KMG'], arr: ['CAN'], date: ['2026-12-20'] });
    const backFlight = await nonStop(t, back, '2026-12-20');
    retimedOrder = (
      await book(
        t,
        {
          execution: back,
          lang: 'zh',
          choices: [{ set: 0, sol: backFlight.sol, familyId: 'ECONOMY_FLEX' }],
          passengers: [adult('BEN', 'TANAKA')],
          email: 'ben@example.com',
        },
        ben,
      )
    ).orderNo;

    // The new season: the outbound flight no longer flies on 18 December (its period is split around it), and
    // the return flight leaves 45 minutes later throughout; everything else is as stored.
    const cancelledLeg = await legOfOrder(cancelledOrder);
    const retimedLeg = await legOfOrder(retimedOrder);
    const stored = await storedLegsOf(t.db, 'CZ');
    const legs = stored.flatMap((row) => {
      if (row.id === cancelledLeg) {
        return [ssimLeg(row, { periodTo: '2026-12-17' }), ssimLeg(row, { periodFrom: '2026-12-19' })];
      }
      if (row.id === retimedLeg) return [ssimLeg(row, { depTime: row.depTime + 45, arrTime: row.arrTime + 45 })];
      return [ssimLeg(row)];
    });
    changed = schedule(legs);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('is shown by a dry run, per flight and period, without changing anything', async () => {
    const reading = readSsim(changed);
    const plan = await planScheduleImport(t.db, reading, lookup, clock);
    const [cz] = plan.airlines;
    const before = (await storedLegsOf(t.db, 'CZ')).map(plannedLeg);
    const changes = diffSchedules(before, cz.legs.map(plannedLeg));
    expect(changes.find((c) => c.kind === 'removed')).toMatchObject({
      from: { year: 2026, month: 12, day: 18 },
      to: { year: 2026, month: 12, day: 18 },
      dates: 1,
    });
    expect(changes.filter((c) => c.kind === 'retimed').length).toBeGreaterThan(0);
    expect(changes.every((c) => c.kind === 'removed' || c.kind === 'retimed')).toBe(true);
    expect(cz.affected.map((a) => [a.orderNo, a.kind])).toEqual(
      expect.arrayContaining([
        [cancelledOrder, 'cancelled'],
        [retimedOrder, 'retimed'],
      ]),
    );
    expect(cz.affected).toHaveLength(2);
    expect(await t.db.query('select * from schedule_change')).toEqual([]);
    expect((await detail(cancelledOrder, anna)).order.scheduleChanges).toEqual([]);
  });

  it('lists the orders it cancels or retimes, marks them for re-accommodation and keeps every booked seat', async () => {
    const seatsBefore = await t.db.query<{ n: number }>('select sum(sold)::int as n from seat_sale');
    const result = await importSchedule(t.db, changed, lookup, clock);

    expect(result.affected.map((a) => ({ orderNo: a.orderNo, kind: a.kind, date: a.depDate }))).toEqual(
      expect.arrayContaining([
        { orderNo: cancelledOrder, kind: 'cancelled', date: '2026-12-18' },
        { orderNo: retimedOrder, kind: 'retimed', date: '2026-12-20' },
      ]),
    );
    const retimed = result.affected.find((a) => a.orderNo === retimedOrder);
    expect(retimed?.after?.depTime).toBe((retimed?.before.depTime ?? 0) + 45);
    expect(result.airlines[0]).toMatchObject({ added: 3, removed: 2 });

    // Seats sold on dates that still fly moved with their flights; only the cancelled date's are gone.
    const seatsAfter = await t.db.query<{ n: number }>('select sum(sold)::int as n from seat_sale');
    expect(seatsAfter[0].n).toBe(seatsBefore[0].n - 1);
    const untouchedLeg = await legOfOrder(untouchedOrder);
    const retimedLeg = await legOfOrder(retimedOrder);
    const live = await t.db.query<{ id: number }>('select id from flight_leg where id = any($1::int[])', [[untouchedLeg, retimedLeg]]);
    expect(live).toHaveLength(2);

    const marked = await t.db.query<{ kind: string; resolved_at: Date | null }>('select kind, resolved_at from schedule_change order by kind');
    expect(marked).toEqual([
      { kind: 'cancelled', resolved_at: null },
      { kind: 'retimed', resolved_at: null },
    ]);
  });

  it('shows each traveller the change on the order page', async () => {
    const cancelled = (await detail(cancelledOrder, anna)).order.scheduleChanges;
    expect(cancelled).toEqual([expect.objectContaining({ kind: 'cancelled', now: null, resolved: false })]);
    expect(cancelled[0].booked.depDate.startsWith('2026-12-18T')).toBe(true);

    const retimed = (await detail(retimedOrder, ben, 'nz', 'zh')).order.scheduleChanges;
    expect(retimed).toHaveLength(1);
    expect(retimed[0].kind).toBe('retimed');
    expect(retimed[0].now?.depDate).not.toBe(retimed[0].booked.depDate);
    expect((await detail(untouchedOrder, cleo)).order.scheduleChanges).toEqual([]);
  });

  it("e-mails each affected traveller once, in the order's language", async () => {
    expect(await notices().sendPending()).toEqual({ sent: 2, failed: 0 });
    const toAnna = t.mailer.to('anna@example.com').filter((m) => m.subject.includes('Schedule change'));
    expect(toAnna).toHaveLength(1);
    expect(toAnna[0].text).toContain('no longer operates on the date you booked');
    expect(toAnna[0].text).toContain(cancelledOrder);
    const toBen = t.mailer.to('ben@example.com').filter((m) => m.subject.includes(retimedOrder) && m.subject.includes('航班计划变更'));
    expect(toBen).toHaveLength(1);
    expect(toBen[0].text).toContain('新时刻');
    expect(t.mailer.to('cleo@example.com').filter((m) => m.subject.includes('Schedule change'))).toEqual([]);

    expect(await notices().sendPending()).toEqual({ sent: 0, failed: 0 });
  });

  it('sends a notice the mail server refused when it runs again', async () => {
    await t.db.query("update schedule_change set notified_at = null where kind = 'cancelled'");
    t.mailer.failing = true;
    expect(await notices().sendPending()).toEqual({ sent: 0, failed: 1 });
    t.mailer.failing = false;
    expect(await notices().sendPending()).toEqual({ sent: 1, failed: 0 });
  });

  it('changes nothing when the same file is imported again', async () => {
    const legsBefore = await t.db.query<{ id: number }>('select id from flight_leg order by id');
    const result = await importSchedule(t.db, changed, lookup, clock);
    expect(result.airlines).toEqual([expect.objectContaining({ airline: 'CZ', added: 0, removed: 0, importId: undefined })]);
    expect(result.affected).toEqual([]);
    expect(await t.db.query<{ id: number }>('select id from flight_leg order by id')).toEqual(legsBefore);
    expect(await t.db.query('select id from schedule_change')).toHaveLength(2);
  });

  it('leaves a date that has already flown as it was', async () => {
    clock.advance(new Date('2026-12-21T00:00:00Z').getTime() - clock.now().getTime());
    const stored = await storedLegsOf(t.db, 'CZ');
    const retimedLeg = await legOfOrder(retimedOrder);
    const without = schedule(stored.filter((row) => row.id !== retimedLeg).map((row) => ssimLeg(row)));
    const result = await importSchedule(t.db, without, lookup, clock);
    expect(result.affected).toEqual([]);
  });
});
