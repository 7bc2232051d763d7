import { describe, expect, it } from 'vitest';
import { CABIN_CLASSES, CABIN_CODES, cabinOfFareLetter } from '../../../src/domain/reference/cabins.ts';
import { FLIGHT_SCHEME, LOW_FARE_ORDER_TYPE, LOW_FARE_STATUS, LOW_FARE_TRIP, nonstopOnly } from '../../../src/domain/reference/low-fare.ts';
import { PASSENGER_INDEX, PASSENGER_TYPES, STUDENT_TICKET_TYPES, TICKET_TYPES } from '../../../src/domain/reference/passenger-types.ts';
import { DOMESTIC_CHINA_REGIONS, TRIP_TYPES } from '../../../src/domain/reference/trips.ts';
import { memberPassengersCode, mileageResultCode } from '../../../src/domain/validation/index.ts';

describe('the reference data of spec 3, 4 and 9', () => {
  it('numbers cabins and maps every fare letter to its cabin', () => {
    expect(CABIN_CLASSES).toEqual({ Economy: 0, PremiumEconomy: 1, Business: 2, First: 3 });
    expect(CABIN_CODES).toEqual({ 0: 'YYY', 1: 'WWW', 2: 'BBB', 3: 'FFF' });
    const byCabin = (cabin: number) => [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => cabinOfFareLetter(l) === cabin).join('');
    expect(byCabin(3)).toBe('F');
    expect(byCabin(2)).toBe('CDIJO');
    expect(byCabin(1)).toBe('SW');
    expect(byCabin(0)).toBe('ABEGHKLMNPQRTUVXYZ');
    expect(cabinOfFareLetter('j')).toBe(2);
  });

  it('names passenger and ticket types with their indexes and the student subset', () => {
    expect(PASSENGER_TYPES).toEqual(['ADT', 'CNN', 'INF']);
    expect(PASSENGER_INDEX).toEqual({ ADT: 0, CNN: 1, INF: 2 });
    expect(TICKET_TYPES).toEqual(['STU', 'STF', 'SRC', 'TEA', 'XXX', 'PAT', 'LBR', 'SEA', 'VFR']);
    expect(STUDENT_TICKET_TYPES).toEqual(['STU', 'SRC', 'LBR', 'SEA', 'VFR']);
    for (const type of STUDENT_TICKET_TYPES) expect(TICKET_TYPES).toContain(type);
  });

  it('numbers trip types and low-fare alert states', () => {
    expect(TRIP_TYPES).toEqual({ S: 0, R: 1, M: 2 });
    expect(DOMESTIC_CHINA_REGIONS).toEqual(['CN', 'HK', 'MO', 'TW']);
    expect(LOW_FARE_STATUS).toEqual({ all: '-', running: 0, cancelled: 1, done: 2, outdated: 3 });
    expect(LOW_FARE_TRIP).toEqual({ single: 1, round: 2 });
    expect(LOW_FARE_ORDER_TYPE).toEqual({ subscribe: 1, recover: 2 });
    expect(nonstopOnly(FLIGHT_SCHEME.notAllow)).toBe(true);
    expect(nonstopOnly(FLIGHT_SCHEME.allow)).toBe(false);
  });
});

describe('mileage rules', () => {
  it('need outbound flights for a single trip and both directions for a round trip, else x02', () => {
    expect(mileageResultCode('S', { outbound: [1] })).toBeUndefined();
    expect(mileageResultCode('S', { outbound: [] })).toBe('x02');
    expect(mileageResultCode('S', {})).toBe('x02');
    expect(mileageResultCode('R', { outbound: [1], inbound: [2] })).toBeUndefined();
    expect(mileageResultCode('R', { outbound: [1], inbound: [] })).toBe('x02');
    expect(mileageResultCode('R', { inbound: [2] })).toBe('x02');
  });

  it('need a member passenger with a document, else noPsg', () => {
    expect(memberPassengersCode([{ certificates: [] }, { certificates: [{ type: 'PP' }] }])).toBeUndefined();
    expect(memberPassengersCode([{ certificates: [] }, {}])).toBe('noPsg');
    expect(memberPassengersCode([])).toBe('noPsg');
  });
});
