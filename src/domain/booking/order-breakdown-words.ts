import type { PassengerFlightExtras, PriceRow } from './order-breakdown.ts';

/**
 * The words of an order's extras and price rows, for the order pages and the
 * confirmation e-mail alike: each gives its own translation, money format and
 * meal names (the page asks the server for them, the e-mail has the table).
 */
export interface ExtrasWords {
  readonly t: (key: string, params?: Readonly<Record<string, string | number>>) => string;
  /** Minor units of the order's currency, formatted in the reader's language. */
  readonly money: (amount: number) => string;
  readonly mealName: (code: string) => string;
}

/** An amount that takes off, such as a discount, with a true minus sign. */
export function signedMoney(amount: number, money: (amount: number) => string): string {
  return amount < 0 ? `−${money(-amount)}` : money(amount);
}

const priced = (words: ExtrasWords, item: string, amount: number) => (amount > 0 ? words.t('order.withPrice', { item, price: words.money(amount) }) : item);

/** 12A, or 12A with its kind when it is not a standard seat, its price when it had one; no seat chosen, or on a lap for an infant. */
export function seatWords(item: PassengerFlightExtras, words: ExtrasWords): string {
  if (!item.seated) return words.t('order.onLap');
  if (!item.seat) return words.t('order.noSeat');
  const { seat, kind, amount } = item.seat;
  const named = kind === 'standard' ? seat : words.t('order.seatWithKind', { seat, kind: words.t(`order.seatKind.${kind}`) });
  return priced(words, named, amount);
}

export function bagWords(item: PassengerFlightExtras, words: ExtrasWords): string {
  if (!item.bags) return words.t('order.noExtraBags');
  return priced(words, words.t('order.baggageAllowance', { pieces: item.bags.pieces, kg: item.bags.kg }), item.bags.amount);
}

export function mealWords(item: PassengerFlightExtras, words: ExtrasWords): string {
  if (!item.meal) return words.t('order.standardMeal');
  return priced(words, words.mealName(item.meal.code), item.meal.amount);
}

/** The label of a price row; the total is not a row (see priceBreakdown). */
export function priceRowWords(row: PriceRow, t: ExtrasWords['t']): string {
  switch (row.kind) {
    case 'fares':
      return t('order.faresTotal');
    case 'seats':
      return t('order.seatsTotal');
    case 'bags':
      return t('order.bagsTotal');
    case 'meals':
      return t('order.mealsTotal');
    case 'discount':
      return t(row.discount.kind === 'code' ? 'order.discountCode' : 'order.discountCoupon', { code: row.discount.discountCode });
    case 'other':
      return t('order.otherCharges');
  }
}
