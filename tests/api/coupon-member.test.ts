import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCoupon, checkPromotion, listMemberCoupons, sendWelcomeCoupon } from '../../src/domain/api/coupons.ts';
import { logIn } from '../../src/domain/api/member.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { DEMO_RATES } from '../../src/server/airline/demo/seed-rates.ts';
import { DEMO_PROMOTION_CODE, DEMO_VOUCHER_CODE, demoCouponsStep } from '../../src/server/coupon/demo-coupons.ts';
import {
  BIND_FAILURES_PER_MEMBER_HOUR,
  createMemberCoupons,
  WELCOME_COUPONS_PER_ADDRESS_DAY,
  WELCOME_WINDOW_DAYS,
} from '../../src/server/coupon/member-coupons.ts';
import { DEMO_MEMBERS, demoMembersStep } from '../../src/server/member/demo-members.ts';
import { createMembers } from '../../src/server/member/members.ts';
import { createRequestLimits } from '../../src/server/member/request-limits.ts';
import type { manualClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import type { Browser } from '../support/api.ts';
import { couponAdmin, member, myCoupons, orderWith } from '../support/coupon-flow.ts';
import { joinAsMember, sealedPassword } from '../support/joining.ts';
import { nonStop, openSession, orderApp, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
let admin: ReturnType<typeof couponAdmin>;

beforeAll(async () => {
  ({ t, clock } = await orderApp());
  admin = couponAdmin(t, clock);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const bind = (code: string, browser: Browser) => t.api.send(bindCoupon, { body: { code } }, { browser });
/** A code that must not bind: its status and failure. */
const refusedBind = (code: string, browser: Browser) => t.api.fails(bindCoupon, { body: { code } }, { browser });
const autoSend = (country: string, browser: Browser) => t.api.send(sendWelcomeCoupon, { body: { country, language: 'en' } }, { browser });

describe("a member's coupons", () => {
  it('are listed by state: usable soonest to end first, used with their order, and expired', async () => {
    const { browser, id } = await member(t, '192.0.2.10');
    const later = await admin.coupon({ memberId: id, value: { amount: 1000, currency: 'NZD' }, validTo: new Date(clock.now().getTime() + 60 * DAY_MS) });
    const sooner = await admin.coupon({ memberId: id, value: { amount: 1000, currency: 'NZD' }, validTo: new Date(clock.now().getTime() + 5 * DAY_MS) });
    const old = await admin.coupon({
      memberId: id,
      value: { amount: 1000, currency: 'NZD' },
      validFrom: new Date('2026-01-01'),
      validTo: new Date('2026-02-01'),
    });
    const spent = await admin.coupon({ memberId: id, value: { amount: 1000, currency: 'NZD' } });
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-10'] });
    const { sol } = await nonStop(t, execution, '2026-12-10');
    const order = await orderWith(t, execution, [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }], { couponId: spent.couponId }, browser);
    expect(order.status).toBe(200);

    const mine = await myCoupons(t, browser);
    expect(mine.usable.map((c) => c.couponId)).toEqual([sooner.couponId, later.couponId]);
    expect(mine.used).toEqual([expect.objectContaining({ couponId: spent.couponId, orderNo: order.reply.order.orderNo })]);
    expect(mine.expired.map((c) => c.couponId)).toEqual([old.couponId]);
  });

  it('ask a guest to log in', async () => {
    const guest: Browser = {};
    for (const [id, res] of [
      [listMemberCoupons.id, await t.api.send(listMemberCoupons, { body: {} }, { browser: guest })],
      [bindCoupon.id, await t.api.send(bindCoupon, { body: { code: 'ANYCODE' } }, { browser: guest })],
      [sendWelcomeCoupon.id, await t.api.send(sendWelcomeCoupon, { body: { country: 'nz' } }, { browser: guest })],
    ] as const) {
      expect(res.status, id).toBe(401);
    }
  });
});

describe('binding a coupon code', () => {
  it('adds a voucher to the member once, answers it again as theirs, and refuses it to anyone else', async () => {
    const mei = await member(t, '192.0.2.20');
    const bo = await member(t, '192.0.2.21');
    await admin.coupon({ code: 'GIFT2026NZ', kind: 'voucher', value: { amount: 2500, currency: 'NZD' } });
    const first = await bind('gift2026nz', mei.browser);
    expect(first.status).toBe(200);
    expect(first.reply).toMatchObject({ alreadyYours: false, coupon: { kind: 'voucher', value: { amount: 2500, currency: 'NZD' } } });
    expect((await myCoupons(t, mei.browser)).usable.map((c) => c.couponId)).toEqual([first.reply.coupon.couponId]);
    expect((await bind('GIFT2026NZ', mei.browser)).reply).toMatchObject({ alreadyYours: true, coupon: { couponId: first.reply.coupon.couponId } });
    expect(await refusedBind('GIFT2026NZ', bo.browser)).toMatchObject({ status: 409, failure: { ex: 'couponTaken' } });
    expect((await myCoupons(t, bo.browser)).usable).toEqual([]);
  });

  it('refuses unknown codes, expired vouchers and malformed codes with their own codes', async () => {
    const { browser } = await member(t, '192.0.2.30');
    await admin.coupon({
      code: 'OLDGIFT',
      kind: 'voucher',
      value: { amount: 2500, currency: 'NZD' },
      validFrom: new Date('2026-01-01'),
      validTo: new Date('2026-02-01'),
    });
    expect(await refusedBind('NOSUCHGIFT', browser)).toMatchObject({ status: 404, failure: { ex: 'discountUnknown' } });
    expect(await refusedBind('OLDGIFT', browser)).toMatchObject({ status: 400, failure: { ex: 'discountExpired' } });
    expect(await refusedBind('NO', browser)).toMatchObject({ status: 400, failure: { ex: 'e01' } });
  });

  it(`stops a member after ${BIND_FAILURES_PER_MEMBER_HOUR} unknown codes in an hour, so that codes cannot be found by trying`, async () => {
    const { browser } = await member(t, '192.0.2.40');
    await admin.coupon({ code: 'REALGIFT', kind: 'voucher', value: { amount: 2500, currency: 'NZD' } });
    for (let i = 0; i < BIND_FAILURES_PER_MEMBER_HOUR; i++) expect((await bind(`GUESS${i}`, browser)).status).toBe(404);
    expect(await refusedBind('REALGIFT', browser)).toMatchObject({ status: 429, failure: { ex: 'tooManyRequests' } });
  });
});

describe('validAction', () => {
  it('says whether a promotion runs on a site on a day, and nothing about a code that is not one', async () => {
    await admin.promotion({
      code: 'NZSUMMER',
      terms: [{ currency: 'NZD', amountOff: 1000 }],
      sites: ['nz'],
      validFrom: new Date('2026-12-01T00:00:00Z'),
      validTo: new Date('2027-01-01T00:00:00Z'),
    });
    const valid = (body: CallInput<typeof checkPromotion>['body']) => t.api.ok(checkPromotion, { body }, { browser: { address: '192.0.2.50' } });
    expect(await valid({ code: 'nzsummer', country: 'nz' })).toMatchObject({ valid: false, validFrom: '2026-12-01T00:00:00.000Z' });
    expect(await valid({ code: 'NZSUMMER', country: 'nz', date: '2026-12-24' })).toMatchObject({ valid: true });
    expect(await valid({ code: 'NZSUMMER', country: 'nz', date: '2027-01-01' })).toMatchObject({ valid: false });
    expect(await valid({ code: 'NZSUMMER', country: 'au', date: '2026-12-24' })).toEqual({ valid: false, validFrom: null, validTo: null });
    expect(await valid({ code: 'NOTACODE', country: 'nz' })).toEqual({ valid: false, validFrom: null, validTo: null });
  });
});

describe('the demo data', () => {
  it('holds WELCOME10 in every currency with a rate, coupons of each state for the demo members, and a voucher to bind', async () => {
    await demoMembersStep()(t.db, clock, memoryLogger());
    await demoCouponsStep()(t.db, clock, memoryLogger());
    const [code] = await t.db.query<{ percent: number; demo: boolean; currencies: number }>(
      'select percent, demo, (select count(*)::int from promotion_code_terms where code = p.code) as currencies from promotion_code p where code = $1',
      [DEMO_PROMOTION_CODE],
    );
    expect(code).toEqual({ percent: 10, demo: true, currencies: Object.keys(DEMO_RATES).length });
    const coupons = createMemberCoupons({ db: t.db, clock, limits: createRequestLimits({ db: t.db, clock }) });
    for (const demo of DEMO_MEMBERS) {
      const [{ id }] = await t.db.query<{ id: number }>('select id from member where email = $1', [demo.email]);
      expect((await coupons.listOf(id)).usable.length, demo.email).toBeGreaterThanOrEqual(2);
    }
    const [mei] = await t.db.query<{ id: number }>('select id from member where email = $1', [DEMO_MEMBERS[0].email]);
    expect((await coupons.listOf(mei.id)).expired).toHaveLength(1);
    const [voucher] = await t.db.query<{ member_id: number | null; demo: boolean }>('select member_id, demo from member_coupon where code = $1', [
      DEMO_VOUCHER_CODE,
    ]);
    expect(voucher).toEqual({ member_id: null, demo: true });
  });
});

describe('autoSendCoupon', () => {
  it("sends a new member one welcome coupon in the site's currency, and nothing the second time or to a member who joined long ago", async () => {
    const fresh = await member(t, '192.0.2.60');
    const sent = await autoSend('au', fresh.browser);
    expect(sent.status).toBe(200);
    // 100 yuan and 1,000 yuan at the demo rate of 0.21, in whole dollars.
    expect(sent.reply).toMatchObject({ sent: true, coupon: { kind: 'welcome', value: { amount: 2100, currency: 'AUD' }, minSpend: { amount: 21_000 } } });
    expect((await autoSend('nz', fresh.browser)).reply).toEqual({ sent: false, coupon: null });
    expect((await myCoupons(t, fresh.browser)).usable.filter((c) => c.couponId === sent.reply.coupon?.couponId)).toHaveLength(1);

    const old = await member(t, '192.0.2.61');
    await t.db.query('update member set created_at = $2 where id = $1', [old.id, new Date(clock.now().getTime() - (WELCOME_WINDOW_DAYS + 1) * DAY_MS)]);
    expect((await autoSend('nz', old.browser)).reply).toEqual({ sent: false, coupon: null });
  });

  it('gives no welcome coupon while the e-mail is not verified, and gives it once it is', async () => {
    // A member made without the registration link, as before the link was required: the address unconfirmed.
    const members = createMembers({ db: t.db, clock });
    const ula = await members.register({
      givenName: 'Ula',
      surname: 'Nye',
      email: 'ula.nye@example.com',
      areaCode: '64',
      phone: '219100001',
      password: '246810',
    });
    const browser: Browser = { address: '192.0.2.62' };
    const login = await t.api.send(logIn, { body: { country: 'nz', language: 'en', id: ula.email, pw: await sealedPassword(t.api, '246810') } }, { browser });
    expect(login.status).toBe(200);
    expect((await autoSend('nz', browser)).reply).toEqual({ sent: false, coupon: null });
    await members.markEmailVerified(ula.id, ula.email);
    expect((await autoSend('nz', browser)).reply).toMatchObject({ sent: true, coupon: { kind: 'welcome' } });
    expect((await autoSend('nz', browser)).reply).toEqual({ sent: false, coupon: null });
  });

  it('gives one welcome coupon per person: not again on a new account with the same e-mail or the same phone, however typed', async () => {
    const first = await joinAsMember(t, { email: 'Wen.Li@gmail.com', phone: '219200001' }, { browser: { address: '192.0.2.63' } });
    expect((await autoSend('nz', first.browser)).reply.sent).toBe(true);
    await t.db.query('delete from member where member_no = $1', [first.memberNo]);

    const sameMailbox = await joinAsMember(t, { email: 'wenli@googlemail.com', phone: '219200002' }, { browser: { address: '192.0.2.64' } });
    expect((await autoSend('nz', sameMailbox.browser)).reply).toEqual({ sent: false, coupon: null });
    const samePhone = await joinAsMember(t, { email: 'someone.else@example.com', phone: '0219200001' }, { browser: { address: '192.0.2.65' } });
    expect((await autoSend('nz', samePhone.browser)).reply).toEqual({ sent: false, coupon: null });
    const stranger = await joinAsMember(t, { email: 'stranger@example.com', phone: '219200003' }, { browser: { address: '192.0.2.66' } });
    expect((await autoSend('nz', stranger.browser)).reply.sent).toBe(true);
  });

  it('gives a few welcome coupons a day to the members who registered from one address, and the rest on a later day', async () => {
    const address = '192.0.2.67';
    const joined = [];
    for (let i = 0; i <= WELCOME_COUPONS_PER_ADDRESS_DAY; i++) {
      joined.push(await joinAsMember(t, { email: `house${i}@example.com`, phone: String(219_300_000 + i) }, { browser: { address } }));
    }
    const sent = [];
    for (const { browser } of joined) sent.push((await autoSend('nz', browser)).reply.sent);
    expect(sent).toEqual([...Array(WELCOME_COUPONS_PER_ADDRESS_DAY).fill(true), false]);
    // Asking again the same day does not use up the address's allowance, nor give a coupon.
    expect((await autoSend('nz', joined[WELCOME_COUPONS_PER_ADDRESS_DAY].browser)).reply.sent).toBe(false);
    clock.advance(DAY_MS);
    const last = joined[WELCOME_COUPONS_PER_ADDRESS_DAY].browser;
    const pw = await sealedPassword(t.api, '246810');
    await t.api.ok(logIn, { body: { country: 'nz', language: 'en', id: `house${WELCOME_COUPONS_PER_ADDRESS_DAY}@example.com`, pw } }, { browser: last });
    expect((await autoSend('nz', last)).reply.sent).toBe(true);
  });
});
