import type { OrderView } from '../../../domain/booking/order.ts';
import { isLang, type Lang } from '../../../domain/languages.ts';
import { hourCycle, siteFormat } from '../../../domain/locale-format.ts';
import { type BaggageAllowance, baggageWords } from '../../../domain/mileage/baggage.ts';
import { messagesOf, type Params, translate } from '../../../lib/i18n/index.ts';
import { mealNameIn } from '../../mail/order-mail-extras.ts';
import { placeNames } from '../../mail/order-mails.ts';
import { printableMoney } from './receipt-fonts.ts';

/** Card brands as the payment provider names them, written as their owners write them. */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
  discover: 'Discover',
};

/** The words and formats of one receipt, in its order's language. */
export function receiptWords(order: OrderView) {
  const lang: Lang = isLang(order.lang) ? order.lang : 'en';
  const format = siteFormat(lang, order.site);
  const locale = format.locale;
  const messages = messagesOf(lang);
  const t = (key: string, params?: Params) => translate(messages, key, params);
  const instant = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: hourCycle(locale),
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return {
    lang,
    locale,
    t,
    /** Minor units of the order's currency. */
    money: printableMoney(format, order.equivFarecurrency),
    moneyIn: (amount: number, currency: string) => printableMoney(format, currency)(amount),
    /** An airport's local YYYY-MM-DDTHH:MM, as it is. */
    local: format.dayAndTime,
    /** An instant, in UTC and saying so: a receipt may be read anywhere. */
    instant: (at: Date | string) => instant.format(typeof at === 'string' ? new Date(at) : at),
    number: format.number,
    names: placeNames(lang),
    mealName: mealNameIn(lang),
    /** A flight's checked baggage as the order pages say it: pieces of up to a weight, a weight alone, or none. */
    baggage: (allowance: BaggageAllowance) => {
      const words = baggageWords(allowance);
      if (words.key === 'pieces') return t('order.baggageAllowance', words.params);
      return words.key === 'weight' ? t('mileage.baggage.weight', words.params) : t('order.noBaggage');
    },
    /** card, or a card's brand as Card (Visa); a method without words of its own is shown as it is. */
    paymentMethod: (method: string) => {
      if (`receipt.method.${method}` in messages) return t(`receipt.method.${method}`);
      const brand = CARD_BRANDS[method.toLowerCase()];
      return brand ? `${t('receipt.method.card')} (${brand})` : method;
    },
  };
}

export type ReceiptWords = ReturnType<typeof receiptWords>;
