import * as v from 'valibot';
import { CERTIFICATE_TYPES } from '../reference/certificates.ts';
import type { PassengerType } from '../reference/passenger-types.ts';
import type { NameLayout } from '../sites.ts';
import { areaCode, email, phone } from './contacts.ts';
import { birthday, type CalendarDate, compareDates, date, documentExpiry, parseDate } from './dates.ts';
import { birthDateFromCertificate, certificateNumber, documentType } from './documents.ts';
import { airlineCode, frequentFlyerNumber } from './frequent-flyer.ts';
import { captcha, cityCode, sex } from './general.ts';
import { type FieldIssue, pattern, type Rule, textField, toValibot } from './issue.ts';
import { loginId, loginPassword } from './login.ts';
import { childFirstName, childMiddleName, combinedName, contactName, familyName, firstName, givenName, lastName, layoutMiddleName } from './names.ts';

const countryCode: Rule = pattern(/^[A-Za-z]{2}$/);

type Values = Record<string, unknown>;

/**
 * A check over several fields of an object that raises its issue on one of them.
 * Like valibot's partialCheck it runs as soon as the fields it reads are valid, so
 * a form shows every wrong field at once, not the cross-field ones only later.
 */
function crossCheck<T extends Values>(
  reads: readonly string[],
  check: (values: T) => { key: string; found: FieldIssue } | undefined,
): v.BaseValidation<T, T, v.BaseIssue<unknown>> {
  return {
    kind: 'validation',
    type: 'cross_check',
    reference: crossCheck,
    async: false,
    expects: null,
    '~run'(dataset, config) {
      const blocked = dataset.issues?.some((raised) => reads.includes(String(raised.path?.[0]?.key)));
      const value = dataset.value as unknown;
      if ((dataset.typed || !blocked) && typeof value === 'object' && value !== null) {
        const result = check(value as T);
        if (result) {
          const { key, found } = result;
          const values = value as Values;
          v._addIssue(this, 'input', dataset, config, {
            ...toValibot(found),
            input: values[key],
            path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }],
          });
        }
      }
      return dataset;
    },
  };
}

