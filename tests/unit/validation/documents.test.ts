import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TYPES, certificateType } from '../../../src/domain/reference/certificates.ts';
import {
  birthDateFromCertificate,
  certificateNumber,
  checkValue,
  documentType,
  formatDate,
  mod112CheckCharacter,
} from '../../../src/domain/validation/index.ts';

/** A valid 18-character resident number: area, birth date, sequence, check character. */
const residentNumber = (prefix: fc.Arbitrary<string>) =>
  fc
    .tuple(prefix, fc.date({ min: new Date('1901-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 999 }))
    .map(([area, birth, sequence]) => {
      const body = `${area}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
      return body + mod112CheckCharacter(body);
    });
const mainlandArea = fc.integer({ min: 110000, max: 659999 }).map(String);
const foreignerArea = fc.integer({ min: 0, max: 99999 }).map((n) => `9${String(n).padStart(5, '0')}`);

/** Changes one character of a number into another character that could stand there. */
const withOneChange = (valid: fc.Arbitrary<string>) =>
  valid.chain((number) =>
    fc.tuple(fc.constant(number), fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 10 })).map(([n, index, shift]) => {
      const alphabet = index === 17 ? '0123456789X' : '0123456789';
      const current = alphabet.indexOf(n[index]);
      const replacement = alphabet[(current + shift) % alphabet.length];
      return replacement === n[index] ? undefined : `${n.slice(0, index)}${replacement}${n.slice(index + 1)}`;
    }),
  );

describe('resident identity numbers (NI, HR) and their MOD 11-2 check character', () => {
  it.each([
    ['11010519491231002X', undefined],
    ['110105194912310021', 'e01'],
    ['440524198001010013', undefined],
    ['440524198001010014', 'e01'],
    ['440524188001010014', 'e01'],
    ['11010519491231002x', undefined],
    ['1101051949123100', 'e01'],
    ['110105194913310020', 'e01'],
    ['11010519490230002X', 'e01'],
    ['', 'e00'],
  ])('NI %j gives %s', (value, code) => {
    expect(checkValue(certificateNumber('NI'), value)?.code).toBe(code);
    expect(checkValue(certificateNumber('HR'), value)?.code).toBe(code);
  });

  it('accepts every generated valid number', () => {
    fc.assert(fc.property(residentNumber(mainlandArea), (number) => checkValue(certificateNumber('NI'), number) === undefined));
  });

  it('refuses every number with one character changed', () => {
    fc.assert(
      fc.property(
        withOneChange(residentNumber(mainlandArea)),
        (changed) => changed === undefined || checkValue(certificateNumber('NI'), changed)?.code === 'e01',
      ),
    );
  });

  it('gives the birth date the number holds', () => {
    expect(birthDateFromCertificate('NI', '11010519491231002X')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(birthDateFromCertificate('NI', '110105194912310021')).toBeUndefined();
    expect(birthDateFromCertificate('PP', 'E12345678')).toBeUndefined();
    fc.assert(
      fc.property(residentNumber(mainlandArea), (number) => {
        const birth = birthDateFromCertificate('NI', number);
        return birth !== undefined && formatDate(birth).replaceAll('-', '') === number.slice(6, 14);
      }),
    );
  });
});

describe("foreigner's permanent residence numbers (FI)", () => {
  it('start with 9 and carry the MOD 11-2 check character', () => {
    const body = '93310019850612001';
    const valid = body + mod112CheckCharacter(body);
    expect(checkValue(certificateNumber('FI'), valid)).toBeUndefined();
    expect(checkValue(certificateNumber('FI'), `8${valid.slice(1)}`)?.code).toBe('e01');
    expect(birthDateFromCertificate('FI', valid)).toEqual({ year: 1985, month: 6, day: 12 });
  });

  it('accept every generated valid number and refuse it with one character changed', () => {
    fc.assert(fc.property(residentNumber(foreignerArea), (number) => checkValue(certificateNumber('FI'), number) === undefined));
    fc.assert(
      fc.property(
        withOneChange(residentNumber(foreignerArea)),
        (changed) => changed === undefined || checkValue(certificateNumber('FI'), changed)?.code === 'e01',
      ),
    );
  });
});

describe('other document numbers', () => {
  it.each([
    ['PP', 'E12345678', undefined],
    ['PP', 'A'.repeat(15), undefined],
    ['PP', 'A'.repeat(16), 'e01'],
    ['PP', 'E1234-567', 'e01'],
    ['P', 'G12345678', undefined],
    ['IP', '123456789012345', undefined],
    ['IP', '1234567890123456', 'e01'],
    ['RP', 'A'.repeat(18), undefined],
    ['RP', 'A'.repeat(17), 'e01'],
    ['RP', 'A'.repeat(19), 'e01'],
    ['RP', `${'A'.repeat(17)}-`, 'e01'],
  ])('%s %j gives %s', (type, value, code) => {
    expect(checkValue(certificateNumber(type), value)?.code).toBe(code);
  });
});

describe('document types', () => {
  it('are the 25 of spec 3, with P standing for PP', () => {
    expect(CERTIFICATE_TYPES).toHaveLength(25);
    expect(certificateType('P')).toBe('PP');
    expect(certificateType('pp')).toBe('PP');
    expect(certificateType('XX')).toBeUndefined();
  });

  it('must be in the allowed list, else errorType', () => {
    const rule = documentType(['PP', 'NI']);
    expect(checkValue(rule, 'PP')).toBeUndefined();
    expect(checkValue(rule, 'P')).toBeUndefined();
    expect(checkValue(rule, 'RP')?.code).toBe('errorType');
    expect(checkValue(rule, 'ZZ')?.code).toBe('errorType');
    expect(checkValue(documentType(), 'TW')).toBeUndefined();
  });
});
