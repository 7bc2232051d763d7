import { isLang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import type { Money } from '../../domain/money.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';

/** The coupon islands' wording in the page's language: messages, money and dates. */
export function couponText(lang: string, site: string, messages: Messages) {
  const format = siteFormat(isLang(lang) ? lang : 'en', site);
  return {
    t: (key: string, params?: Params) => translate(messages, key, params),
    money: (money: Money) => format.money(money),
    date: (iso: string) => format.instantDay(iso),
  };
}

export type CouponText = ReturnType<typeof couponText>;