const text = (values: Values, key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');

/** The phone number checked against its calling code (libphonenumber's rules for that country). */
const phoneIssue = (values: Values) => {
  const found = phone(text(values, 'areaCode'))(text(values, 'phone'));
  return found ? { key: 'phone', found } : undefined;
};

export interface PassengerFormRules {
  readonly layout: NameLayout;
  readonly passengerType: PassengerType;
  /** Today in the site's calendar. */
  readonly today: CalendarDate;
  /** The first departure of the trip, for the passenger type's age. */
  readonly travelDate?: CalendarDate;
  /** The last departure of the trip: the document must still be valid then. */
  readonly lastDeparture?: CalendarDate;
  /** Document types this trip accepts (all when empty). */
  readonly documentTypes?: readonly string[];
  /** International trips need a document. */
  readonly requireDocument: boolean;
}

/** The passenger form of spec 3, for one passenger; the island's form and the API use the same schema. */
export function passengerSchema(rules: PassengerFormRules) {
  const isAdult = rules.passengerType === 'ADT';
  // The layout the site does not use has no name fields: a value sent for one is e01.
  const unused = v.optional(v.never('e01'));
  const names: Record<'surname' | 'givenName' | 'firstName' | 'middleName' | 'lastName', v.GenericSchema<unknown, string | undefined>> = rules.layout ===
  'surnameGiven'
    ? { surname: textField(familyName), givenName: textField(givenName), firstName: unused, middleName: unused, lastName: unused }
    : {
        surname: unused,
        givenName: unused,
        firstName: textField(isAdult ? firstName : childFirstName),
        middleName: textField(isAdult ? layoutMiddleName : childMiddleName, { optional: true }),
        lastName: textField(lastName),
      };
  const docOptional = { optional: !rules.requireDocument } as { optional: true };
  return v.pipe(
    v.object({
      ...names,
      sex: textField(sex),
      nationality: textField(countryCode),
      birthday: textField(birthday({ today: rules.today, passengerType: rules.passengerType, travelDate: rules.travelDate })),
      documentType: textField(documentType(rules.documentTypes ?? CERTIFICATE_TYPES), docOptional),
      documentNumber: textField(() => undefined, docOptional),
      documentIssuer: textField(countryCode, docOptional),
      documentExpiry: textField(documentExpiry({ today: rules.today, lastDeparture: rules.lastDeparture }), docOptional),
      ffpAirline: textField(airlineCode(), { optional: true }),
      ffpNumber: textField(() => undefined, { optional: true }),
    }),
    crossCheck(['givenName', 'surname', 'firstName', 'middleName', 'lastName'], (values) => {
      const given =
        rules.layout === 'surnameGiven' ? text(values, 'givenName') : [text(values, 'firstName'), text(values, 'middleName')].filter(Boolean).join(' ');
      const last = rules.layout === 'surnameGiven' ? text(values, 'surname') : text(values, 'lastName');
      const found = combinedName(given, last);
      return found ? { key: rules.layout === 'surnameGiven' ? 'givenName' : 'firstName', found } : undefined;
    }),
    crossCheck(['documentType', 'documentNumber'], (values) => {
      const number = text(values, 'documentNumber');
      if (!number) return undefined;
      const found = certificateNumber(text(values, 'documentType') || 'PP')(number);
      return found ? { key: 'documentNumber', found } : undefined;
    }),
    crossCheck(['documentType', 'documentNumber', 'birthday'], (values) => {
      // A resident identity number holds the birth date; the two must agree.
      const fromNumber = birthDateFromCertificate(text(values, 'documentType'), text(values, 'documentNumber'));
      const stated = parseDate(text(values, 'birthday'));
      return fromNumber && stated && compareDates(fromNumber, stated) !== 0 ? { key: 'birthday', found: { code: 'e02' } } : undefined;
    }),
    crossCheck(['ffpAirline', 'ffpNumber'], (values) => {
      const airline = text(values, 'ffpAirline');
      const number = text(values, 'ffpNumber');
      if (!number) return undefined;
      if (!airline) return { key: 'ffpAirline', found: { code: 'e00' } };
      const found = frequentFlyerNumber(airline)(number);
      return found ? { key: 'ffpNumber', found } : undefined;
    }),
  );
}

/** The contact block: full name, calling code, phone and e-mail. */
export function contactSchema(options: { forbiddenEmailDomains?: readonly string[] } = {}) {
  return v.pipe(
    v.object({
      contactName: textField(contactName),
      areaCode: textField(areaCode),
      phone: textField(() => undefined),
      email: textField(email(options.forbiddenEmailDomains)),
    }),
    crossCheck(['areaCode', 'phone'], (values) => phoneIssue(values)),
  );
}

/** The login request of spec 3: account login by member number or e-mail, or phone login with a calling code. */
export const LoginSchema = v.pipe(
  v.object({
    loginType: v.optional(v.picklist(['account', 'phone'], 'e01'), 'account'),
    id: textField(loginId),
    pw: textField(loginPassword),
    ca: textField(captcha),
    captchaId: textField(pattern(/^[A-Za-z0-9-]{8,64}$/)),
    areaCode: textField(areaCode, { optional: true }),
  }),
  crossCheck(['loginType', 'areaCode', 'id'], (values) => {
    if (values.loginType !== 'phone') return undefined;
    if (!text(values, 'areaCode')) return { key: 'areaCode', found: { code: 'e00' } };
    const found = phone(text(values, 'areaCode'))(text(values, 'id'));
    return found ? { key: 'id', found } : undefined;
  }),
);

export type LoginRequest = v.InferOutput<typeof LoginSchema>;

/** A low-fare alert: a route, a departure date, the e-mail to tell, and the captcha. */
export const LowFareAlertSchema = v.pipe(
  v.object({
    from: textField(cityCode),
    to: textField(cityCode),
    departureDate: textField(date),
    email: textField(email()),
    ca: textField(captcha),
  }),
  crossCheck(['from', 'to'], (values) => (text(values, 'from') === text(values, 'to') ? { key: 'to', found: { code: 'e01' } } : undefined)),
);

/** What a new member gives at quick registration (spec 5 rules), but the password. */
const registrationEntries = {
  givenName: textField(givenName),
  surname: textField(lastName),
  email: textField(email()),
  areaCode: textField(areaCode),
  phone: textField(() => undefined),
};

/** The registration form: the password typed twice, and the membership terms accepted. */
export const RegistrationFormSchema = v.pipe(
  v.object({
    ...registrationEntries,
    password: textField(loginPassword),
    confirm: textField(() => undefined),
    terms: v.literal(true, 'e00'),
  }),
  crossCheck(['areaCode', 'phone'], (values) => phoneIssue(values)),
  crossCheck(['password', 'confirm'], (values) =>
    text(values, 'password') === text(values, 'confirm') ? undefined : { key: 'confirm', found: { code: 'pwMismatch' } },
  ),
);

/** The registration call: the same fields, with the password as it travels (encrypted, see `encrypted`). */
export function registrationBodySchema<E extends v.ObjectEntries>(encrypted: ReturnType<typeof textField>, extra: E) {
  return v.pipe(
    v.object({ ...registrationEntries, ...extra, pw: encrypted }),
    crossCheck(['areaCode', 'phone'], (values) => phoneIssue(values)),
  );
}
