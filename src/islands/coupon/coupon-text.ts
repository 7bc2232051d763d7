import { bcp47, type Lang } from '../../domain/languages.ts';
import { formatMoney, type Money } from '../../domain/money.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';

/** The coupon islands' wording in the page's language: messages, money and dates. */
export function couponText(lang: string, messages: Messages) {
  const locale = bcp47(lang as Lang);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return {
    t: (key: string, params?: Params) => translate(messages, key, params),
    money: (money: Money) => formatMoney(money, locale),
    date: (iso: string) => dates.format(new Date(iso)),
  };
}

export type CouponText = ReturnType<typeof couponText>;
