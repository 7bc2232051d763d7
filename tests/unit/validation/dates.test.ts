import { describe, expect, it } from 'vitest';
import { ageOn, birthday, type CalendarDate, checkValue, date, documentExpiry, parseDate } from '../../../src/domain/validation/index.ts';

const d = (text: string): CalendarDate => {
  const parsed = parseDate(text);
  if (!parsed) throw new Error(text);
  return parsed;
};
const today = d('2026-11-21');

describe('a date', () => {
  it.each([
    ['2026-11-21', undefined],
    ['2026-1-5', undefined],
    ['1900-01-01', undefined],
    ['2199-12-31', undefined],
    ['1899-12-31', 'e01'],
    ['2200-01-01', 'e01'],
    ['2024-02-29', undefined],
    ['2023-02-29', 'e01'],
    ['2000-02-29', undefined],
    ['2100-02-29', 'e01'],
    ['2026-04-31', 'e01'],
    ['2026-13-01', 'e01'],
    ['2026-00-10', 'e01'],
    ['2026-01-00', 'e01'],
    ['26-01-01', 'e01'],
    ['2026/01/01', 'e01'],
    ['2026-001-01', 'e01'],
    ['', 'e00'],
  ])('%j gives %s', (value, code) => {
    expect(checkValue(date, value)?.code).toBe(code);
  });

  it('counts age in whole years, a leap-day birthday growing a year on 28 February of a common year', () => {
    expect(ageOn(d('2000-11-21'), today)).toBe(26);
    expect(ageOn(d('2000-11-22'), today)).toBe(25);
    expect(ageOn(d('2008-02-29'), d('2026-02-27'))).toBe(17);
    expect(ageOn(d('2008-02-29'), d('2026-02-28'))).toBe(18);
    expect(ageOn(d('2008-02-29'), d('2028-02-28'))).toBe(19);
    expect(ageOn(d('2008-02-29'), d('2028-02-29'))).toBe(20);
  });
});

describe('a birthday without a passenger type', () => {
  const rule = birthday({ today });
  it.each([
    ['1900-01-01', undefined],
    ['1899-12-31', 'e01'],
    ['2012-11-20', undefined],
    ['2012-11-21', 'e02'],
    ['2012-11-22', 'e02'],
    ['2027-01-01', 'e02'],
    ['2026-02-30', 'e01'],
    ['', 'e00'],
  ])('%j gives %s (at least 14 years ago)', (value, code) => {
    expect(checkValue(rule, value)?.code).toBe(code);
  });

  it('keeps within the bounds a form gives', () => {
    const bounded = birthday({ today, min: d('1950-01-01'), max: d('2000-12-31') });
    expect(checkValue(bounded, '1949-12-31')?.code).toBe('e02');
    expect(checkValue(bounded, '1950-01-01')).toBeUndefined();
    expect(checkValue(bounded, '2000-12-31')).toBeUndefined();
    expect(checkValue(bounded, '2001-01-01')?.code).toBe('e02');
  });
});

describe('a birthday that must fit the passenger type on the date of travel', () => {
  const travelDate = d('2026-12-10');
  const rule = (passengerType: 'ADT' | 'CNN' | 'INF') => birthday({ today, passengerType, travelDate });
  it.each([
    ['ADT', '2014-12-10', undefined],
    ['ADT', '2014-12-11', 'e02'],
    ['ADT', '1930-05-05', undefined],
    ['CNN', '2014-12-11', undefined],
    ['CNN', '2014-12-10', 'e02'],
    ['CNN', '2024-12-10', undefined],
    ['CNN', '2024-12-11', 'e02'],
    ['INF', '2024-12-11', undefined],
    ['INF', '2024-12-10', 'e02'],
    ['INF', '2026-11-21', undefined],
    ['INF', '2026-11-22', 'e02'],
  ] as const)('%s born %s gives %s', (type, value, code) => {
    expect(checkValue(rule(type), value)?.code).toBe(code);
  });

  it('needs an infant to be at least 14 days old when flying', () => {
    const soon = birthday({ today, passengerType: 'INF', travelDate: d('2026-12-04') });
    expect(checkValue(soon, '2026-11-20')).toBeUndefined();
    expect(checkValue(soon, '2026-11-21')?.code).toBe('e02');
  });
});

describe('a document expiry date', () => {
  const rule = documentExpiry({ today, lastDeparture: d('2027-01-15') });
  it.each([
    ['2026-11-20', 'expiration'],
    ['2026-11-21', 'expiration'],
    ['2027-01-14', 'expiration'],
    ['2027-01-15', undefined],
    ['2035-06-30', undefined],
    ['2035-02-30', 'e01'],
    ['', 'e00'],
  ])('%j gives %s', (value, code) => {
    expect(checkValue(rule, value)?.code).toBe(code);
  });

  it('without a trip, only needs to be today or later', () => {
    expect(checkValue(documentExpiry({ today }), '2026-11-21')).toBeUndefined();
    expect(checkValue(documentExpiry({ today }), '2026-11-20')?.code).toBe('expiration');
  });
});
