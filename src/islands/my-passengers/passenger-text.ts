import { type CalendarDate, parseDate } from '../../domain/calendar.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { countryOptions, NAMED_DOCUMENTS, type Translate } from '../passengers/field-options.ts';

/** A passenger's name as the site writes it: surname first on the surname/given layout, else first, middle, last. */
export function displayName(passenger: SavedPassenger, layout: NameLayout): string {
  const parts = layout === 'surnameGiven' ? [passenger.surname, passenger.givenName] : [passenger.firstName, passenger.middleName, passenger.lastName];
  return parts.filter(Boolean).join(' ');
}

export interface PassengerText {
  readonly t: Translate;
  /** A YYYY-MM-DD date in the page's locale. */
  readonly date: (value: string) => string;
  readonly country: (code: string) => string;
  readonly document: (type: string) => string;
}

/** The words and formats of the saved-passengers pages in a language. */
export function passengerText(lang: Lang, messages: Messages): PassengerText {
  const locale = bcp47(lang);
  const t: Translate = (key, params) => translate(messages, key, params);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const countries = new Map(countryOptions(locale).map((option) => [option.value, option.label]));
  return {
    t,
    date: (value) => {
      const day: CalendarDate | undefined = parseDate(value);
      return day ? dates.format(Date.UTC(day.year, day.month - 1, day.day)) : value;
    },
    country: (code) => countries.get(code) ?? code,
    document: (type) => ((NAMED_DOCUMENTS as readonly string[]).includes(type) ? t(`passengers.document.${type}`) : type),
  };
}
