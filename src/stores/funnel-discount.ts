import { atom, type ReadableAtom } from 'nanostores';
import type { DiscountStep } from '../domain/booking/funnel-extras.ts';

/**
 * The discount chosen in the discount box, while the page is open: a discount
 * is weighed against the booking by the server each time the traveller applies
 * it, and the page starts every visit without one, so it is not kept in storage.
 */
const $discount = atom<DiscountStep | undefined>(undefined);
export const $chosenDiscount: ReadableAtom<DiscountStep | undefined> = $discount;

/** The discount chosen for a booking session. */
export function chosenDiscount(execution: string | null): DiscountStep | undefined {
  const step = $discount.get();
  return step && step.execution === execution ? step : undefined;
}

export function keepDiscount(step: DiscountStep): void {
  $discount.set(step);
}

export function dropDiscount(): void {
  $discount.set(undefined);
}
