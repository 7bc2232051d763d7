import * as v from 'valibot';
import type { PassengerForm } from '../../domain/booking/funnel.ts';
import { type CalendarDate, formatDate } from '../../domain/calendar.ts';
import { FIELD_CODES } from '../../domain/error-codes.ts';
import type { Certificate } from '../../domain/saved-data/more-certificates.ts';
import { RESIDENCE_FIELDS } from '../../domain/saved-data/residence.ts';
import { checkSavedPassenger, type SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { birthDateFromCertificate } from '../../domain/validation/documents.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { schemaValues } from '../passengers/passenger-forms.ts';

/**
 * The booking's passenger form holds a saved passenger too. Its type stays adult:
 * the type follows from the age on each trip's date, the rules from the age today
 * (checkSavedPassenger), and an infant's "travels with" belongs to a booking.
 */
export function blankPassenger(defaults: { nationality: string; documentIssuer: string }): PassengerForm {
  return { type: 'ADT', fields: { nationality: defaults.nationality, documentIssuer: defaults.documentIssuer }, infantOf: '', save: false };
}

/** A further certificate as the form holds it, each field as typed. */
export type CertificateForm = { -readonly [K in keyof Certificate]: string };

export const blankCertificate = (issuer: string): CertificateForm => ({ type: '', number: '', issuer, expiry: '' });

/** The certificates of a saved passenger beside its first document, to fill the form's further blocks with. */
export const certificatesOf = (passenger: SavedPassenger): CertificateForm[] => (passenger.certificates ?? []).map((certificate) => ({ ...certificate }));

/** The residence fields of a saved passenger, to merge into the form's fields. */
export function residenceOf(passenger: SavedPassenger): Record<string, string> {
  return Object.fromEntries(RESIDENCE_FIELDS.map((key) => [key, passenger[key] ?? '']));
}

/**
 * The passenger as the save call takes it (and checks it): the booking form's
 * fields in the site's layout, the residence fields given, and the further certificates.
 */
export function savedPassengerValues(form: PassengerForm, certificates: readonly CertificateForm[], layout: NameLayout): Record<string, unknown> {
  const residence = RESIDENCE_FIELDS.flatMap((key) => (form.fields[key]?.trim() ? [[key, form.fields[key].trim()]] : []));
  return {
    ...(form.psgId ? { psgId: form.psgId } : {}),
    ...schemaValues(form, layout),
    ...Object.fromEntries(residence),
    certificates: certificates.map((c) => ({ type: c.type.trim(), number: c.number.trim(), issuer: c.issuer.trim(), expiry: c.expiry.trim() })),
  };
}

/** The issue of each wrong field, by the rules the save call applies (spec 5 in the site's layout). */
export function passengerIssues(
  form: PassengerForm,
  certificates: readonly CertificateForm[],
  layout: NameLayout,
  today: CalendarDate,
): Record<string, FieldIssue> {
  const checked = checkSavedPassenger(savedPassengerValues(form, certificates, layout), { layout, today });
  return checked.ok ? {} : checked.fields;
}

/**
 * The birthday after a further certificate changed: a resident identity number
 * holds it, so it fills an empty birthday in, as the first document's does.
 */
export function birthdayFromCertificate(birthday: string, certificate: CertificateForm): string {
  if (birthday.trim()) return birthday;
  const born = birthDateFromCertificate(certificate.type, certificate.number);
  return born ? formatDate(born) : birthday;
}

const FailureFields = v.object({ fields: v.record(v.string(), v.object({ code: v.picklist(FIELD_CODES) })) });

/** The field issues a refused save sent back (the server's today may be a day on); empty for any other failure. */
export function issuesOfFailure(error: unknown): Record<string, FieldIssue> {
  const parsed = isApiError(error) ? v.safeParse(FailureFields, error.data) : undefined;
  return parsed?.success ? parsed.output.fields : {};
}
