import { describe, expect, it } from 'vitest';
import { awardBucket, soldInCabin } from '../../../src/server/airline/fares/cabins.ts';
import type { Flight } from '../../../src/server/airline/network/flights.ts';
import { awardBaggage, DEFAULT_AWARD_BAGGAGE_REGION } from '../../../src/server/miles/award-baggage.ts';
import { awardSeatsOpen, defaultAllotment } from '../../../src/server/miles/award-space.ts';
import { maskedDestination } from '../../../src/server/miles/verification-codes.ts';

const flight: Flight = {
  leg: {
    id: 7,
    airline: 'CZ',
    flightNumber: 302,
    from: 'AKL',
    to: 'CAN',
    periodFrom: 0,
    periodTo: 99_999,
    dayBits: 127,
    depTime: 600,
    arrTime: 1100,
    depUtcOffset: 780,
    arrUtcOffset: 480,
    arrivalDayOffset: 0,
    aircraftType: '320',
    bookingDesignators: 'JCDIYBMHKULQETNRVZ',
    configuration: { C: 8, Y: 150 },
  },
  depDay: 20_800,
  depUtc: 0,
  arrUtc: 0,
};
const sold = (entries: Record<string, number>) => new Map(Object.entries(entries));
const NONE = new Map<string, number>();

describe('award seats', () => {
  it('are a tenth of the cabin by default, rounded up so that a small cabin gives one', () => {
    expect(defaultAllotment(150)).toBe(15);
    expect(defaultAllotment(8)).toBe(1);
    expect(defaultAllotment(0)).toBe(0);
  });

  it('count as seats of the cabin beside its booking classes', () => {
    expect(awardBucket(0)).toBe('XY');
    expect(soldInCabin(flight.leg.bookingDesignators, 0, sold({ Y: 10, Q: 5, XY: 3, C: 4 }))).toBe(18);
    expect(soldInCabin(flight.leg.bookingDesignators, 2, sold({ Y: 10, C: 4, XC: 1 }))).toBe(5);
  });

  it('sell while the allotment lasts and the cabin has a seat, whichever ends first', () => {
    expect(awardSeatsOpen(flight, 0, NONE, new Map())).toBe(15);
    expect(awardSeatsOpen(flight, 0, sold({ XY: 12 }), new Map())).toBe(3);
    expect(awardSeatsOpen(flight, 0, sold({ Y: 148 }), new Map())).toBe(2);
    expect(awardSeatsOpen(flight, 0, sold({ Y: 140, XY: 10 }), new Map())).toBe(0);
    expect(awardSeatsOpen(flight, 0, NONE, new Map([['7|20800|0', 40]]))).toBe(40);
    expect(awardSeatsOpen(flight, 0, NONE, new Map([['7|20800|0', 0]]))).toBe(0);
    expect(awardSeatsOpen(flight, 1, NONE, new Map())).toBe(0);
  });
});

describe('award baggage', () => {
  const region = DEFAULT_AWARD_BAGGAGE_REGION;
  it('allows a segment within the region its cabin’s pieces', () => {
    expect(awardBaggage('ADT', 0, { from: 'CN', to: 'HK' }, region)).toEqual({ pieces: 1, kg: 23 });
    expect(awardBaggage('CNN', 2, { from: 'TW', to: 'CN' }, region)).toEqual({ pieces: 2, kg: 32 });
    expect(awardBaggage('ADT', 3, { from: 'MO', to: 'CN' }, region)).toEqual({ pieces: 3, kg: 32 });
  });

  it('allows 20 kg on a segment whose two cities are not both in the region, and an infant 10 kg anywhere', () => {
    expect(awardBaggage('ADT', 2, { from: 'NZ', to: 'CN' }, region)).toEqual({ pieces: 1, kg: 20 });
    expect(awardBaggage('CNN', 0, { from: 'CN', to: 'JP' }, region)).toEqual({ pieces: 1, kg: 20 });
    expect(awardBaggage('INF', 2, { from: 'CN', to: 'CN' }, region)).toEqual({ pieces: 1, kg: 10 });
    expect(awardBaggage('ADT', 0, { from: 'NZ', to: 'AU' }, ['NZ', 'AU'])).toEqual({ pieces: 1, kg: 23 });
  });
});

describe('where a one-time code went', () => {
  it('shows the last three digits of the phone, or the e-mail’s first letter and domain', () => {
    const member = { areaCode: '64', phone: '211234567', email: 'mei.lin@example.com' };
    expect(maskedDestination('sms', member)).toBe('+64 ••••567');
    expect(maskedDestination('email', member)).toBe('m•••@example.com');
  });
});
