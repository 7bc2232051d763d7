import type { PassengerForm } from '../../domain/booking/funnel.ts';
import type { OrderCreateBody } from '../../domain/booking/order-create.ts';
import { type CalendarDate, formatDate } from '../../domain/calendar.ts';
import { PASSENGER_TYPES, type PassengerType } from '../../domain/reference/passenger-types.ts';
import { formFieldsOf, PASSENGER_DETAIL_FIELDS, passengerTypeOn } from '../../domain/saved-data/passenger-fields.ts';
import { NAME_FIELDS } from '../../domain/saved-data/passenger-names.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { birthDateFromCertificate } from '../../domain/validation/documents.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';

/** Field issues keyed `{passenger index}.{field}` (and `contact.{field}`, `notices.{key}`). */
export type FormIssues = Readonly<Record<string, FieldIssue>>;

export interface Counts {
  readonly adt: number;
  readonly cnn: number;
  readonly inf: number;
}

/**
 * Empty forms for the session's travellers, adults first, then children, then
 * infants: nationality and document issuer from the site, a passport on
 * international trips, and each infant on the lap of the adult of its own number.
 */
export function blankForms(counts: Counts, defaults: { nationality: string; documentIssuer: string }, international: boolean): PassengerForm[] {
  const amount: Record<PassengerType, number> = { ADT: counts.adt, CNN: counts.cnn, INF: counts.inf };
  let infants = 0;
  return PASSENGER_TYPES.flatMap((type) =>
    Array.from(
      { length: amount[type] },
      (): PassengerForm => ({
        type,
        fields: { nationality: defaults.nationality, documentIssuer: defaults.documentIssuer, ...(international ? { documentType: 'PP' } : {}) },
        infantOf: type === 'INF' ? String(infants++) : '',
        save: false,
      }),
    ),
  );
}

/**
 * A passenger form's fields after one of them changed: a resident identity number
 * (NI, FI, HR) holds its holder's birth date, which fills the birthday in, so that
 * the two cannot disagree.
 */
export function withField(fields: Readonly<Record<string, string>>, field: string, value: string): Record<string, string> {
  const next = { ...fields, [field]: value };
  if (field !== 'documentType' && field !== 'documentNumber') return next;
  const born = birthDateFromCertificate(next.documentType ?? '', next.documentNumber ?? '');
  return born ? { ...next, birthday: formatDate(born) } : next;
}

/** Whether kept forms still fit the session: the same travellers of the same types in the same order. */
export function formsFit(forms: readonly PassengerForm[], counts: Counts): boolean {
  const types = forms.map((form) => form.type).join();
  return (
    types ===
    blankForms(counts, { nationality: '', documentIssuer: '' }, false)
      .map((form) => form.type)
      .join()
  );
}

/** The form's values as the passenger schema reads them: the layout's name fields and the non-empty others. */
export function schemaValues(form: PassengerForm, layout: NameLayout): Record<string, string> {
  const keys = [...NAME_FIELDS[layout], ...PASSENGER_DETAIL_FIELDS];
  return Object.fromEntries(keys.flatMap((key) => (form.fields[key]?.trim() ? [[key, form.fields[key].trim()]] : [])));
}

/** An infant's adult, by place in the list, from the form's choice; undefined until one is chosen. */
export const placeOf = (text: string): number | undefined => (/^\d{1,2}$/.test(text) ? Number(text) : undefined);

/** The passengers exactly as the order create call takes them (OrderCreateBody's passengers). */
export function orderPassengers(forms: readonly PassengerForm[], layout: NameLayout): OrderCreateBody['passengers'] {
  return forms.map((f) => {
    const infantOf = f.type === 'INF' ? placeOf(f.infantOf) : undefined;
    return { type: f.type, ...(infantOf !== undefined ? { infantOf } : {}), ...schemaValues(f, layout) };
  });
}

/** Fields a saved passenger without a document leaves as the form had them (the site's defaults, or the trip's passport). */
const KEPT_WHEN_MISSING = new Set(['documentType', 'documentIssuer']);

/**
 * A form filled from a saved passenger (or a traveller of an earlier order): its
 * fields in the site's layout, and the saved passenger that saving changes.
 */
export function fillFromSaved(f: PassengerForm, saved: SavedPassenger, layout: NameLayout): PassengerForm {
  const fields = formFieldsOf(saved);
  const keys = [...NAME_FIELDS[layout], ...PASSENGER_DETAIL_FIELDS];
  return {
    ...f,
    fields: Object.fromEntries(keys.map((key) => [key, fields[key] ?? (KEPT_WHEN_MISSING.has(key) ? (f.fields[key] ?? '') : '')])),
    psgId: saved.psgId ?? undefined,
  };
}

/** The saved passengers a form of a type may be filled from: those whose age fits the type on the day of the first flight. */
export function savedFitting(saved: readonly SavedPassenger[], type: PassengerType, firstDeparture: CalendarDate): SavedPassenger[] {
  return saved.filter((passenger) => passengerTypeOn(passenger.birthday, firstDeparture) === type);
}

/** The saved-passenger call's body for a form: its values, and its psgId to change rather than add. */
export function savedPassengerBody(f: PassengerForm, layout: NameLayout): Record<string, string> {
  return { ...(f.psgId ? { psgId: f.psgId } : {}), ...schemaValues(f, layout) };
}
