import { type CalendarDate, parseDate } from '../calendar.ts';
import { PASSENGER_TYPES, type PassengerType } from '../reference/passenger-types.ts';
import { fitsPassengerType } from '../validation/dates.ts';
import type { SavedPassenger } from './saved-passenger.ts';

/*
 * What a passenger form needs of a saved passenger, apart from the saved passenger's own rules and schemas, so that the
 * booking pages load only this until a member picks someone they saved.
 */

/** Sex of spec 5 ('0' or '1'): what each value stands for. */
export const SEX = { female: '0', male: '1' } as const;

/** The fields of the passenger form (spec 3) a saved passenger keeps, besides the name. */
export const PASSENGER_DETAIL_FIELDS = [
  'sex',
  'nationality',
  'birthday',
  'documentType',
  'documentNumber',
  'documentIssuer',
  'documentExpiry',
  'ffpAirline',
  'ffpNumber',
] as const;
export const PASSENGER_NAME_FIELDS = ['surname', 'givenName', 'firstName', 'middleName', 'lastName'] as const;

/**
 * The passenger type a birthday fits on a day (adult, child, infant), or
 * undefined when it fits none (a birthday to come, or an infant under 14 days).
 */
export function passengerTypeOn(birthday: string, day: CalendarDate): PassengerType | undefined {
  const birth = parseDate(birthday);
  return birth ? PASSENGER_TYPES.find((type) => fitsPassengerType(birth, type, day)) : undefined;
}

/** The form fields of a saved passenger, to fill a passenger form (or an order's passenger) with. */
export function formFieldsOf(passenger: SavedPassenger): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of [...PASSENGER_NAME_FIELDS, ...PASSENGER_DETAIL_FIELDS]) {
    const value = passenger[key];
    if (value) fields[key] = value;
  }
  return fields;
}
