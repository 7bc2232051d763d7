import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAwardPrice, getMemberPassengers, getMilesBalance, searchMileageFlights, sendMileageCode, verifyMileageCode } from '../../src/domain/api/mileage.ts';
import { cancelOrder, listMemberOrders } from '../../src/domain/api/orders.ts';
import { saveSavedPassenger } from '../../src/domain/api/saved-data.ts';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import { distanceKm } from '../../src/server/airline/airports.ts';
import { HOLD_MS } from '../../src/server/booking/orders.ts';
import { segmentAwardMiles } from '../../src/server/miles/award-chart.ts';
import { CODE_TTL_MS } from '../../src/server/miles/verification-codes.ts';
import type { Browser } from '../support/api.ts';
import { awardFlights, awardMember, awardOrder, firstAwards, openAwardSession, verifiedCode } from '../support/award-flow.ts';
import { joinAsMember } from '../support/joining.ts';
import { CARDS, openSession, orderApp, paidOrder, paidStatus, payOrder, type TestApp } from '../support/order-flow.ts';
import { savedAdult } from '../support/saved-data.ts';

let t: TestApp;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];
beforeAll(async () => {
  ({ t, clock } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

const site = { site: 'nz', lang: 'en' as const };
const balanceOf = async (browser: Browser) => (await t.api.ok(getMilesBalance, { params: site }, { browser })).balance;

async function kmBetween(from: string, to: string): Promise<number> {
  const rows = await t.db.query<{ code: string; latitude: number; longitude: number }>('select code, latitude, longitude from airport where code = any($1)', [
    [from, to],
  ]);
  const at = (code: string) => rows.find((r) => r.code === code) ?? { latitude: 0, longitude: 0 };
  return distanceKm(at(from), at(to));
}

describe('award calls', () => {
  it('answer a guest CZMILEAGE0000002 with 401', async () => {
    const balance = await t.api.send(getMilesBalance, { params: site });
    expect([balance.status, balance.failure.ex]).toEqual([401, 'CZMILEAGE0000002']);
    const flights = await t.api.send(searchMileageFlights, { body: { execution: 'abcdefgh12345678' } });
    expect([flights.status, flights.failure.ex]).toEqual([401, 'CZMILEAGE0000002']);
    const travellers = await t.api.send(getMemberPassengers, { params: site, body: {} });
    expect(travellers.failure.ex).toBe('CZMILEAGE0000002');
    const link = await t.api.send(createSearchLink, {
      query: { country: 'nz', language: 'en' },
      body: { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: ['2026-12-09'], adt: 1, m: 'mileage' },
    });
    expect([link.status, link.failure.ex]).toEqual([401, 'CZMILEAGE0000002']);
  });
});

describe('award travellers (getMemPsgs)', () => {
  it('give noPsg to a member whose saved passengers hold no certificate the trip accepts', async () => {
    const { browser } = await joinAsMember(t, { email: 'no-psg@example.com', phone: '211240001' });
    expect((await t.api.send(getMemberPassengers, { params: site, body: { isDomestic: false } }, { browser })).failure.ex).toBe('noPsg');
    await t.api.ok(
      saveSavedPassenger,
      { params: site, body: savedAdult({ documentType: 'NI', documentNumber: '110101198804120029', documentIssuer: 'CN' }) },
      { browser },
    );
    const abroad = await t.api.send(getMemberPassengers, { params: site, body: { isDomestic: false } }, { browser });
    expect([abroad.status, abroad.failure.ex]).toEqual([400, 'noPsg']);
    const domestic = await t.api.ok(getMemberPassengers, { params: site, body: { isDomestic: true } }, { browser });
    expect(domestic.pList.map((p) => p.certificates.map((c) => c.type))).toEqual([['NI']]);
  });

  it('list the saved passengers with a passport, masked, abroad', async () => {
    const { browser, travellers } = await awardMember(t, { email: 'beneficiaries@example.com', phone: '211240002' }, 0);
    const { pList } = await t.api.ok(getMemberPassengers, { params: site, body: { isDomestic: false } }, { browser });
    expect(pList.map((p) => p.psgId)).toEqual(travellers);
    expect(pList[0].certificates[0]).toMatchObject({ type: 'PP' });
    expect(pList[0].certificates[0].number).not.toContain('E1234');
  });
});

describe('award flights (mileageFlight)', () => {
  it('price each cabin in miles from the award chart plus taxes, with a seven-day ribbon', async () => {
    const { browser } = await awardMember(t, { email: 'award-search@example.com', phone: '211240003' }, 10_000);
    const execution = await openAwardSession(t, browser, { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-09'] });
    const flights = await awardFlights(t, browser, execution);
    expect(flights.balance).toBe(10_000);
    const [slice] = flights.slices;
    expect(slice.ribbon.map((d) => d.date)).toEqual(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']);
    const nonstop = slice.rows.find((r) => r.stops === 0);
    expect(nonstop).toBeDefined();
    const economy = nonstop?.cells[0];
    expect(economy?.miles).toBe(segmentAwardMiles(await kmBetween('AKL', 'CAN'), 0, 'ADT'));
    expect(economy?.taxes?.currency).toBe('NZD');
    expect(economy?.taxes?.amount).toBeGreaterThan(0);
    expect(economy?.seatsLeft).toBeGreaterThan(0);
  });

  it('answer x02 when a round trip has no award seats home, and a cash session as unknown', async () => {
    const { browser } = await awardMember(t, { email: 'award-x02@example.com', phone: '211240004' }, 0);
    const execution = await openAwardSession(t, browser, { dep: ['AKL', 'CAN'], arr: ['CAN', 'AKL'], date: ['2026-12-09', '2026-12-16'] });
    expect((await awardFlights(t, browser, execution)).slices).toHaveLength(2);
    // The airline closes every cabin of every flight on the return day to awards.
    await t.db.query(
      `insert into award_space (leg_id, dep_date, cabin, seats) select id, date '2026-12-16', c, 0 from flight_leg cross join generate_series(0, 3) as c
         on conflict do nothing`,
    );
    const closed = await t.api.send(searchMileageFlights, { body: { execution } }, { browser });
    expect([closed.status, closed.failure.ex]).toEqual([400, 'x02']);
    await t.db.query("delete from award_space where dep_date = '2026-12-16'");
    const cash = await openSession(t, 'nz', 'en', { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-09'] });
    expect((await t.api.send(searchMileageFlights, { body: { execution: cash } }, { browser })).failure.ex).toBe('CZWEB000004');
  });
});

describe('one-time codes', () => {
  it('lock after five wrong tries, until a new code is sent', async () => {
    const { browser, phone } = await awardMember(t, { email: 'code-lock@example.com', phone: '211240005' }, 0);
    await t.api.ok(sendMileageCode, { params: site, body: { channel: 'sms' } }, { browser });
    const right = t.sms.lastCode(phone) ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await t.api.send(verifyMileageCode, { params: site, body: { code: wrong } }, { browser })).failure.ex);
    expect(answers).toEqual(['codeWrong', 'codeWrong', 'codeWrong', 'codeWrong', 'codeLocked']);
    const late = await t.api.send(verifyMileageCode, { params: site, body: { code: right } }, { browser });
    expect([late.status, late.failure.ex]).toEqual([429, 'codeLocked']);
    await t.api.ok(sendMileageCode, { params: site, body: { channel: 'sms' } }, { browser });
    expect((await t.api.ok(verifyMileageCode, { params: site, body: { code: t.sms.lastCode(phone) ?? '' } }, { browser })).verified).toBe(true);
  });

  it('expire after ten minutes, go by e-mail when asked, and are limited per hour', async () => {
    const { browser, phone } = await awardMember(t, { email: 'code-expiry@example.com', phone: '211240006' }, 0);
    const sent = await t.api.ok(sendMileageCode, { params: site, body: { channel: 'sms' } }, { browser });
    expect(sent).toEqual({ channel: 'sms', sentTo: '+64 ••••006', expiresIn: 600 });
    expect(t.sms.to(phone).at(-1)?.text).toContain('10 minutes');
    clock.advance(CODE_TTL_MS + 1);
    const expired = await t.api.send(verifyMileageCode, { params: site, body: { code: t.sms.lastCode(phone) ?? '' } }, { browser });
    expect([expired.status, expired.failure.ex]).toEqual([410, 'codeExpired']);
    const mailed = await t.api.ok(sendMileageCode, { params: site, body: { channel: 'email' } }, { browser });
    expect(mailed.sentTo).toBe('c•••@example.com');
    expect(t.mailer.last('code-expiry@example.com')?.text).toMatch(/Your one-time code is \d{6}/);
    const more = [];
    for (let i = 0; i < 4; i++) more.push((await t.api.send(sendMileageCode, { params: site, body: {} }, { browser })).status);
    expect(more).toEqual([200, 200, 200, 429]);
  });
});

describe('award orders', () => {
  it('need a verified code, spend the miles, pay the taxes, earn nothing, and give the miles back when cancelled', async () => {
    const member = await awardMember(t, { email: 'award-order@example.com', phone: '211240007' }, 400_000);
    const { browser } = member;
    const execution = await openAwardSession(t, member.browser, { dep: ['AKL', 'CAN'], arr: ['CAN', 'AKL'], date: ['2026-12-09', '2026-12-16'], adt: 2 });
    const choices = firstAwards(await awardFlights(t, browser, execution));
    const quote = (await t.api.ok(getAwardPrice, { body: { execution, choices } }, { browser })).data;
    expect(quote.prices).toHaveLength(1);
    expect(quote.totalMiles).toBe(quote.prices[0].miles * 2);
    // Auckland is outside the designated region: 20 kg on every segment.
    expect(quote.segments.every((s) => s.baggage.ADT?.kg === 20)).toBe(true);

    const unverified = await awardOrder(t, browser, execution, choices, member.travellers);
    expect([unverified.status, unverified.failure.ex]).toEqual([409, 'codeRequired']);
    await verifiedCode(t, browser, member.phone);
    const placed = await awardOrder(t, browser, execution, choices, member.travellers, { miles: quote.totalMiles });
    expect(placed.status, placed.text).toBe(200);
    const { order } = placed.reply;
    expect(order).toMatchObject({ type: 'mileage', miles: quote.totalMiles, totalPayMoney: quote.totalTaxes.amount, equivFarecurrency: 'NZD' });
    expect(order.segments[0].baggageAllow).toEqual({ pieces: 1, kg: 20 });
    expect(await balanceOf(browser)).toBe(400_000 - quote.totalMiles);
    // The code let one order through.
    expect((await awardOrder(t, browser, execution, choices, member.travellers)).failure.ex).toBe('codeRequired');

    const { execution: attempt } = await payOrder(t, order.orderNo, CARDS.success, browser);
    const paid = paidOrder(await paidStatus(t, attempt, browser));
    expect(paid.status).toBe('ticketed');
    expect(await t.db.query("select kind from miles_entry where order_no = $1 and kind = 'accrual'", [order.orderNo])).toEqual([]);
    const { data: listed } = await t.api.ok(listMemberOrders, { body: {} }, { browser });
    expect(listed.find((o) => o.orderNo === order.orderNo)).toMatchObject({ type: 'mileage', miles: quote.totalMiles, status: 'ticketed' });

    await verifiedCode(t, browser, member.phone);
    const second = await awardOrder(t, browser, execution, choices, member.travellers);
    expect(second.status, second.text).toBe(200);
    expect(await balanceOf(browser)).toBe(400_000 - 2 * quote.totalMiles);
    const cancelled = await t.api.ok(cancelOrder, { body: { orderNo: second.reply.order.orderNo } }, { browser });
    expect(cancelled.order.status).toBe('cancelled');
    expect(await balanceOf(browser)).toBe(400_000 - quote.totalMiles);
  });

  it('are refused with milesShort, writing nothing, when the balance does not cover them', async () => {
    const member = await awardMember(t, { email: 'award-short@example.com', phone: '211240008' }, 1_000);
    const execution = await openAwardSession(t, member.browser, { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-11'] });
    const choices = firstAwards(await awardFlights(t, member.browser, execution));
    await verifiedCode(t, member.browser, member.phone);
    const refused = await awardOrder(t, member.browser, execution, choices, member.travellers.slice(0, 1));
    expect([refused.status, refused.failure.ex]).toEqual([409, 'milesShort']);
    expect(await balanceOf(member.browser)).toBe(1_000);
    expect(
      await t.db.query("select 1 from booking_order where kind = 'mileage' and member_id = (select id from member where email = 'award-short@example.com')"),
    ).toEqual([]);
  });

  it('give the miles and the seats back when their hold expires unpaid', async () => {
    const member = await awardMember(t, { email: 'award-expiry@example.com', phone: '211240009' }, 100_000);
    const execution = await openAwardSession(t, member.browser, { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-18'] });
    const choices = firstAwards(await awardFlights(t, member.browser, execution));
    await verifiedCode(t, member.browser, member.phone);
    const placed = await awardOrder(t, member.browser, execution, choices, member.travellers.slice(0, 1));
    expect(placed.status, placed.text).toBe(200);
    expect(await balanceOf(member.browser)).toBe(100_000 - placed.reply.order.miles);
    clock.advance(HOLD_MS + 1);
    await t.jobs.sweepExpiredHolds();
    expect(await balanceOf(member.browser)).toBe(100_000);
    const [{ sold }] = await t.db.query<{ sold: number }>(
      "select coalesce(sum(sold), 0)::int as sold from seat_sale where booking_class = 'XY' and dep_date = '2026-12-18'",
    );
    expect(sold).toBe(0);
  });
});
