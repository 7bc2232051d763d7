import type { Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import type { Money } from '../../domain/money.ts';
import { durationParts } from '../../domain/shop/results-view.ts';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Formatting in the page's language on its site's country: dates of YYYY-MM-DD text, local times, money, durations. */
export function formatters(lang: Lang, site: string, t: Translate) {
  const f = siteFormat(lang, site);
  const utc = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return {
    locale: f.locale,
    day: (date: string) => f.day(date, 'weekdayShort'),
    longDay: (date: string) => f.day(date, 'full'),
    month: (date: string) => f.yearMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))),
    /** The time of a local YYYY-MM-DDTHH:MM, on the locale's clock. */
    time: (local: string) => f.time(local),
    money: (money: Money) => f.money(money),
    duration: (minutes: number) => t('shop.duration', durationParts(minutes)),
    /** Days between a departure's and an arrival's local dates. */
    daysLater: (departure: string, arrival: string) => Math.round((utc(arrival).getTime() - utc(departure).getTime()) / 86_400_000),
  };
}

export type Formatters = ReturnType<typeof formatters>;
