import { formatDate, parseDate } from '../../domain/calendar.ts';
import { certificateType } from '../../domain/reference/certificates.ts';
import type { Certificate } from '../../domain/saved-data/more-certificates.ts';
import { SEX } from '../../domain/saved-data/passenger-fields.ts';
import { nameFieldsFor, namesOfForm, type PassengerNames, printedName } from '../../domain/saved-data/passenger-names.ts';
import type { Residence } from '../../domain/saved-data/residence.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { maskDocumentNumber } from '../member/member-account.ts';

/** A passenger as saved data keeps it, whichever layout and form it came from. */
export interface KeptPassenger {
  readonly names: PassengerNames;
  readonly sex: '0' | '1';
  readonly nationality: string;
  /** YYYY-MM-DD. */
  readonly birthday: string;
  readonly documentType?: string;
  readonly documentNumber?: string;
  readonly documentIssuer?: string;
  readonly documentExpiry?: string;
  readonly ffpAirline?: string;
  readonly ffpNumber?: string;
  /** Only a saved passenger has these: an order's traveller gives neither. */
  readonly residence?: Residence;
  readonly certificates?: readonly Certificate[];
}

const isoDate = (value: string | undefined) => {
  const parsed = value ? parseDate(value) : undefined;
  return parsed ? formatDate(parsed) : undefined;
};
const upper = (value: string | undefined) => (value ? value.toUpperCase() : undefined);
const text = (values: Readonly<Record<string, unknown>>, key: string) =>
  typeof values[key] === 'string' && values[key] !== '' ? (values[key] as string) : undefined;

/**
 * A passenger form's values (checked already, by the saved-passenger rules or an
 * order's) as kept: dates as YYYY-MM-DD, codes in capitals, a document number
 * without a type taken for a passport, as the document rule reads it. Undefined
 * when a field every passenger has is missing.
 */
export function keptFromForm(values: Readonly<Record<string, unknown>>): KeptPassenger | undefined {
  const names = namesOfForm(values);
  const sex = text(values, 'sex');
  const nationality = upper(text(values, 'nationality'));
  const birthday = isoDate(text(values, 'birthday'));
  if (!names.surname || !names.given || (sex !== SEX.female && sex !== SEX.male) || !nationality || !birthday) return undefined;
  const documentNumber = upper(text(values, 'documentNumber'));
  const typed = text(values, 'documentType');
  const documentType = typed ? (certificateType(typed) ?? typed.toUpperCase()) : documentNumber ? 'PP' : undefined;
  return {
    names,
    sex,
    nationality,
    birthday,
    documentType,
    documentNumber,
    documentIssuer: upper(text(values, 'documentIssuer')),
    documentExpiry: isoDate(text(values, 'documentExpiry')),
    ffpAirline: upper(text(values, 'ffpAirline')),
    ffpNumber: upper(text(values, 'ffpNumber')),
  };
}

/**
 * A kept passenger as the member sees it on a site: the name in the site's
 * layout; every document number masked but for its last four characters unless
 * `full` (the detail, which only its owner reads).
 */
export function passengerView(kept: KeptPassenger, ids: { psgId: string | null; pastId: string | null }, layout: NameLayout, full: boolean): SavedPassenger {
  const optional = {
    documentType: kept.documentType,
    documentNumber: kept.documentNumber && (full ? kept.documentNumber : maskDocumentNumber(kept.documentNumber)),
    documentIssuer: kept.documentIssuer,
    documentExpiry: kept.documentExpiry,
    ffpAirline: kept.ffpAirline,
    ffpNumber: kept.ffpNumber,
    ...kept.residence,
  };
  const mask = (number: string) => (full ? number : maskDocumentNumber(number));
  const certificates = kept.certificates?.map((certificate) => ({ ...certificate, number: mask(certificate.number) }));
  return {
    ...ids,
    name: printedName(kept.names),
    ...nameFieldsFor(kept.names, layout),
    sex: kept.sex,
    nationality: kept.nationality,
    birthday: kept.birthday,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    ...(certificates?.length ? { certificates } : {}),
  };
}
