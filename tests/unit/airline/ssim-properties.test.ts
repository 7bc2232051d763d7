import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../../../src/domain/calendar.ts';
import { formatConfiguration } from '../../../src/server/airline/ssim/fields.ts';
import { parseSsim } from '../../../src/server/airline/ssim/parse.ts';
import type { SsimLeg, SsimSchedule } from '../../../src/server/airline/ssim/types.ts';
import { writeSsim } from '../../../src/server/airline/ssim/write.ts';

const DAY = 24 * 60;
const STATIONS = ['AKL', 'SYD', 'NAN', 'HNL', 'RAR', 'SIN', 'HKG', 'CAN', 'DXB', 'LHR', 'LAX', 'KIX'];
const AIRLINES = ['XQ', 'ZT', 'Q7', '5X', 'XQA'];
const RUNS = { numRuns: 60 };

const weekday = (d: CalendarDate) => ((new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7) + 1;

const dateArb = fc.integer({ min: 0, max: 1000 }).map((n) => addDays({ year: 2026, month: 1, day: 1 }, n));
const minuteOfDay = fc.integer({ min: 0, max: DAY - 1 });
/** UTC offsets from -12:00 to +14:00 in steps of a quarter of an hour. */
const utcOffset = fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15);
const terminal = fc.constantFrom('', '1', 'I', 'D', '2A');
const configurationArb = fc.record({
  seats: fc.dictionary(fc.constantFrom('F', 'J', 'C', 'W', 'Y'), fc.integer({ min: 0, max: 999 }), { maxKeys: 3 }),
  cargo: fc.dictionary(fc.constantFrom('PP', 'LL'), fc.integer({ min: 0, max: 99 }), { maxKeys: 2 }),
  version: fc.constantFrom('', '364', 'CGO', '78B', '7'),
});

type Flight = Pick<SsimLeg, 'airline' | 'flightNumber'>;
type AnyLeg = Omit<SsimLeg, keyof Flight>;
/** A carrier block before its airline and flight numbers are given. */
type AnyBlock = Omit<SsimSchedule, 'airline' | 'legs'> & { readonly legs: readonly AnyLeg[] };

/**
 * A valid leg of some flight: its arrival is computed from a departure, a flight time and the two
 * UTC offsets, so it lands after it leaves; only the arrival days the standard can state are kept.
 */
const legArb: fc.Arbitrary<AnyLeg> = fc
  .record({
    suffix: fc.constantFrom('', 'A', 'Z'),
    variation: fc.integer({ min: 1, max: 99 }),
    legSequence: fc.integer({ min: 1, max: 99 }),
    serviceType: fc.constantFrom('J', 'C', 'G', 'F', 'P'),
    periodFrom: dateArb,
    periodDays: fc.integer({ min: 0, max: 180 }),
    moreDays: fc.subarray([1, 2, 3, 4, 5, 6, 7]),
    stations: fc.uniqueArray(fc.constantFrom(...STATIONS), { minLength: 2, maxLength: 2 }),
    depTime: minuteOfDay,
    depAircraftTime: minuteOfDay,
    arrAircraftTime: minuteOfDay,
    depOffset: utcOffset,
    arrOffset: utcOffset,
    flightMinutes: fc.integer({ min: 20, max: 20 * 60 }),
    depTerminal: terminal,
    arrTerminal: terminal,
    aircraftType: fc.stringMatching(/^[A-Z0-9]{3}$/),
    bookingDesignators: fc.stringMatching(/^[A-Z]{0,20}$/),
    configuration: configurationArb,
    mealNote: fc.stringMatching(/^[A-Z]{0,4}$/),
  })
  .map((g) => {
    const arrivalAt = g.depTime - g.depOffset + g.flightMinutes + g.arrOffset;
    const stated = Object.keys(g.configuration.seats).length + Object.keys(g.configuration.cargo).length > 0 || g.configuration.version !== '';
    return {
      suffix: g.suffix,
      variation: g.variation,
      legSequence: g.legSequence,
      serviceType: g.serviceType,
      periodFrom: g.periodFrom,
      periodTo: addDays(g.periodFrom, g.periodDays),
      // The weekday of the first date, so that the leg flies at least once.
      days: [...new Set([weekday(g.periodFrom), ...g.moreDays])].sort((a, b) => a - b),
      departure: { station: g.stations[0], passengerTime: g.depTime, aircraftTime: g.depAircraftTime, utcOffset: g.depOffset, terminal: g.depTerminal },
      arrival: {
        station: g.stations[1],
        passengerTime: ((arrivalAt % DAY) + DAY) % DAY,
        aircraftTime: g.arrAircraftTime,
        utcOffset: g.arrOffset,
        terminal: g.arrTerminal,
      },
      arrivalDayOffset: Math.floor(arrivalAt / DAY),
      aircraftType: g.aircraftType,
      // A leg may sell nothing when it states its configuration.
      bookingDesignators: g.bookingDesignators === '' && !stated ? 'Y' : g.bookingDesignators,
      configuration: g.configuration.seats,
      cargo: g.configuration.cargo,
      aircraftVersion: g.configuration.version,
      mealNote: g.mealNote,
    };
  })
  .filter(
    (l) =>
      l.arrivalDayOffset >= -1 &&
      l.arrivalDayOffset <= 2 &&
      formatConfiguration({ seats: l.configuration, cargo: l.cargo, version: l.aircraftVersion }).length <= 20,
  );

