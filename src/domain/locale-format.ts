/**
 * How a page writes dates, times, numbers and money: in its language and for its site's country together
 * (English on au writes 25/11/2026, Spanish on mx $1,234.50, Traditional Chinese on tw NT$). Every page,
 * e-mail and PDF formats through here, so that one flight shows one clock everywhere.
 */
import { keptPerKey } from './kept-per-key.ts';
import { bcp47, type Lang } from './languages.ts';
import { formatMoney, type Money } from './money.ts';
import { findSiteLocale } from './site-locales.ts';

/** The sites of several countries that still read as one: the EU site's English is Ireland's. */
const SHARED_COUNTRY: Readonly<Record<string, string>> = { eu: 'IE' };

const resolved = new Map<string, string>();

/** Whether Intl has the conventions of this language in this country, not only of the language. */
function known(tag: string): boolean {
  try {
    return new Intl.DateTimeFormat(tag).resolvedOptions().locale === tag;
  } catch {
    return false;
  }
}

/**
 * The BCP 47 locale of a language on a site: the language with the site's country where Intl knows the pair
 * (en-AU, es-MX, zh-Hant-TW); else international English (dd/mm/yyyy) for English, and the language alone
 * for the others.
 */
export function siteLocale(lang: Lang, siteCode: string): string {
  const key = `${lang}/${siteCode}`;
  let locale = resolved.get(key);
  if (locale === undefined) {
    const tag = countryTag(lang, siteCode);
    locale = tag && known(tag) ? tag : lang === 'en' ? 'en-001' : bcp47(lang);
    resolved.set(key, locale);
  }
  return locale;
}

/** The language with the site's country, whether or not Intl has conventions for the pair. */
function countryTag(lang: Lang, siteCode: string): string | undefined {
  const site = findSiteLocale(siteCode);
  const country = site ? (site.countries.length === 1 ? site.countries[0] : SHARED_COUNTRY[site.code]) : undefined;
  // A region the language's tag already names (es-419) gives way to the site's country (es-MX).
  return country ? `${bcp47(lang).replace(/-(\d{3}|[A-Z]{2})$/, '')}-${country}` : undefined;
}

/**
 * The clock of a locale: its own, except that Chinese and Korean write flight times in 24 hours, as their
 * airlines' timetables do (CLDR gives them 下午2:45 and 오후 2:45).
 */
export function hourCycle(locale: string): 'h23' | undefined {
  return /^(zh|ko)\b/.test(locale) ? 'h23' : undefined;
}

/** A currency symbol that Intl leaves ambiguous in the locale: Taiwan writes its dollar NT$, not a bare $. */
const LOCAL_SYMBOLS: Readonly<Record<string, string>> = { TWD: 'NT$' };

const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
/** A local YYYY-MM-DDTHH:MM read as it is: formatting it in UTC keeps any zone from moving it. */
const utcLocal = (local: string) => new Date(`${local.slice(0, 16)}:00Z`);

export type DateStyle = 'short' | 'medium' | 'long' | 'full' | 'weekdayShort';

/** The formatters of one locale (see siteLocale). */
export function localeFormat(locale: string) {
  const clock = hourCycle(locale);
  const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hourCycle: clock, timeZone: 'UTC' };
  const dayFormats: Record<DateStyle, Intl.DateTimeFormat> = {
    short: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }),
    medium: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    long: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
    full: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  };
  const time = new Intl.DateTimeFormat(locale, timeOptions);
  const dayAndTime = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...timeOptions });
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: clock });
  const instantDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const yearMonth = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    locale,
    /** A YYYY-MM-DD day (or the day of a longer text). */
    day: (day: string, style: DateStyle = 'medium') => dayFormats[style].format(utcDay(day)),
    /** The time of an airport's local YYYY-MM-DDTHH:MM, on the locale's clock. */
    time: (local: string) => time.format(utcLocal(local)),
    /** The day and time of an airport's local YYYY-MM-DDTHH:MM, as it is. */
    dayAndTime: (local: string) => dayAndTime.format(utcLocal(local)),
    /** An instant (ISO with zone) in the reader's own zone. */
    instant: (iso: string) => instant.format(new Date(iso)),
    /** The day of an instant in the reader's own zone. */
    instantDay: (iso: string) => instantDay.format(new Date(iso)),
    /** The heading of a month: "November 2026", "2026年11月". */
    yearMonth: (year: number, month: number) => yearMonth.format(new Date(Date.UTC(year, month - 1, 1))),
    /** A whole number with the locale's grouping (12,345 or 12.345). */
    number: (value: number) => number.format(value),
    money: (money: Money) => {
      const symbol = LOCAL_SYMBOLS[money.currency];
      const text = formatMoney(money, locale);
      return symbol && !text.includes(symbol) ? text.replace(/(^|[^A-Za-z])\$/, `$1${symbol}`) : text;
    },
  };
}

export type LocaleFormat = ReturnType<typeof localeFormat>;

const formats = keptPerKey<LocaleFormat>();

/** The formatters of a language on a site, built once. */
export function siteFormat(lang: Lang, siteCode: string): LocaleFormat {
  const locale = siteLocale(lang, siteCode);
  return formats(locale, () => localeFormat(locale));
}

/** Countries of the sites whose calendars start on Sunday (CLDR), for engines without week data. */
const SUNDAY_COUNTRIES = new Set([
  'US',
  'CA',
  'MX',
  'JP',
  'KR',
  'TW',
  'HK',
  'MO',
  'IN',
  'PH',
  'ID',
  'SG',
  'TH',
  'KH',
  'IL',
  'SA',
  'QA',
  'KW',
  'OM',
  'BH',
  'PK',
  'NP',
  'BD',
  'MM',
  'LA',
]);

type WeekLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/**
 * The first day of the week in a locale, 1 (Monday) to 7 (Sunday), from Intl's week data where the engine has
 * it, else Monday but in the countries that start on Sunday.
 */
export function firstDayOfWeek(locale: string): number {
  const full = new Intl.Locale(locale).maximize() as WeekLocale;
  return full.getWeekInfo?.().firstDay ?? full.weekInfo?.firstDay ?? (SUNDAY_COUNTRIES.has(full.region ?? '') ? 7 : 1);
}

/** The first day of the week on a site: its country's, even where Intl formats the language without it (en on th). */
export function siteWeekStart(lang: Lang, siteCode: string): number {
  return firstDayOfWeek(countryTag(lang, siteCode) ?? siteLocale(lang, siteCode));
}
