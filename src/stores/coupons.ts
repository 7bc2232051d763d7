import { atom } from 'nanostores';
import { bindCoupon, listMemberCoupons, sendWelcomeCoupon } from '../domain/api/coupons.ts';
import type { CouponView, MyCoupons } from '../domain/coupon/coupon-schemas.ts';
import { ApiError } from '../lib/api/api-error.ts';
import type { ApiClient } from '../lib/api/client.ts';

/** The member's coupons as my/coupon shows them. */
export interface MyCouponsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly coupons: MyCoupons;
  /** The code of the last failure, for its message. */
  readonly error?: string;
}

const NONE: MyCoupons = { usable: [], used: [], expired: [] };
export const $myCoupons = atom<MyCouponsState>({ status: 'idle', coupons: NONE });

export const failureCode = (error: unknown) => (error instanceof ApiError ? error.code : 'network');

export async function loadMyCoupons(api: ApiClient): Promise<void> {
  $myCoupons.set({ ...$myCoupons.get(), status: 'loading', error: undefined });
  try {
    const { data } = await api.call(listMemberCoupons, { body: {} });
    $myCoupons.set({ status: 'ready', coupons: data });
  } catch (error) {
    $myCoupons.set({ ...$myCoupons.get(), status: 'failed', error: failureCode(error) });
  }
}

/**
 * Asks for the welcome coupon of a new member (spec 7's autoSendCoupon): the
 * server sends it once, to members who joined recently; answers the coupon when
 * one was sent now. A failure only means no coupon: the page goes on.
 */
export async function requestWelcomeCoupon(api: ApiClient, site: string, lang: string): Promise<CouponView | undefined> {
  try {
    const reply = await api.call(sendWelcomeCoupon, { body: { country: site, language: lang } }, { inline: true });
    return reply.coupon ?? undefined;
  } catch {
    return undefined;
  }
}

export type BindOutcome = { readonly ok: true; readonly alreadyYours: boolean } | { readonly ok: false; readonly code: string };

/** Binds a voucher's code to the member, then shows the list again with it. */
export async function bindCouponCode(api: ApiClient, code: string): Promise<BindOutcome> {
  try {
    const reply = await api.call(bindCoupon, { body: { code } });
    await loadMyCoupons(api);
    return { ok: true, alreadyYours: reply.alreadyYours };
  } catch (error) {
    return { ok: false, code: failureCode(error) };
  }
}
