import type { ReactNode } from 'react';
import type { Money } from '../../domain/money.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';

/** A discount the traveller applied: what the order body's `discount` carries, and what it takes off the total shown. */
export interface DiscountChoice {
  readonly request: { readonly code?: string; readonly couponId?: string };
  readonly saving: Money;
}

/** The props of the coupons feature's discount box (src/islands/coupon/DiscountBox.tsx). */
export interface DiscountSlotProps {
  readonly session: string;
  readonly set: number;
  readonly sol: string;
  readonly site: string;
  readonly lang: string;
  readonly messages: Messages;
  readonly onChange: (discount: DiscountChoice | null) => void;
}

/**
 * Where the discount box goes on book/addition, between the extras and the total.
 * The page already sends the chosen `discount` with the order and takes its
 * saving off the expected total; until the coupons feature renders its box
 * here (`return <DiscountBox {...props} />`), there is nothing to show.
 */
export function DiscountSlot(_props: DiscountSlotProps): ReactNode {
  return null;
}
