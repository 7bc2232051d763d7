import { describe, expect, it } from 'vitest';
import { brokenRule, normalisePassengers, stepCheck, stepPassengers } from '../../../src/domain/shop/search-box-passengers.ts';
import { passengerMixIssue } from '../../../src/domain/shop/search-request.ts';

const mix = (adt: number, cnn: number, inf: number) => ({ adt, cnn, inf });

describe('the passenger steppers', () => {
  it('never remove the last adult, because children and infants travel with one', () => {
    expect(stepCheck(mix(1, 2, 0), 'adt', -1)).toEqual({ allowed: false, rule: 'minAdult' });
    expect(stepCheck(mix(2, 2, 0), 'adt', -1)).toEqual({ allowed: true });
  });

  it('stop at 9 seats, adults and children together, while infants do not take a seat', () => {
    expect(stepCheck(mix(5, 4, 0), 'adt', 1)).toEqual({ allowed: false, rule: 'maxSeats' });
    expect(stepCheck(mix(5, 4, 0), 'cnn', 1)).toEqual({ allowed: false, rule: 'maxSeats' });
    expect(stepCheck(mix(5, 4, 4), 'inf', 1)).toEqual({ allowed: true });
    expect(stepPassengers(mix(8, 0, 0), 'adt', 1)).toEqual(mix(9, 0, 0));
  });

  it('allow no more infants than adults, whether adding an infant or removing an adult', () => {
    expect(stepCheck(mix(2, 0, 2), 'inf', 1)).toEqual({ allowed: false, rule: 'infants' });
    expect(stepCheck(mix(2, 0, 2), 'adt', -1)).toEqual({ allowed: false, rule: 'infants' });
    expect(stepCheck(mix(2, 0, 1), 'inf', 1)).toEqual({ allowed: true });
  });

  it('do not count below zero', () => {
    expect(stepCheck(mix(1, 0, 0), 'cnn', -1)).toEqual({ allowed: false, rule: 'zero' });
    expect(stepPassengers(mix(1, 0, 0), 'inf', -1)).toEqual(mix(1, 0, 0));
  });

  it('agree with the rule the API applies on every mix up to the limits', () => {
    for (let adt = 0; adt <= 10; adt++) {
      for (let cnn = 0; cnn <= 10; cnn++) {
        for (let inf = 0; inf <= 10; inf++) expect(brokenRule(mix(adt, cnn, inf)) === undefined).toBe(passengerMixIssue(adt, cnn, inf) === undefined);
      }
    }
  });

  it('make a mix read back from storage valid', () => {
    expect(normalisePassengers(mix(0, 12, 3))).toEqual(mix(1, 8, 1));
    expect(normalisePassengers(mix(2.7, -1, Number.NaN))).toEqual(mix(2, 0, 0));
  });
});
