import * as v from 'valibot';
import { CERTIFICATE_TYPES } from '../reference/certificates.ts';
import type { PassengerType } from '../reference/passenger-types.ts';
import type { NameLayout } from '../sites.ts';
import { email } from './contacts.ts';
import { crossCheck, fieldText } from './cross-check.ts';
import { birthday, type CalendarDate, compareDates, date, documentExpiry, parseDate } from './dates.ts';
import { birthDateFromCertificate, certificateNumber, documentType } from './documents.ts';
import { textField } from './field-schema.ts';
import { airlineCode, frequentFlyerNumber } from './frequent-flyer.ts';
import { captcha, cityCode, sex } from './general.ts';
import { pattern, type Rule } from './issue.ts';
import { childFirstName, childMiddleName, combinedName, familyName, firstName, givenName, lastName, layoutMiddleName } from './names.ts';

const countryCode: Rule = pattern(/^[A-Za-z]{2}$/);

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
        rules.layout === 'surnameGiven'
          ? fieldText(values, 'givenName')
          : [fieldText(values, 'firstName'), fieldText(values, 'middleName')].filter(Boolean).join(' ');
      const last = rules.layout === 'surnameGiven' ? fieldText(values, 'surname') : fieldText(values, 'lastName');
      const found = combinedName(given, last);
      return found ? { key: rules.layout === 'surnameGiven' ? 'givenName' : 'firstName', found } : undefined;
    }),
    crossCheck(['documentType', 'documentNumber'], (values) => {
      const number = fieldText(values, 'documentNumber');
      if (!number) return undefined;
      const found = certificateNumber(fieldText(values, 'documentType') || 'PP')(number);
      return found ? { key: 'documentNumber', found } : undefined;
    }),
    crossCheck(['documentType', 'documentNumber', 'birthday'], (values) => {
      // A resident identity number holds the birth date; the two must agree.
      const fromNumber = birthDateFromCertificate(fieldText(values, 'documentType'), fieldText(values, 'documentNumber'));
      const stated = parseDate(fieldText(values, 'birthday'));
      return fromNumber && stated && compareDates(fromNumber, stated) !== 0 ? { key: 'birthday', found: { code: 'e02' } } : undefined;
    }),
    crossCheck(['ffpAirline', 'ffpNumber'], (values) => {
      const airline = fieldText(values, 'ffpAirline');
      const number = fieldText(values, 'ffpNumber');
      if (!number) return undefined;
      if (!airline) return { key: 'ffpAirline', found: { code: 'e00' } };
      const found = frequentFlyerNumber(airline)(number);
      return found ? { key: 'ffpNumber', found } : undefined;
    }),
  );
}

/** A low-fare alert: a route, a departure date, the e-mail to tell, and the captcha. */
export const LowFareAlertSchema = v.pipe(
  v.object({
    from: textField(cityCode),
    to: textField(cityCode),
    departureDate: textField(date),
    email: textField(email()),
    ca: textField(captcha),
  }),
  crossCheck(['from', 'to'], (values) => (fieldText(values, 'from') === fieldText(values, 'to') ? { key: 'to', found: { code: 'e01' } } : undefined)),
);
