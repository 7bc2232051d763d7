import { atom } from 'nanostores';
import * as v from 'valibot';
import { AutoSendReplySchema, BindCouponReplySchema, MyCouponsReplySchema, type CouponView, type MyCoupons } from '../domain/coupon/coupon-schemas.ts';
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

/** An answer that does not have the agreed shape is a failure like any other. */
function parsed<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiError('x02');
  return result.output;
}

export const failureCode = (error: unknown) => (error instanceof ApiError ? error.code : 'network');

export async function loadMyCoupons(api: ApiClient): Promise<void> {
  $myCoupons.set({ ...$myCoupons.get(), status: 'loading', error: undefined });
  try {
    const { data } = parsed(MyCouponsReplySchema, await api.post('/api/mycoupon/mycoupons', {}));
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
    const reply = parsed(AutoSendReplySchema, await api.post('/api/mycoupon/autoSendCoupon', { country: site, language: lang }, { inline: true }));
    return reply.coupon ?? undefined;
  } catch {
    return undefined;
  }
}

export type BindOutcome = { readonly ok: true; readonly alreadyYours: boolean } | { readonly ok: false; readonly code: string };

/** Binds a voucher's code to the member, then shows the list again with it. */
export async function bindCouponCode(api: ApiClient, code: string): Promise<BindOutcome> {
  try {
    const reply = parsed(BindCouponReplySchema, await api.post('/api/mycoupon/bindCoupon', { code }));
    await loadMyCoupons(api);
    return { ok: true, alreadyYours: reply.alreadyYours };
  } catch (error) {
    return { ok: false, code: failureCode(error) };
  }
}
