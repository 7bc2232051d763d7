import type { OrderView } from '../../domain/booking/order.ts';
import { flightExtras, priceBreakdown } from '../../domain/booking/order-breakdown.ts';
import { bagWords, type ExtrasWords, mealWords, priceRowWords, seatWords, signedMoney } from '../../domain/booking/order-breakdown-words.ts';
import type { Lang } from '../../domain/languages.ts';
import { MEAL_CODES, MEAL_NAMES, type MealCode } from '../content/meal-names.ts';

const isMealCode = (code: string): code is MealCode => (MEAL_CODES as readonly string[]).includes(code);

/** A special meal's name in a language from the shop's meal table; a code the table lacks stays a code. */
export function mealNameIn(lang: Lang): (code: string) => string {
  return (code) => (isMealCode(code) ? MEAL_NAMES[code][lang] : code);
}

/** One passenger's seat, extra bags and meal on a flight of the confirmation, as label and value pairs. */
export interface MailPassengerExtras {
  readonly name: string;
  readonly items: readonly (readonly [label: string, value: string])[];
}

/** What each passenger has on one flight (by its index in the order's segments), in the words of the order pages. */
export function mailFlightExtras(order: OrderView, segment: number, words: ExtrasWords): MailPassengerExtras[] {
  const { t } = words;
  return flightExtras(order, segment).map((row) => ({
    name: row.name,
    items: [
      [t('order.seat'), seatWords(row, words)],
      [t('order.extraBags'), bagWords(row, words)],
      [t('order.specialMeal'), mealWords(row, words)],
    ],
  }));
}

/**
 * The price rows after the fare, taxes and surcharges: each kind of extra, each
 * discount with its code, so that with those the rows add up to the total paid.
 */
export function mailExtraPriceRows(order: OrderView, words: ExtrasWords): [label: string, value: string][] {
  return priceBreakdown(order)
    .filter((row) => row.kind !== 'fares')
    .map((row) => [priceRowWords(row, words.t), signedMoney(row.amount, words.money)]);
}
