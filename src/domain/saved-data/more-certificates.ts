import * as v from 'valibot';
import { type CalendarDate, compareDates, formatDate, parseDate } from '../calendar.ts';
import { CERTIFICATE_TYPES, certificateType } from '../reference/certificates.ts';
import { documentExpiry } from '../validation/dates.ts';
import { birthDateFromCertificate, certificateNumber, documentType } from '../validation/documents.ts';
import { textField, validateForm } from '../validation/field-schema.ts';
import { type FieldIssue, issue, pattern } from '../validation/issue.ts';

/**
 * The most certificates one saved passenger keeps, the form's first document
 * included: the cap of a member's own documents (10, spec 9's passenger maximum).
 */
export const MAX_PASSENGER_CERTIFICATES = 10;
/** The further certificates beside the first document, which the booking pages read. */
export const MAX_MORE_CERTIFICATES = MAX_PASSENGER_CERTIFICATES - 1;

/** The fields of a further certificate, as the form and the API name them. */
export const CERTIFICATE_FIELDS = ['type', 'number', 'issuer', 'expiry'] as const;

/** A further certificate as it is kept: type resolved (P is PP), codes in capitals, expiry as YYYY-MM-DD. */
export interface Certificate {
  readonly type: string;
  readonly number: string;
  readonly issuer: string;
  readonly expiry: string;
}

/** One further certificate: every field needed, as a trip's document would be. */
function certificateSchema(today: CalendarDate) {
  return v.object({
    type: textField(documentType(CERTIFICATE_TYPES)),
    number: textField(() => undefined),
    issuer: textField(pattern(/^[A-Za-z]{2}$/)),
    expiry: textField(documentExpiry({ today })),
  });
}

export interface MoreCertificateRules {
  readonly today: CalendarDate;
  /** The type of the form's first document, which a further one may not repeat. */
  readonly firstType?: string;
  /** The passenger's birthday as given; a resident ID number must hold the same date. */
  readonly birthday?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a passenger's further certificates (spec 3's certificates list, spec 5's
 * number rule of each type): at most MAX_MORE_CERTIFICATES, each type at most once
 * counting the first document (errorType), an NI, FI or HR number holding the
 * passenger's birth date. Issues are keyed `certificates.{index}.{field}`.
 */
export function checkMoreCertificates(
  values: unknown,
  rules: MoreCertificateRules,
): { ok: true; value: Certificate[] } | { ok: false; fields: Record<string, FieldIssue> } {
  if (values === undefined || values === null) return { ok: true, value: [] };
  if (!Array.isArray(values) || values.length > MAX_MORE_CERTIFICATES) return { ok: false, fields: { certificates: issue('e01') } };
  const fields: Record<string, FieldIssue> = {};
  const kept: Certificate[] = [];
  const seen = new Set([certificateType(text(rules.firstType)) ?? '']);
  const schema = certificateSchema(rules.today);
  values.forEach((value: unknown, i) => {
    const at = (field: string) => `certificates.${i}.${field}`;
    const checked = validateForm(schema, typeof value === 'object' && value !== null ? value : {});
    if (!checked.ok) {
      for (const [field, found] of Object.entries(checked.fields)) fields[at(field)] = found;
      return;
    }
    const type = certificateType(checked.value.type) ?? checked.value.type;
    const number = checked.value.number.toUpperCase();
    const expiry = parseDate(checked.value.expiry);
    if (seen.has(type)) fields[at('type')] = issue('errorType');
    else if (certificateNumber(type)(number)) fields[at('number')] = certificateNumber(type)(number) ?? issue('e01');
    else if (!agreesWithBirthday(type, number, rules.birthday)) fields[at('number')] = issue('e02');
    else if (expiry) kept.push({ type, number, issuer: checked.value.issuer.toUpperCase(), expiry: formatDate(expiry) });
    seen.add(type);
  });
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: kept };
}

/** A resident identity number names its holder's birth date; any other number, or no birthday yet, agrees. */
function agreesWithBirthday(type: string, number: string, birthday: string | undefined): boolean {
  const fromNumber = birthDateFromCertificate(type, number);
  const stated = birthday ? parseDate(birthday) : undefined;
  return !fromNumber || !stated || compareDates(fromNumber, stated) === 0;
}
