import { describe, expect, it } from 'vitest';
import { partyOf, pickMatches, travellerType } from '../../../src/domain/mileage/traveller-pick.ts';

describe('the travellers of an award', () => {
  it('are typed by their age on the day of the first flight', () => {
    expect(travellerType('1988-04-12', '2026-12-01T09:00')).toBe('ADT');
    expect(travellerType('2019-06-01', '2026-12-01')).toBe('CNN');
    expect(travellerType('2026-01-01', '2026-12-01')).toBe('INF');
  });

  it('have no type when a date cannot be read', () => {
    expect(travellerType('not a date', '2026-12-01')).toBeUndefined();
    expect(travellerType('1988-04-12', '')).toBeUndefined();
  });

  it('are counted by type', () => {
    expect(partyOf(['ADT', 'CNN', 'ADT', undefined, 'INF'])).toEqual({ adt: 2, cnn: 1, inf: 1 });
  });

  it('match the party only when exactly as many of each type are ticked', () => {
    const party = { adt: 1, cnn: 1, inf: 0 };
    expect(pickMatches(['ADT', 'CNN'], party)).toBe(true);
    expect(pickMatches(['ADT'], party)).toBe(false);
    expect(pickMatches(['ADT', 'CNN', 'INF'], party)).toBe(false);
    expect(pickMatches(['ADT', 'ADT'], party)).toBe(false);
  });

  it('do not match while one of them has no type', () => {
    expect(pickMatches(['ADT', undefined], { adt: 1, cnn: 0, inf: 0 })).toBe(false);
  });
});
