import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../src/domain/calendar.ts';
import { expiryState } from '../../../src/domain/saved-data/document-expiry.ts';

const today = { year: 2026, month: 8, day: 31 };

describe('the expiry of a saved document', () => {
  it('is expired from the day after its date', () => {
    expect(expiryState('2026-08-30', today)).toBe('expired');
    expect(expiryState('2026-08-31', today)).toBe('soon');
  });

  it('is flagged up to six months ahead, counted to the last day of a shorter month', () => {
    expect(expiryState('2027-02-28', today)).toBe('soon');
    expect(expiryState('2027-03-01', today)).toBe('valid');
  });

  it('says nothing of a missing or unreadable date', () => {
    expect(expiryState(undefined, today)).toBeUndefined();
    expect(expiryState('2026-02-30', today)).toBeUndefined();
  });

  it('adds months across a year end and back', () => {
    expect(addMonths({ year: 2026, month: 11, day: 15 }, 3)).toEqual({ year: 2027, month: 2, day: 15 });
    expect(addMonths({ year: 2026, month: 1, day: 31 }, -2)).toEqual({ year: 2025, month: 11, day: 30 });
  });
});
