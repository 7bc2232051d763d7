import * as v from 'valibot';
import { CERTIFICATE_TYPES } from '../reference/certificates.ts';
import { TICKET_TYPES } from '../reference/passenger-types.ts';
import { SiteQuerySchema } from '../shop/site-query.ts';
import { areaCode, email } from '../validation/contacts.ts';
import { date } from '../validation/dates.ts';
import { documentNumber } from '../validation/documents.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';
import { familyName, givenName } from '../validation/names.ts';

/** The proof a registration may carry: at most five files of at most 5 MB each, images or PDF (checked by content, not by name). */
export const PROOF_LIMITS = { files: 5, bytes: 5 * 1024 * 1024 } as const;
/** What the proof may be, by the type its bytes show. */
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];
/** The largest registration request: the files and the form around them. */
export const REGISTRATION_MAX_BYTES = PROOF_LIMITS.files * PROOF_LIMITS.bytes + 64 * 1024;

/** The statuses of a registration: waiting for its e-mail to be confirmed, for review, then approved or refused. */
export const REGISTRATION_STATUSES = ['unconfirmed', 'pending', 'approved', 'refused'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The code a registration is followed by (sppsg/confirmation/{authCode}): 20 characters, unguessable. */
export const AUTH_CODE = /^[A-Za-z0-9_-]{20}$/;
const authCodeField = v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.regex(AUTH_CODE, 'e01'));

/** A file as a form sends it: one or several under the same name. */
const proofFiles = v.pipe(
  v.unknown(),
  // The API document shows a list of files (metadata become JSON-schema keywords).
  v.metadata({ type: 'array', items: { type: 'string', format: 'binary' } }),
  v.transform((value): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value])),
  v.array(v.blob('fileType')),
  v.minLength(1, 'e00'),
  v.maxLength(PROOF_LIMITS.files, 'fileCount'),
  v.check((files) => files.every((file) => file.size <= PROOF_LIMITS.bytes), 'fileSize'),
  v.check((files) => files.every((file) => file.size > 0), 'fileType'),
);

/** The traveller's part of a registration, as the form and the API check it. */
export const RegistrationFieldsSchema = v.object({
  ticketType: v.picklist(TICKET_TYPES, 'e00'),
  surname: textField(familyName),
  givenName: textField(givenName),
  birthday: textField(date),
  nationality: textField(pattern(/^[A-Za-z]{2}$/)),
  documentType: v.optional(v.picklist(CERTIFICATE_TYPES, 'errorType'), 'PP'),
  documentNumber: textField(documentNumber),
  email: textField(email()),
  areaCode: textField(areaCode),
  phone: textField(pattern(/^\d{4,20}$/, 'phone')),
});
export type RegistrationFields = v.InferOutput<typeof RegistrationFieldsSchema>;

/** POST multipart /api/ur/overseaPassengerRegist: the fields, the site and language, and the proof files. */
export const RegistrationBodySchema = v.intersect([SiteQuerySchema, RegistrationFieldsSchema, v.object({ files: proofFiles })]);

export const RegisteredSchema = v.object({
  authCode: v.string(),
  /** Where the confirmation link went, partly masked. */
  sentTo: v.string(),
});

/** ecsXMailSelfAuthentication: the token of the e-mailed link. */
export const ConfirmEmailBodySchema = v.object({ token: v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.maxLength(100, 'e01')) });

/** auth: a registration's code, as the confirmation page and the verify form send it. */
export const RegistrationLookupSchema = v.object({ authCode: authCodeField });

/** What a registration's code shows: its state, and for its holder the name, type and dates. */
export const RegistrationStateSchema = v.object({
  authCode: v.string(),
  ticketType: v.picklist(TICKET_TYPES),
  status: v.picklist(REGISTRATION_STATUSES),
  /** The name as registered, SURNAME/GIVEN. */
  name: v.string(),
  submittedAt: v.string(),
  /** The last day an approval holds (YYYY-MM-DD). */
  validUntil: v.nullable(v.string()),
  /** Why the airline refused it. */
  reason: v.nullable(v.string()),
});
export type RegistrationState = v.InferOutput<typeof RegistrationStateSchema>;
export const RegistrationStateReplySchema = v.object({ registration: RegistrationStateSchema });
