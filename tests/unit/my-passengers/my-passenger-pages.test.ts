import { describe, expect, it } from 'vitest';
import type { SavedPassenger } from '../../../src/domain/saved-data/saved-passenger.ts';
import {
  birthdayFromCertificate,
  blankCertificate,
  blankPassenger,
  issuesOfFailure,
  passengerIssues,
  residenceOf,
  savedPassengerValues,
} from '../../../src/islands/my-passengers/my-passenger-form.ts';
import { paramsOf, refFromParams } from '../../../src/islands/my-passengers/passenger-ref.ts';
import { displayName } from '../../../src/islands/my-passengers/passenger-text.ts';
import { withField } from '../../../src/islands/passengers/passenger-forms.ts';
import { ApiError } from '../../../src/lib/api/api-error.ts';

const SAVED = 'a'.repeat(32);
const PAST = 'C1234567890123-1';
const today = { year: 2026, month: 5, day: 10 };

const passenger = (fields: Partial<SavedPassenger>): SavedPassenger => ({
  psgId: SAVED,
  pastId: null,
  name: 'WANG/FANG',
  sex: '0',
  nationality: 'CN',
  birthday: '1990-03-07',
  ...fields,
});

describe('the passenger a saved-passengers address names', () => {
  it('is a saved passenger by psgId, with hasPsg 1 or without it', () => {
    expect(refFromParams({ psgId: SAVED })).toEqual({ kind: 'saved', id: SAVED });
    expect(refFromParams({ psgId: SAVED, hasPsg: '1' })).toEqual({ kind: 'saved', id: SAVED });
  });

  it('is a traveller of an earlier order with hasPsg 0', () => {
    expect(refFromParams({ psgId: PAST, hasPsg: '0' })).toEqual({ kind: 'past', id: PAST });
  });

  it('is none for an id of the wrong shape or an unknown hasPsg, so that no call is made for it', () => {
    expect(refFromParams({ psgId: PAST })).toBeUndefined();
    expect(refFromParams({ psgId: SAVED, hasPsg: '0' })).toBeUndefined();
    expect(refFromParams({ psgId: SAVED, hasPsg: '2' })).toBeUndefined();
    expect(refFromParams({})).toBeUndefined();
  });

  it('round-trips from the list to the address', () => {
    expect(refFromParams(paramsOf(passenger({})))).toEqual({ kind: 'saved', id: SAVED });
    expect(refFromParams(paramsOf(passenger({ psgId: null, pastId: PAST })))).toEqual({ kind: 'past', id: PAST });
  });
});

describe('a saved passenger name', () => {
  it('is written surname first on the surname/given layout and given name first otherwise', () => {
    expect(displayName(passenger({ surname: 'WANG', givenName: 'FANG' }), 'surnameGiven')).toBe('WANG FANG');
    expect(displayName(passenger({ firstName: 'Fang', middleName: 'Li', lastName: 'Wang' }), 'firstMiddleLast')).toBe('Fang Li Wang');
  });
});

