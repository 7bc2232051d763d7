import { constants, publicEncrypt } from 'node:crypto';
import { expect } from 'vitest';
import { createMemberCoupons, type NewCoupon } from '../../src/server/coupon/member-coupons.ts';
import { createPromotions, type NewPromotion } from '../../src/server/coupon/promotions.ts';
import { createRequestLimits } from '../../src/server/member/request-limits.ts';
import type { Clock } from '../../src/server/platform/clock.ts';
import { adult, contact, keepCookies, post, type Browser, type Order, type TestApp } from './order-flow.ts';

export type DiscountedOrder = Order & { discountOrderInfos: { discountCode: string; kind: string; amount: number }[] };
export type Choice = { set: number; sol: string; familyId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The airline's tools: promotion codes and member coupons made through the services. */
export function couponAdmin(t: TestApp, clock: Clock) {
  const promotions = createPromotions({ db: t.db, clock });
  const coupons = createMemberCoupons({ db: t.db, clock, limits: createRequestLimits({ db: t.db, clock }) });
  const month = () => ({ validFrom: new Date(clock.now().getTime() - DAY_MS), validTo: new Date(clock.now().getTime() + 30 * DAY_MS) });
  return {
    promotion: (input: Partial<NewPromotion> & Pick<NewPromotion, 'code' | 'terms'>) => promotions.create({ label: 'Test', ...month(), ...input }),
    coupon: (input: Partial<NewCoupon> & Pick<NewCoupon, 'value'>) => coupons.issue({ kind: 'goodwill', ...month(), ...input }),
  };
}

let registered = 0;

/** A member registered and logged in in a browser of their own; answers the browser and the member's id. */
export async function member(t: TestApp, address: string): Promise<{ browser: Browser; id: number }> {
  const n = ++registered;
  const { publicKey } = (await (await t.request('/api/a/publicKey')).json()) as { publicKey: string };
  const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('246810')).toString('base64');
  const browser: Browser = { address };
  const email = `coupon.member${n}.${address.replaceAll('.', '-')}@example.com`;
  const res = await t.request(
    '/api/svcPassenger/nz/en/quickRegister',
    post({ givenName: 'Mei', surname: 'Lin', email, areaCode: '64', phone: `2199${String(n).padStart(5, '0')}`, pw }, browser),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  keepCookies(browser, res);
  const [row] = await t.db.query<{ id: number }>('select id from member where email = $1', [email]);
  return { browser, id: Number(row.id) };
}

/** POST /api/b/order with a discount in the body; answers the status and the parsed reply. */
export async function orderWith(t: TestApp, execution: string, choices: Choice[], discount: Record<string, string> | undefined, browser: Browser) {
  const response = await t.request(
    `/api/b/order?execution=${execution}&country=nz&language=en`,
    post({ session: execution, choices, passengers: [adult()], contact: contact(), ...(discount ? { discount } : {}) }, browser),
  );
  keepCookies(browser, response);
  return { status: response.status, body: (await response.json()) as { order: DiscountedOrder; ex?: string } };
}

export async function addDiscount(t: TestApp, execution: string, choices: Choice[], discount: Record<string, string>, browser: Browser = {}) {
  const last = choices[choices.length - 1];
  const response = await t.request(`/api/orderDiscount/addDiscount/${execution}/${last.set}/${last.sol}`, post({ choices, ...discount }, browser));
  return {
    status: response.status,
    body: (await response.json()) as {
      data: { discountCode: string; kind: string; amount: { amount: number; currency: string }; total: { amount: number }; newTotal: { amount: number } };
      ex?: string;
    },
  };
}

export type CouponList = {
  usable: { couponId: string; state: string; orderNo: string | null }[];
  used: { couponId: string; orderNo: string | null }[];
  expired: { couponId: string }[];
};

export async function myCoupons(t: TestApp, browser: Browser): Promise<CouponList> {
  const response = await t.request('/api/mycoupon/mycoupons', post({}, browser));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: CouponList }).data;
}
