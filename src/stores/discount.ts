import { atom } from 'nanostores';
import * as v from 'valibot';
import type { OrderDiscount } from '../domain/booking/discount.ts';
import { AddDiscountReplySchema, QueryDiscountReplySchema, type AddDiscountReply, type QueryDiscountReply } from '../domain/coupon/coupon-schemas.ts';
import type { Money } from '../domain/money.ts';
import { ApiError } from '../lib/api/api-error.ts';
import type { ApiClient } from '../lib/api/client.ts';
import { failureCode } from './coupons.ts';

/** The solutions of the booking, one per slice, as the order is sent. */
export interface BookingChoice {
  readonly set: number;
  readonly sol: string;
  readonly familyId: string;
}

/** The discount chosen in the booking funnel, for the order body, and what it takes off as last checked. */
export interface ChosenDiscount {
  readonly discount: OrderDiscount;
  readonly amount: Money;
  readonly newTotal: Money;
}

export const $chosenDiscount = atom<ChosenDiscount | undefined>(undefined);

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

function parsed<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiError('x02');
  return result.output;
}

/** queryDiscount: the member's coupons weighed against the booking (a guest gets none). */
export async function weighDiscounts(api: ApiClient, session: string, choices: readonly BookingChoice[]): Promise<Outcome<QueryDiscountReply>> {
  try {
    const reply = parsed(QueryDiscountReplySchema, await api.post('/api/orderDiscount/queryDiscount', { session, choices }, { inline: true }));
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
    const path = `/api/orderDiscount/addDiscount/${encodeURIComponent(key.session)}/${key.set}/${encodeURIComponent(key.sol)}`;
    const reply = parsed(AddDiscountReplySchema, await api.post(path, { choices, ...discount }, { inline: true }));
    $chosenDiscount.set({ discount, amount: reply.data.amount, newTotal: reply.data.newTotal });
    return { ok: true, value: reply.data };
  } catch (error) {
    return { ok: false, code: failureCode(error) };
  }
}

export function clearDiscount(): void {
  $chosenDiscount.set(undefined);
}