describe('the form of a saved passenger', () => {
  it('fills the birthday in from a resident identity number once it is valid, whichever field comes last', () => {
    const typed = withField({ documentType: 'NI' }, 'documentNumber', '110105199003070025');
    expect(typed.birthday).toBe('1990-03-07');
    const chosen = withField({ documentNumber: '110105199003070025', birthday: '1980-01-01' }, 'documentType', 'NI');
    expect(chosen.birthday).toBe('1990-03-07');
  });

  it('leaves the birthday alone for a passport or a number that is not valid', () => {
    expect(withField({ documentType: 'PP', birthday: '1980-01-01' }, 'documentNumber', '110105199003070025').birthday).toBe('1980-01-01');
    expect(withField({ documentType: 'NI', birthday: '1980-01-01' }, 'documentNumber', '110105199003070026').birthday).toBe('1980-01-01');
  });

  it('starts with the site nationality and issuer, and is checked by the rules of the age today', () => {
    const blank = blankPassenger({ nationality: 'JP', documentIssuer: 'JP' });
    expect(blank.fields).toEqual({ nationality: 'JP', documentIssuer: 'JP' });
    expect(passengerIssues(blank, [], 'surnameGiven', today)).toMatchObject({ surname: { code: 'e00' }, givenName: { code: 'e00' }, sex: { code: 'e00' } });
    const child = { ...blank, fields: { ...blank.fields, surname: 'WANG', givenName: 'XIAO', sex: '1', birthday: '2020-01-01' } };
    expect(passengerIssues(child, [], 'surnameGiven', today)).toEqual({});
  });

  it('reports a birthday that disagrees with the resident identity number', () => {
    const form = {
      ...blankPassenger({ nationality: 'CN', documentIssuer: 'CN' }),
      fields: {
        surname: 'WANG',
        givenName: 'FANG',
        sex: '0',
        nationality: 'CN',
        birthday: '1991-03-07',
        documentType: 'NI',
        documentNumber: '110105199003070025',
        documentIssuer: 'CN',
        documentExpiry: '2030-01-01',
      },
    };
    expect(passengerIssues(form, [], 'surnameGiven', today)).toEqual({ birthday: { code: 'e02' } });
  });

  it('takes the field issues of a refused save, and nothing from other failures', () => {
    expect(issuesOfFailure(new ApiError('e01', { status: 400, data: { fields: { documentNumber: { code: 'e01' } } } }))).toEqual({
      documentNumber: { code: 'e01' },
    });
    expect(issuesOfFailure(new ApiError('passengerLimit', { status: 409, data: {} }))).toEqual({});
    expect(issuesOfFailure(new Error('offline'))).toEqual({});
  });
});

describe('further documents and residence on the passenger form', () => {
  const adult = {
    ...blankPassenger({ nationality: 'NZ', documentIssuer: 'NZ' }),
    fields: { firstName: 'Fang', lastName: 'Wang', sex: '0', nationality: 'NZ', birthday: '1990-03-07', documentIssuer: 'NZ' },
  };

  it('sends the further documents and the residence fields given, trimmed, with the form', () => {
    const form = { ...adult, fields: { ...adult.fields, residenceAddress: ' 1 Main Road ', residenceCity: 'Auckland', residenceZip: '' } };
    const values = savedPassengerValues(form, [{ type: 'NI', number: ' 110105199003070025 ', issuer: 'CN', expiry: '2030-01-01' }], 'firstMiddleLast');
    expect(values).toMatchObject({ residenceAddress: '1 Main Road', residenceCity: 'Auckland', certificates: [{ type: 'NI', number: '110105199003070025' }] });
    expect(values).not.toHaveProperty('residenceZip');
  });

  it("reports a further document's wrong field under its place, and an address without its city and country", () => {
    const form = { ...adult, fields: { ...adult.fields, residenceAddress: '1 Main Road' } };
    const issues = passengerIssues(form, [blankCertificate('NZ'), { type: 'RP', number: 'AB1', issuer: 'NZ', expiry: '2030-01-01' }], 'firstMiddleLast', today);
    expect(issues).toEqual({
      'certificates.0.type': { code: 'e00' },
      'certificates.0.number': { code: 'e00' },
      'certificates.0.expiry': { code: 'e00' },
      'certificates.1.number': { code: 'e01' },
      residenceCity: { code: 'e00' },
      residenceCountry: { code: 'e00' },
    });
  });

  it('fills an empty birthday from a further resident ID, and never overwrites one given', () => {
    const ni = { type: 'NI', number: '110105199003070025', issuer: 'CN', expiry: '2030-01-01' };
    expect(birthdayFromCertificate('', ni)).toBe('1990-03-07');
    expect(birthdayFromCertificate('1980-01-01', ni)).toBe('1980-01-01');
    expect(birthdayFromCertificate('', { ...ni, type: 'PP' })).toBe('');
  });

  it('fills the residence fields from a saved passenger, empty where none was saved', () => {
    expect(residenceOf(passenger({ residenceCity: 'Auckland', residenceCountry: 'NZ' }))).toEqual({
      residenceAddress: '',
      residenceCity: 'Auckland',
      residenceZip: '',
      residenceCountry: 'NZ',
      residenceState: '',
    });
  });
});
