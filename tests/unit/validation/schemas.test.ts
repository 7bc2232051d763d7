import { describe, expect, it } from 'vitest';
import {
  type CalendarDate,
  contactSchema,
  loginSchema,
  mod112CheckCharacter,
  numberingPlan,
  type PassengerFormRules,
  parseDate,
  passengerSchema,
  validateForm,
} from '../../../src/domain/validation/index.ts';

const d = (text: string): CalendarDate => parseDate(text) ?? { year: 0, month: 0, day: 0 };
const rules = (over: Partial<PassengerFormRules> = {}): PassengerFormRules => ({
  layout: 'firstMiddleLast',
  passengerType: 'ADT',
  today: d('2026-11-21'),
  travelDate: d('2026-12-10'),
  lastDeparture: d('2026-12-20'),
  requireDocument: true,
  ...over,
});
const adult = {
  firstName: 'MARY ANN',
  middleName: '',
  lastName: 'SMITH',
  sex: '1',
  nationality: 'NZ',
  birthday: '1990-5-17',
  documentType: 'PP',
  documentNumber: 'LA123456',
  documentIssuer: 'NZ',
  documentExpiry: '2030-01-31',
};
const codes = (result: ReturnType<typeof validateForm>) => (result.ok ? {} : Object.fromEntries(Object.entries(result.fields).map(([k, f]) => [k, f.code])));

describe('the passenger form', () => {
  it('accepts a complete adult and trims what it keeps', () => {
    const result = validateForm(passengerSchema(rules()), { ...adult, lastName: '  SMITH ' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.lastName).toBe('SMITH');
  });

  it('names each wrong field with its code', () => {
    const result = validateForm(passengerSchema(rules()), {
      ...adult,
      firstName: '',
      sex: '2',
      birthday: '2015-01-01',
      documentType: 'XX',
      documentExpiry: '2026-12-19',
    });
    expect(codes(result)).toEqual({ firstName: 'e00', sex: 'e01', birthday: 'e02', documentType: 'errorType', documentExpiry: 'expiration' });
  });

  it('asks for surname and given name on the surname-first layout', () => {
    const schema = passengerSchema(rules({ layout: 'surnameGiven' }));
    const { firstName: _f, middleName: _m, lastName: _l, ...rest } = adult;
    expect(validateForm(schema, { ...rest, surname: 'TANAKA', givenName: 'HANAKO' }).ok).toBe(true);
    expect(codes(validateForm(schema, { ...rest, surname: 'TANAKA', givenName: 'A B C D' }))).toEqual({ givenName: 'gName' });
  });

  it('checks the document number by its type, and the birth date it holds', () => {
    const body = '11010519900517002';
    const ni = body + mod112CheckCharacter(body);
    const schema = passengerSchema(rules());
    expect(validateForm(schema, { ...adult, documentType: 'NI', documentNumber: ni }).ok).toBe(true);
    expect(codes(validateForm(schema, { ...adult, documentType: 'NI', documentNumber: `${body}${ni[17] === '0' ? '1' : '0'}` }))).toEqual({
      documentNumber: 'e01',
    });
    expect(codes(validateForm(schema, { ...adult, documentType: 'NI', documentNumber: ni, birthday: '1990-05-18' }))).toEqual({ birthday: 'e02' });
  });

  it('limits the combined name to 28 letters for the given part', () => {
    const result = validateForm(passengerSchema(rules()), { ...adult, firstName: 'A'.repeat(20), middleName: 'B'.repeat(10) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields.firstName).toEqual({ code: 'fullNameMax', params: { max: 28 } });
  });

  it('fits a child to the child age band on the date of travel', () => {
    const schema = passengerSchema(rules({ passengerType: 'CNN' }));
    expect(validateForm(schema, { ...adult, birthday: '2016-03-03' }).ok).toBe(true);
    expect(codes(validateForm(schema, { ...adult, birthday: '2010-03-03' }))).toEqual({ birthday: 'e02' });
  });

  it('leaves the document out of a domestic trip and checks a frequent-flyer number by airline', () => {
    const schema = passengerSchema(rules({ requireDocument: false }));
    const domestic = { ...adult, documentType: '', documentNumber: '', documentIssuer: '', documentExpiry: '' };
    expect(validateForm(schema, domestic).ok).toBe(true);
    expect(validateForm(schema, { ...domestic, ffpAirline: 'CZ', ffpNumber: '611111100000' }).ok).toBe(true);
    expect(codes(validateForm(schema, { ...domestic, ffpAirline: 'CZ', ffpNumber: '511111100000' }))).toEqual({ ffpNumber: 'e01' });
    expect(codes(validateForm(schema, { ...domestic, ffpAirline: 'LH', ffpNumber: '1' }))).toEqual({ ffpAirline: 'errorCode' });
    expect(codes(validateForm(schema, { ...domestic, ffpNumber: '611111100000' }))).toEqual({ ffpAirline: 'e00' });
  });
});

describe('the contact block', () => {
  it('checks the phone against its calling code', () => {
    const schema = contactSchema({ plan: numberingPlan });
    const contact = { contactName: 'ZHANG/SAN', areaCode: '86', phone: '13800138000', email: 'zhang@example.com' };
    expect(validateForm(schema, contact).ok).toBe(true);
    expect(codes(validateForm(schema, { ...contact, areaCode: '64', phone: '211234567' }))).toEqual({});
    expect(codes(validateForm(schema, { ...contact, areaCode: '64' }))).toEqual({ phone: 'phone' });
    expect(codes(validateForm(schema, { ...contact, phone: '23800138000' }))).toEqual({ phone: 'phone' });
    expect(codes(validateForm(schema, { ...contact, email: 'zhang@yahoo.com' }))).toEqual({ email: 'e01_1' });
  });
});

describe('the login request', () => {
  const login = { id: '123456789012', pw: '123456', ca: 'ab12', captchaId: 'c0ffee00-1234' };
  it('takes a member number or e-mail with a numeric password and a captcha', () => {
    expect(validateForm(loginSchema(numberingPlan), login).ok).toBe(true);
    expect(codes(validateForm(loginSchema(numberingPlan), { ...login, id: 'me@example.com' }))).toEqual({});
    expect(codes(validateForm(loginSchema(numberingPlan), { ...login, id: '', pw: 'abc', ca: 'x' }))).toEqual({ id: 'e00', pw: 'e01', ca: 'e01' });
  });

  it('checks a phone login against its calling code', () => {
    expect(validateForm(loginSchema(numberingPlan), { ...login, loginType: 'phone', areaCode: '86', id: '13800138000' }).ok).toBe(true);
    expect(codes(validateForm(loginSchema(numberingPlan), { ...login, loginType: 'phone', areaCode: '86', id: '1380013800' }))).toEqual({ id: 'phone' });
    expect(codes(validateForm(loginSchema(numberingPlan), { ...login, loginType: 'phone', id: '13800138000' }))).toEqual({ areaCode: 'e00' });
  });

  it('refuses values that are not text, as e01 and not a crash', () => {
    expect(codes(validateForm(loginSchema(numberingPlan), { ...login, id: { $ne: 1 }, pw: ['123456'] }))).toEqual({ id: 'e01', pw: 'e01' });
    expect(validateForm(loginSchema(numberingPlan), null).ok).toBe(false);
  });
});
