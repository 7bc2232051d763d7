import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FFP_AIRLINES, HOME_AIRLINE } from '../../../src/domain/reference/airlines.ts';
import { airlineCode, checkValue, frequentFlyerNumber, homeAirlineNumber } from '../../../src/domain/validation/index.ts';

/** A valid home-airline number: eleven digits, preceded by their sum modulo 7. */
const homeNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 })
  .map((rest) => `${rest.reduce((a, b) => a + b, 0) % 7}${rest.join('')}`);

describe("the home airline's card number", () => {
  it.each([
    ['000000000000', undefined],
    ['611111100000', undefined],
    ['511111100000', 'e01'],
    ['123456789012', 'e01'],
    ['61111110000', 'e01'],
    ['6111111000000', 'e01'],
    ['61111110000a', 'e01'],
  ])('%j gives %s', (value, code) => {
    expect(checkValue(homeAirlineNumber, value)?.code).toBe(code);
  });

  it('accepts every generated valid number', () => {
    fc.assert(fc.property(homeNumber, (number) => checkValue(frequentFlyerNumber(HOME_AIRLINE), number) === undefined));
  });

  it('refuses a valid number with its check digit changed', () => {
    fc.assert(
      fc.property(homeNumber, fc.integer({ min: 1, max: 6 }), (number, shift) => {
        const changed = `${(Number(number[0]) + shift) % 7}${number.slice(1)}`;
        return checkValue(homeAirlineNumber, changed)?.code === 'e01';
      }),
    );
  });

  it('refuses a valid number with one other digit changed, unless the sum keeps its remainder modulo 7', () => {
    fc.assert(
      fc.property(homeNumber, fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 9 }), (number, index, shift) => {
        const digit = (Number(number[index]) + shift) % 10;
        const changed = `${number.slice(0, index)}${digit}${number.slice(index + 1)}`;
        const sameRemainder = (digit - Number(number[index])) % 7 === 0;
        return (checkValue(homeAirlineNumber, changed) === undefined) === sameRemainder;
      }),
    );
  });
});

describe('partner frequent-flyer numbers', () => {
  it.each([
    ['MF', '1234567890', undefined],
    ['MF', '123456789', 'e01'],
    ['3U', '123456789', undefined],
    ['3U', '1234567890', 'e01'],
    ['AA', 'AB12345', undefined],
    ['AA', '1234567', 'e01'],
    ['AA', 'ABCDEFG', 'e01'],
    ['AA', 'AB1234', 'e01'],
    ['VN', '12345678', undefined],
    ['VN', '1234567890', undefined],
    ['VN', '123456789', 'e01'],
    ['KE', '123456789012', undefined],
    ['KE', 'AB1234567', undefined],
    ['KE', 'AB12345678', undefined],
    ['KE', 'A12345678', 'e01'],
    ['KE', 'ABC123456', 'e01'],
    ['KE', '1A2345678B', undefined],
    ['KE', 'AB123456', 'e01'],
    ['CI', 'AB1234567', undefined],
    ['CI', '123456789', 'e01'],
    ['CI', 'ABCDEFGHI', 'e01'],
    ['ME', '123456789012', undefined],
    ['ME', '12345678901', 'e01'],
    ['SV', '12345678', undefined],
    ['SV', '1234567', 'e01'],
    ['DL', '1234567890', undefined],
    ['DL', '123456789', 'e01'],
    ['BA', '12345678', undefined],
    ['BA', '123456789', 'e01'],
    ['AF', '1234567890', undefined],
    ['KL', '1234567890', undefined],
    ['KL', '12345678901', 'e01'],
    ['SU', '1234', undefined],
    ['SU', '1234567890', undefined],
    ['SU', '123', 'e01'],
    ['SU', '12345678901', 'e01'],
    ['OK', '12345678', undefined],
    ['OK', '1234567', 'e01'],
    ['AZ', '123', undefined],
    ['AZ', '1234567890', undefined],
    ['AZ', '12', 'e01'],
    ['UX', '1234567890', undefined],
    ['QR', '123456789', undefined],
    ['QR', '12345678', 'e01'],
    ['OQ', 'anything-goes', undefined],
    ['EU', 'X', undefined],
    ['ZZ', '123456', 'errorCode'],
  ])('%s %j gives %s', (airline, value, code) => {
    expect(checkValue(frequentFlyerNumber(airline), value)?.code).toBe(code);
  });

  it('accepts only the airlines of spec 5, else errorCode', () => {
    expect(FFP_AIRLINES).toHaveLength(20);
    expect(checkValue(airlineCode(), 'ke')).toBeUndefined();
    expect(checkValue(airlineCode(), 'LH')?.code).toBe('errorCode');
  });
});
