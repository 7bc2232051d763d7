import * as v from 'valibot';
import type { CalendarDate } from '../calendar.ts';
import { optionalCaptchaIdField } from '../captcha.ts';
import { CERTIFICATE_TYPES } from '../reference/certificates.ts';
import { birthday, date, documentExpiry } from '../validation/dates.ts';
import { certificateNumber, documentType } from '../validation/documents.ts';
import { textField } from '../validation/field-schema.ts';
import { homeAirlineNumber } from '../validation/frequent-flyer.ts';
import { sex } from '../validation/general.ts';
import { pattern } from '../validation/issue.ts';
import { familyName, givenName } from '../validation/names.ts';

/** Levels of the frequent-flyer programme, lowest first. */
export const MEMBER_TIERS = ['standard', 'silver', 'gold', 'platinum'] as const;
export type MemberTier = (typeof MEMBER_TIERS)[number];

/** ISO 3166 alpha-2, as nationality and document issuer are kept. */
const countryCode = pattern(/^[A-Za-z]{2}$/);
const captchaCode = textField(pattern(/^[A-Za-z0-9]{4,6}$/), { optional: true });
const captchaId = optionalCaptchaIdField;

/** An identity document of a member; the number is shown with all but its last four characters masked. */
export const MemberCertificateSchema = v.object({
  id: v.number(),
  type: v.picklist(CERTIFICATE_TYPES),
  number: v.string(),
  issuer: v.string(),
  expiry: v.string(),
});

/** A membership card of the member: the number masked as the login's card step shows it; `disabled` cards no longer log in. */
export const MemberCardSchema = v.object({
  idx: v.number(),
  cardNo: v.string(),
  holderName: v.string(),
  disabled: v.boolean(),
});

/** Reply of getMemberStatus: the logged-in member's standing in the programme. */
export const MemberStatusSchema = v.object({
  memberNo: v.string(),
  givenName: v.string(),
  surname: v.string(),
  name: v.string(),
  tier: v.picklist(MEMBER_TIERS),
  emailVerified: v.boolean(),
  ffp: v.object({ enrolled: v.boolean(), enrolledAt: v.nullable(v.string()) }),
  certificates: v.array(MemberCertificateSchema),
  cards: v.array(MemberCardSchema),
});
export type MemberStatus = v.InferOutput<typeof MemberStatusSchema>;

/**
 * POST verifyMember: whether a home-airline member number and a name belong
 * together, as a passenger form checks the number typed for a traveller.
 */
export const VerifyMemberBodySchema = v.object({
  cardNo: textField(homeAirlineNumber),
  surname: textField(familyName),
  givenName: textField(givenName),
  ca: captchaCode,
  captchaId,
});

/** Only whether they match; never who the member is. */
export const MemberMatchSchema = v.object({ match: v.boolean() });

/** The profile the programme needs to enrol a member, checked against today (birthday at least 14 years ago). */
export function ffpEnrollmentSchema(today: CalendarDate) {
  return v.object({
    birthday: textField(birthday({ today })),
    gender: textField(sex),
    nationality: textField(countryCode),
  });
}

/** The same fields as the API receives them, before the checks that need today. */
export const FfpEnrollmentBodySchema = v.object({
  birthday: textField(date),
  gender: textField(sex),
  nationality: textField(countryCode),
});

export const FfpEnrolledSchema = v.object({ enrolled: v.literal(true), memberNo: v.string(), enrolledAt: v.string() });

/** A new identity document: a type of spec 3, its number under that type's rule, the issuing country, an expiry from today on. */
export function certificateSchema(today: CalendarDate) {
  return v.pipe(
    v.object({
      type: textField(documentType()),
      number: textField(() => undefined),
      issuer: textField(countryCode),
      expiry: textField(documentExpiry({ today })),
    }),
    v.forward(
      v.partialCheck([['type'], ['number']], ({ type, number }) => certificateNumber(type)(number.toUpperCase()) === undefined, 'e01'),
      ['number'],
    ),
  );
}

/** The same as the API receives it, before the checks that need today. */
export const NewCertificateBodySchema = v.object({
  type: textField(documentType()),
  number: textField(pattern(/^[A-Za-z0-9]{1,18}$/)),
  issuer: textField(countryCode),
  expiry: textField(date),
});

export const CertificateAddedSchema = v.object({ certificate: MemberCertificateSchema });
