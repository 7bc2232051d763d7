import { addDiscount, queryDiscounts } from '../domain/api/coupons.ts';
import type { OrderDiscount } from '../domain/booking/discount.ts';
import type { AddDiscountReply, QueryDiscountReply } from '../domain/coupon/coupon-schemas.ts';
import type { ApiClient } from '../lib/api/client.ts';
import { chosenSolutions } from './booking-funnel.ts';
import { failureCode } from './coupons.ts';
import { dropDiscount, keepDiscount } from './funnel-discount.ts';

/** The solutions of the booking, one per slice, as the order is sent. */
export interface BookingChoice {
  readonly set: number;
  readonly sol: string;
  readonly familyId: string;
}

/**
 * The solutions chosen on the results page for a booking session, as the
 * funnel keeps them; none when they are for another session or cannot be read.
 */
export function storedChoices(session: string): BookingChoice[] {
  return (chosenSolutions(session)?.chosen ?? []).map(({ set, sol, familyId }) => ({ set, sol, familyId }));
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

/** queryDiscount: the member's coupons weighed against the booking (a guest gets none). */
export async function weighDiscounts(api: ApiClient, session: string, choices: readonly BookingChoice[]): Promise<Outcome<QueryDiscountReply>> {
  try {
    const reply = await api.call(queryDiscounts, { body: { session, choices: [...choices] } }, { inline: true });
    return { ok: true, value: reply.data };
  } catch (error) {
    return { ok: false, code: failureCode(error) };
  }
}

/**
 * addDiscount: checks a code or coupon against the booking; when it applies it
 * becomes the chosen discount (replacing any other: one per order), else the
 * chosen discount is left as it was.
 */
export async function chooseDiscount(
  api: ApiClient,
  key: { session: string; set: number; sol: string },
  choices: readonly BookingChoice[],
  discount: OrderDiscount,
): Promise<Outcome<AddDiscountReply>> {
  try {
    const params = { session: key.session, set: String(key.set), sol: key.sol };
    const reply = await api.call(addDiscount, { params, body: { choices: [...choices], ...discount } }, { inline: true });
    keepDiscount({ execution: key.session, discount, amount: reply.data.amount, newTotal: reply.data.newTotal });
    return { ok: true, value: reply.data };
  } catch (error) {
    return { ok: false, code: failureCode(error) };
  }
}

export function clearDiscount(): void {
  dropDiscount();
}
