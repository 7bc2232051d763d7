import { formatMoney, type Money } from '../../domain/money.ts';
import { durationParts } from '../../domain/shop/results-view.ts';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Formatting in the page's language (a BCP 47 tag): dates of YYYY-MM-DD text, local times, money, durations. */
export function formatters(locale: string, t: Translate) {
  const dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const utc = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return {
    day: (date: string) => dayFormat.format(utc(date)),
    longDay: (date: string) => longDayFormat.format(utc(date)),
    month: (date: string) => monthFormat.format(utc(date)),
    /** HH:MM of a local YYYY-MM-DDTHH:MM. */
    time: (local: string) => local.slice(11, 16),
    money: (money: Money) => formatMoney(money, locale),
    duration: (minutes: number) => t('shop.duration', durationParts(minutes)),
    /** Days between a departure's and an arrival's local dates. */
    daysLater: (departure: string, arrival: string) => Math.round((utc(arrival).getTime() - utc(departure).getTime()) / 86_400_000),
  };
}

export type Formatters = ReturnType<typeof formatters>;
