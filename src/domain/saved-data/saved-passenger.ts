import * as v from 'valibot';
import type { CalendarDate } from '../calendar.ts';
import type { NameLayout } from '../sites.ts';
import { textField, validateForm } from '../validation/field-schema.ts';
import { type FieldIssue, maxLength } from '../validation/issue.ts';
import { passengerSchema } from '../validation/schemas.ts';
import { type Certificate, checkMoreCertificates, MAX_MORE_CERTIFICATES } from './more-certificates.ts';
import { passengerTypeOn, SEX } from './passenger-fields.ts';
import { checkResidence, type Residence } from './residence.ts';

/** A saved passenger's or contact's id: random, so that one member cannot guess another's. */
export const SAVED_ID = /^[a-f0-9]{32}$/;
/** A passenger of one of the member's own orders: the order number and the passenger's place in it. */
export const PAST_ID = /^(?:C|Go)\d{13,18}-\d{1,2}$/;

export const savedId = v.pipe(v.string('e00'), v.nonEmpty('e00'), v.regex(SAVED_ID, 'e01'));
export const pastId = v.pipe(v.string('e00'), v.nonEmpty('e00'), v.regex(PAST_ID, 'e01'));

export type CheckedPassenger = v.InferOutput<ReturnType<typeof passengerSchema>>;
/** A passenger to keep, checked: the booking form's fields, the residence address and the further certificates. */
export type CheckedSavedPassenger = CheckedPassenger & Residence & { readonly certificates: readonly Certificate[] };

/**
 * Checks a passenger to keep with the shared passenger rules (spec 5) in the
 * site's name layout: the rules of the type the birthday fits today, and a
 * document, when given, valid today (any type of spec 3; a trip may ask for more
 * when the passenger books); then the residence address and the further
 * certificates. Every wrong field is reported at once.
 */
export function checkSavedPassenger(
  values: unknown,
  rules: { layout: NameLayout; today: CalendarDate },
): { ok: true; value: CheckedSavedPassenger } | { ok: false; fields: Record<string, FieldIssue> } {
  const record = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const birthday = typeof record.birthday === 'string' ? record.birthday : undefined;
  const type = (birthday && passengerTypeOn(birthday, rules.today)) || 'ADT';
  const passenger = validateForm(
    passengerSchema({ layout: rules.layout, passengerType: type, today: rules.today, travelDate: rules.today, requireDocument: false }),
    values,
  );
  const residence = checkResidence(record);
  const firstType = typeof record.documentType === 'string' && record.documentType.trim() ? record.documentType : record.documentNumber ? 'PP' : undefined;
  const certificates = checkMoreCertificates(record.certificates, { today: rules.today, firstType, birthday });
  if (passenger.ok && residence.ok && certificates.ok) return { ok: true, value: { ...passenger.value, ...residence.value, certificates: certificates.value } };
  return {
    ok: false,
    fields: {
      ...(passenger.ok ? {} : passenger.fields),
      ...(residence.ok ? {} : residence.fields),
      ...(certificates.ok ? {} : certificates.fields),
    },
  };
}

export type PassengerFieldIssues = Record<string, FieldIssue>;

/** Any one text field of the form as the API takes it in, before the rules that need the site and today. */
const formText = textField(maxLength(60, 'e01'), { optional: true });

/**
 * POST modify: a passenger to add (no psgId) or to change (its psgId). The fields
 * are checked by `checkSavedPassenger` once the site and today are known.
 */
export const SavedPassengerBodySchema = v.object({
  psgId: v.optional(savedId),
  surname: formText,
  givenName: formText,
  firstName: formText,
  middleName: formText,
  lastName: formText,
  sex: formText,
  nationality: formText,
  birthday: formText,
  documentType: formText,
  documentNumber: formText,
  documentIssuer: formText,
  documentExpiry: formText,
  ffpAirline: formText,
  ffpNumber: formText,
  residenceAddress: formText,
  residenceCity: formText,
  residenceZip: formText,
  residenceCountry: formText,
  residenceState: formText,
  /**
   * The certificates beside the first document (spec 3's certificates list). Left
   * out (the booking's passengers page), the saved ones stay, and so does the
   * residence address unless some of it is given; sent (even empty), both are replaced.
   */
  certificates: v.optional(
    v.pipe(v.array(v.object({ type: formText, number: formText, issuer: formText, expiry: formText })), v.maxLength(MAX_MORE_CERTIFICATES, 'e01')),
  ),
});
export type SavedPassengerBody = v.InferOutput<typeof SavedPassengerBodySchema>;

/** POST delete: the saved passenger to forget. */
export const SavedPassengerIdSchema = v.object({ psgId: savedId });

/** GET getSvcPcPassengerDetail: a saved passenger (psgId) or one of the member's past travellers (pastId). */
export const PassengerDetailQuerySchema = v.pipe(
  v.object({ psgId: v.optional(savedId), pastId: v.optional(pastId) }),
  v.forward(
    v.check(({ psgId, pastId: past }) => (psgId === undefined) !== (past === undefined), 'e00'),
    ['psgId'],
  ),
);

const optionalText = v.optional(v.string());

/** A further certificate as the list (number masked) and the detail (in full) show it. */
export const CertificateSchema = v.object({ type: v.string(), number: v.string(), issuer: v.string(), expiry: v.string() });

/**
 * A passenger of spec 3 as the member's list and detail show it: the name fields of
 * the site's layout and the other form fields, so that it fills a passenger form
 * as it is. psgId for a saved passenger, pastId for a traveller of an earlier order.
 */
export const SavedPassengerSchema = v.object({
  psgId: v.nullable(v.string()),
  pastId: v.nullable(v.string()),
  /** SURNAME/GIVEN, as tickets print it. */
  name: v.string(),
  surname: optionalText,
  givenName: optionalText,
  firstName: optionalText,
  middleName: optionalText,
  lastName: optionalText,
  sex: v.picklist([SEX.female, SEX.male]),
  nationality: v.string(),
  birthday: v.string(),
  documentType: optionalText,
  /** In the list all but the last four characters are masked; in full in the detail. */
  documentNumber: optionalText,
  documentIssuer: optionalText,
  documentExpiry: optionalText,
  ffpAirline: optionalText,
  ffpNumber: optionalText,
  residenceAddress: optionalText,
  residenceCity: optionalText,
  residenceZip: optionalText,
  residenceCountry: optionalText,
  residenceState: optionalText,
  /** The certificates beside the first document; left out when there are none. Numbers masked like the first one's. */
  certificates: v.optional(v.array(CertificateSchema)),
});
export type SavedPassenger = v.InferOutput<typeof SavedPassengerSchema>;

export const SavedPassengerListSchema = v.object({ pList: v.array(SavedPassengerSchema) });
export const SavedPassengerReplySchema = v.object({ passenger: SavedPassengerSchema });
export const DeletedReplySchema = v.object({ deleted: v.literal(true) });
