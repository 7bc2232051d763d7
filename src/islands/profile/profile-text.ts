import { regionCallingCodes } from '../../domain/area-codes.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';

/** Documents the page names; the other types of spec 3 are kept but not offered here. */
export const PROFILE_DOCUMENTS = ['PP', 'NI', 'RP', 'FI'] as const;

/**
 * The words of my/profile: its messages, dates in the page's locale, countries
 * named in its language, and the message of a field's or a call's failure, where
 * the profile words a shared code for itself (a birthday for the programme is
 * not one for a flight).
 */
export function profileText(lang: Lang, site: string, messages: Messages) {
  const format = siteFormat(lang, site);
  const countries = regionCallingCodes(bcp47(lang)).map((region) => ({ value: region.region, label: region.name }));
  const countryNames = new Map(countries.map((c) => [c.value, c.label]));
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(messages, key, params);
  return {
    t,
    countries,
    country: (code: string) => countryNames.get(code) ?? code,
    /** A date of the API: YYYY-MM-DD or an instant. */
    date: (value: string) => (value.length === 10 ? format.day(value) : format.instantDay(value)),
    documentName: (type: string) => ((PROFILE_DOCUMENTS as readonly string[]).includes(type) ? t(`passengers.document.${type}`) : type),
    field: (form: string, field: string, code: string) => {
      const own = `profile.${form}.error.${field}.${code}`;
      return messages[own] === undefined ? fieldMessage(messages, { code }) : t(own);
    },
    failure: (code: string) => errorMessage(messages, code),
  };
}

export type ProfileText = ReturnType<typeof profileText>;
