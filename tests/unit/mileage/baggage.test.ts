import { describe, expect, it } from 'vitest';
import { baggageWords } from '../../../src/domain/mileage/baggage.ts';

describe('a baggage allowance in words', () => {
  it('is said in pieces when it has pieces', () => {
    expect(baggageWords({ pieces: 2, kg: 23 })).toEqual({ key: 'pieces', params: { pieces: 2, kg: 23 } });
  });

  it('is said as a weight alone under the award rule of 20 kg', () => {
    expect(baggageWords({ pieces: 0, kg: 20 })).toEqual({ key: 'weight', params: { pieces: 0, kg: 20 } });
  });

  it('is none when it allows nothing', () => {
    expect(baggageWords({ pieces: 0, kg: 0 }).key).toBe('none');
  });
});
