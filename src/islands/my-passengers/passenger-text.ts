import { type CalendarDate, parseDate } from '../../domain/calendar.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import { displayedName, namesOfForm } from '../../domain/saved-data/passenger-names.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { countryOptions, NAMED_DOCUMENTS, type Translate } from '../passengers/field-options.ts';

/** A passenger's name as the site writes it: surname first on the surname/given layout, else first, middle, last. */
export function displayName(passenger: SavedPassenger, layout: NameLayout): string {
  return displayedName(namesOfForm(passenger), layout);
}

export interface PassengerText {
  readonly t: Translate;
  /** A YYYY-MM-DD date in the page's locale. */
  readonly date: (value: string) => string;
  readonly country: (code: string) => string;
  readonly document: (type: string) => string;
}

/** The words and formats of the saved-passengers pages in a language. */
export function passengerText(lang: Lang, site: string, messages: Messages): PassengerText {
  const format = siteFormat(lang, site);
  const t: Translate = (key, params) => translate(messages, key, params);
  const countries = new Map(countryOptions(bcp47(lang)).map((option) => [option.value, option.label]));
  return {
    t,
    date: (value) => {
      const day: CalendarDate | undefined = parseDate(value);
      return day ? format.day(value) : value;
    },
    country: (code) => countries.get(code) ?? code,
    document: (type) => ((NAMED_DOCUMENTS as readonly string[]).includes(type) ? t(`passengers.document.${type}`) : type),
  };
}
