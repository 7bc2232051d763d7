import { useMemo } from 'react';
import { regionCallingCodes } from '../../domain/area-codes.ts';
import { addDays, addYears, type CalendarDate, compareDates } from '../../domain/calendar.ts';
import { INTERNATIONAL_DOCUMENTS } from '../../domain/reference/certificates.ts';
import type { PassengerType } from '../../domain/reference/passenger-types.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Documents the page names; a saved passenger's other type is offered by its code. */
export const NAMED_DOCUMENTS = ['PP', 'NI', 'RP', 'FI'] as const;

/** Every country and region, named in the page's language, for nationality and issuing country. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  return regionCallingCodes(locale).map((region) => ({ value: region.region, label: region.name }));
}

/**
 * The country options of a form, once its island has hydrated. The names come from the runtime's Intl data, which
 * names some regions otherwise in the build's Node.js than in browsers (Hong Kong, Macao, Palestine, the Falklands):
 * the prerendered page leaves them out, so that hydration finds the HTML it renders.
 */
export function useCountryOptions(locale: string): { value: string; label: string }[] {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? countryOptions(locale) : []), [hydrated, locale]);
}

/** The document types a trip's form offers: a passport on international trips; otherwise the named ones, and the type already chosen. */
export function documentTypeOptions(international: boolean, current: string, t: Translate): { value: string; label: string }[] {
  const types: string[] = international ? [...INTERNATIONAL_DOCUMENTS] : [...NAMED_DOCUMENTS];
  if (current && !types.includes(current)) types.push(current);
  return types.map((type) => ({ value: type, label: (NAMED_DOCUMENTS as readonly string[]).includes(type) ? t(`passengers.document.${type}`) : type }));
}

const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));
const earlier = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) <= 0 ? a : b);

/**
 * The birthdays a passenger type may choose in the date picker: ages on the day
 * of the first flight of 12 and over for an adult, 2 to 11 for a child, and under
 * 2 (at least 14 days old, and born by today) for an infant; most recent years first.
 */
export function birthdayPicker(type: PassengerType, today: CalendarDate, travel: CalendarDate): { years: number[]; min: CalendarDate; max: CalendarDate } {
  const dayAfter = (years: number) => addDays(addYears(travel, -years), 1);
  const bounds =
    type === 'ADT'
      ? { min: { year: Math.max(1900, travel.year - 110), month: 1, day: 1 }, max: addYears(travel, -12) }
      : type === 'CNN'
        ? { min: dayAfter(12), max: addYears(travel, -2) }
        : { min: dayAfter(2), max: earlier(today, addDays(travel, -14)) };
  return { ...bounds, years: range(bounds.max.year, bounds.min.year) };
}

/** The birthdays of a passenger kept for any trip: every age up to 110, born by today; most recent years first. */
export function anyAgeBirthdayPicker(today: CalendarDate): { years: number[]; min: CalendarDate; max: CalendarDate } {
  const min = { year: Math.max(1900, today.year - 110), month: 1, day: 1 };
  return { min, max: today, years: range(today.year, min.year) };
}

/** A document's expiry: from today, and not before the last flight; twenty years ahead. */
export function expiryPicker(today: CalendarDate, lastDeparture: CalendarDate): { years: number[]; min: CalendarDate } {
  const min = compareDates(lastDeparture, today) > 0 ? lastDeparture : today;
  return { min, years: range(today.year, today.year + 20) };
}