const MAX_LEGS = 6;

const scheduleArb: fc.Arbitrary<AnyBlock> = fc
  .record({
    timeMode: fc.constantFrom<'L' | 'U'>('L', 'U'),
    season: fc.constantFrom('W26', 'S27', ''),
    validFrom: dateArb,
    validDays: fc.integer({ min: 0, max: 400 }),
    creationDate: dateArb,
    title: fc.stringMatching(/^([A-Z0-9]([A-Z0-9 /+]{0,27}[A-Z0-9])?)?$/),
    legs: fc.array(legArb, { maxLength: MAX_LEGS }),
  })
  .map(({ validDays, ...s }) => ({ ...s, validTo: addDays(s.validFrom, validDays) }));

/** One to three carrier blocks, each of its own airline; distinct flight numbers, so that no two legs fly the same flight on the same date. */
const fileArb: fc.Arbitrary<SsimSchedule[]> = fc
  .record({
    airlines: fc.uniqueArray(fc.constantFrom(...AIRLINES), { minLength: 1, maxLength: 3 }),
    blocks: fc.array(scheduleArb, { minLength: 3, maxLength: 3 }),
    flightNumbers: fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { minLength: MAX_LEGS, maxLength: MAX_LEGS }),
  })
  .map(({ airlines, blocks, flightNumbers }) =>
    airlines.map((airline, b) => ({
      ...blocks[b],
      airline,
      legs: blocks[b].legs.map((leg, i): SsimLeg => ({ ...leg, airline, flightNumber: flightNumbers[i] })),
    })),
  );

describe('SSIM files written from any valid schedules', () => {
  it('read back to the same schedules, leg for leg, in either time mode', () => {
    fc.assert(
      fc.property(fileArb, (schedules) => {
        expect(parseSsim(writeSsim(schedules))).toEqual({ carriers: schedules });
      }),
      RUNS,
    );
  });

  it('hold only records of 200 characters, one a line, numbered in order', () => {
    fc.assert(
      fc.property(fileArb, (schedules) => {
        const lines = writeSsim(schedules).split('\n');
        expect(lines.pop()).toBe('');
        expect(lines.every((line) => line.length === 200)).toBe(true);
        expect(lines.map((line) => Number(line.slice(194)))).toEqual(lines.map((_, i) => i + 1));
      }),
      RUNS,
    );
  });

  it('are written again the same after they are read', () => {
    fc.assert(
      fc.property(fileArb, (schedules) => {
        const file = writeSsim(schedules);
        expect(writeSsim(parseSsim(file).carriers)).toBe(file);
      }),
      RUNS,
    );
  });
});
