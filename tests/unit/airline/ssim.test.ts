import { describe, expect, it } from 'vitest';
import { cut } from '../../../src/server/airline/ssim/fields.ts';
import { parseSsim } from '../../../src/server/airline/ssim/parse.ts';
import { LEG, TRAILER } from '../../../src/server/airline/ssim/records.ts';
import { SsimError, type SsimLeg, type SsimSchedule } from '../../../src/server/airline/ssim/types.ts';
import { writeSsim } from '../../../src/server/airline/ssim/write.ts';

const leg = (over: Partial<SsimLeg> = {}): SsimLeg => ({
  airline: 'CZ',
  flightNumber: 327,
  suffix: '',
  variation: 1,
  legSequence: 1,
  serviceType: 'J',
  periodFrom: { year: 2026, month: 10, day: 25 },
  periodTo: { year: 2027, month: 3, day: 27 },
  days: [1, 3, 5, 7],
  departure: { station: 'CAN', passengerTime: 21 * 60 + 30, aircraftTime: 21 * 60 + 30, utcOffset: 480, terminal: '2' },
  arrival: { station: 'AKL', passengerTime: 13 * 60 + 5, aircraftTime: 13 * 60 + 5, utcOffset: 780, terminal: 'I' },
  arrivalDayOffset: 1,
  aircraftType: '789',
  bookingDesignators: 'JCDIOWSYBMHKULQETN',
  configuration: { J: 28, W: 24, Y: 228 },
  mealNote: 'MM',
  ...over,
});

const schedule = (legs: SsimLeg[]): SsimSchedule => ({
  airline: 'CZ',
  timeMode: 'L',
  season: 'W26',
  validFrom: { year: 2026, month: 10, day: 25 },
  validTo: { year: 2027, month: 3, day: 27 },
  creationDate: { year: 2026, month: 11, day: 21 },
  title: 'DEMO NETWORK',
  legs,
});

/** Replaces the columns of a field on one line of a file. */
function edit(file: string, line: number, f: { from: number; to: number }, value: string): string {
  const lines = file.split('\n');
  const record = lines[line - 1];
  lines[line - 1] = record.slice(0, f.from - 1) + value.padEnd(f.to - f.from + 1) + record.slice(f.to);
  return lines.join('\n');
}

function problemsOf(file: string) {
  try {
    parseSsim(file);
  } catch (error) {
    if (error instanceof SsimError) return error.problems;
    throw error;
  }
  return [];
}

describe('SSIM files', () => {
  it('are written as 200-byte records and read back to the same schedule', () => {
    const original = schedule([
      leg(),
      leg({
        flightNumber: 328,
        days: [2, 4, 6],
        departure: { station: 'AKL', passengerTime: 15 * 60, aircraftTime: 15 * 60, utcOffset: 780, terminal: 'I' },
        arrival: { station: 'CAN', passengerTime: 21 * 60 + 55, aircraftTime: 21 * 60 + 55, utcOffset: 480, terminal: '2' },
        arrivalDayOffset: 0,
      }),
    ]);
    const file = writeSsim(original);
    const lines = file.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.every((line) => line.length === 200)).toBe(true);
    expect(lines.map((l) => l[0]).join('')).toBe('12335');
    expect(cut(lines[2], LEG.days)).toBe('1 3 5 7');
    expect(cut(lines[2], LEG.depUtc)).toBe('+0800');
    expect(cut(lines[4], TRAILER.checkReference)).toBe('000004');
    expect(parseSsim(file)).toEqual(original);
  });

  it('accept CRLF line ends and zero filler records', () => {
    const file = writeSsim(schedule([leg()]));
    const lines = file.trimEnd().split('\n');
    const padded = [...lines.slice(0, 3), '0'.repeat(200), ...lines.slice(3)].join('\r\n');
    expect(parseSsim(padded).legs).toHaveLength(1);
  });

  it('are refused with the line and field of each mistake, and nothing is read', () => {
    let file = writeSsim(schedule([leg(), leg({ flightNumber: 329 })]));
    file = edit(file, 3, LEG.depPassengerTime, '2561');
    file = edit(file, 4, LEG.days, '1 3 5 8');
    file = edit(file, 4, LEG.arrStation, 'A1L');
    const problems = problemsOf(file);
    expect(problems).toEqual([
      { line: 3, field: 'passenger STD', message: 'expected a time HHMM, found "2561"' },
      { line: 4, field: 'days of operation', message: 'expected day numbers 1 to 7 in their columns, found "1 3 5 8"' },
      { line: 4, field: 'arrival station', message: 'expected a three-letter station code, found "A1L"' },
    ]);
  });

  it.each([
    ['a short record', (f: string) => f.replace(/\n(3.*)\n/, (_m, r: string) => `\n${r.slice(0, 150)}\n`), 'record length'],
    [
      'a leg before the carrier',
      (f: string) => {
        const l = f.trimEnd().split('\n');
        return [l[0], l[2], l[1], l[3]].join('\n');
      },
      'record type',
    ],
    ['no trailer', (f: string) => f.trimEnd().split('\n').slice(0, 3).join('\n'), 'record type'],
    ['a bad period', (f: string) => edit(f, 3, LEG.periodTo, '31FEB27'), 'period of operation to'],
    ['a period that ends first', (f: string) => edit(f, 3, LEG.periodTo, '01OCT26'), 'period of operation to'],
    ['a bad UTC variation', (f: string) => edit(f, 3, LEG.arrUtc, '+1590'), 'UTC/local time variation (arrival)'],
    ['a bad configuration', (f: string) => edit(f, 3, LEG.configuration, 'J28J12Y100'), 'aircraft configuration/version'],
    ['another airline', (f: string) => edit(f, 3, LEG.airline, 'MU '), 'airline designator'],
    ['a serial number out of order', (f: string) => edit(f, 3, LEG.serial, '000001'), 'record serial number'],
    ['a wrong check reference', (f: string) => edit(f, 4, TRAILER.checkReference, '000009'), 'serial number check reference'],
    ['a bad date variation', (f: string) => edit(f, 3, LEG.dateVariation, '0X'), 'date variation'],
  ])('refuse %s', (_name, breakIt, fieldName) => {
    const problems = problemsOf(breakIt(writeSsim(schedule([leg()]))));
    expect(problems.map((p) => p.field)).toContain(fieldName);
  });
});
