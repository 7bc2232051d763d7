import { addDiscount as addDiscountOperation, listMemberCoupons } from '../../src/domain/api/coupons.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { createMemberCoupons, type NewCoupon } from '../../src/server/coupon/member-coupons.ts';
import { createPromotions, type NewPromotion } from '../../src/server/coupon/promotions.ts';
import { createRequestLimits } from '../../src/server/member/request-limits.ts';
import type { Clock } from '../../src/server/platform/clock.ts';
import type { Browser, Reply } from './api.ts';
import { type Booking, type Choice, orderRequest, registeredMember, type TestApp } from './order-flow.ts';

export type { Choice } from './order-flow.ts';
export type CouponList = Reply<typeof listMemberCoupons>['data'];
/** A promotion code or one of the member's coupons, as the booking funnel sends it. */
export type Discount = Pick<CallInput<typeof addDiscountOperation>['body'], 'code' | 'couponId'>;

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
  const email = `coupon.member${n}.${address.replaceAll('.', '-')}@example.com`;
  const browser = await registeredMember(t, email, `2199${String(n).padStart(5, '0')}`, address);
  const [row] = await t.db.query<{ id: number }>('select id from member where email = $1', [email]);
  return { browser, id: Number(row.id) };
}

/** Orders an adult's trip with a discount in the body (or none); answers the outcome. */
export function orderWith(t: TestApp, execution: string, choices: Choice[], discount: Booking['discount'], browser: Browser) {
  return orderRequest(t, { execution, choices, discount }, browser);
}

/** Checks a discount against the chosen solutions, as the booking funnel's discount box does (the path names the last slice). */
export function addDiscount(t: TestApp, execution: string, choices: Choice[], discount: Discount, browser: Browser = {}) {
  const last = choices[choices.length - 1];
  return t.api.send(
    addDiscountOperation,
    { params: { session: execution, set: String(last.set), sol: last.sol }, body: { choices, ...discount } },
    { browser },
  );
}

export async function myCoupons(t: TestApp, browser: Browser): Promise<CouponList> {
  return (await t.api.ok(listMemberCoupons, { body: {} }, { browser })).data;
}
