import { lazy, type ReactNode, Suspense } from 'react';
import type { Money } from '../../domain/money.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';

// The box comes below the flights' extras, once the booking is read: its code loads as it is first shown, beside the
// extras' own calls, rather than with the page.
const DiscountBox = lazy(() => import('../coupon/DiscountBox.tsx'));

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

/** The discount box of the coupons feature, between the extras and the total; the page takes its saving off the expected total. */
export function DiscountSlot({ onChange, ...props }: DiscountSlotProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <DiscountBox {...props} onChange={(discount, amount) => onChange(discount && amount ? { request: discount, saving: amount } : null)} />
    </Suspense>
  );
}
