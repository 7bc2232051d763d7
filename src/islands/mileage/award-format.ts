import type { Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import { type BaggageAllowance, baggageWords } from '../../domain/mileage/baggage.ts';
import { formatters, type Translate } from '../shop/format.ts';

export type { Translate };

/**
 * The award pages' formatting in the page's language: the results page's dates,
 * times, durations and money, and miles as a number of the language (1,234 or
 * 1.234), minutes with the language's own plural (Intl), and baggage allowances.
 */
export function awardFormat(lang: Lang, site: string, t: Translate) {
  const shared = formatters(lang, site, t);
  const minutes = new Intl.NumberFormat(shared.locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  const miles = (value: number) => siteFormat(lang, site).number(value);
  return {
    ...shared,
    /** A number of miles alone, for a label that names them (Your miles balance: 12,345). */
    miles,
    /** An amount in miles: "12,345 miles". */
    milesAmount: (value: number) => t('mileage.miles', { miles: value }),
    minutes: (value: number) => minutes.format(value),
    baggage: (allowance: BaggageAllowance) => {
      const words = baggageWords(allowance);
      if (words.key === 'pieces') return t('mileage.baggage.pieces', words.params);
      return words.key === 'weight' ? t('mileage.baggage.weight', words.params) : t('mileage.baggage.none');
    },
  };
}

export type AwardFormat = ReturnType<typeof awardFormat>;
