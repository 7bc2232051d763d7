import { describe, expect, it } from 'vitest';
import { cut, type Field, parseConfiguration } from '../../../src/server/airline/ssim/fields.ts';
import { parseSsim, readSsim, SsimReader } from '../../../src/server/airline/ssim/parse.ts';
import { CARRIER, LEG, TRAILER } from '../../../src/server/airline/ssim/records.ts';
import { describeProblem, SsimError, type SsimLeg, type SsimProblem, type SsimSchedule } from '../../../src/server/airline/ssim/types.ts';
import { writeSsim } from '../../../src/server/airline/ssim/write.ts';

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/** XQ327 CAN 2130 (+0800) to AKL 1305 (+1300) the next day, four days a week through the winter season. */
const leg = (over: Partial<SsimLeg> = {}): SsimLeg => ({
  airline: 'XQ',
  flightNumber: 327,
  suffix: '',
  variation: 1,
  legSequence: 1,
  serviceType: 'J',
  periodFrom: { year: 2026, month: 10, day: 25 },
  periodTo: { year: 2027, month: 3, day: 27 },
  days: [1, 3, 5, 7],
  departure: { station: 'CAN', passengerTime: at(21, 30), aircraftTime: at(21, 30), utcOffset: 480, terminal: '2' },
  arrival: { station: 'AKL', passengerTime: at(13, 5), aircraftTime: at(13, 5), utcOffset: 780, terminal: 'I' },
  arrivalDayOffset: 1,
  aircraftType: '789',
  bookingDesignators: 'JCDIOWSYBMHKULQETN',
  configuration: { J: 28, W: 24, Y: 228 },
  cargo: {},
  aircraftVersion: '',
  mealNote: 'MM',
  ...over,
});

/** XQ328 AKL 1500 to CAN 2155 the same day. */
const returnLeg = (over: Partial<SsimLeg> = {}): SsimLeg =>
  leg({
    flightNumber: 328,
    days: [2, 4, 6],
    departure: { station: 'AKL', passengerTime: at(15), aircraftTime: at(15), utcOffset: 780, terminal: 'I' },
    arrival: { station: 'CAN', passengerTime: at(21, 55), aircraftTime: at(21, 55), utcOffset: 480, terminal: '2' },
    arrivalDayOffset: 0,
    ...over,
  });

const schedule = (legs: SsimLeg[], over: Partial<SsimSchedule> = {}): SsimSchedule => ({
  airline: 'XQ',
  timeMode: 'L',
  season: 'W26',
  validFrom: { year: 2026, month: 10, day: 25 },
  validTo: { year: 2027, month: 3, day: 27 },
  creationDate: { year: 2026, month: 11, day: 21 },
  title: 'DEMO NETWORK',
  legs,
  ...over,
});

const recordsOf = (file: string) => file.trimEnd().split('\n');

/** Replaces the columns of a field on one line of a file. */
function edit(file: string, line: number, f: { from: number; to: number }, value: string): string {
  const lines = file.split('\n');
  const record = lines[line - 1];
  lines[line - 1] = record.slice(0, f.from - 1) + value.padEnd(f.to - f.from + 1) + record.slice(f.to);
  return lines.join('\n');
}

function problemsOf(file: string): readonly SsimProblem[] {
  try {
    parseSsim(file);
  } catch (error) {
    if (error instanceof SsimError) return error.problems;
    throw error;
  }
  return [];
}

const where = (f: Field) => ({ field: f.name, from: f.from, to: f.to });

describe('writing and reading SSIM files', () => {
  it('writes 200-byte records that read back to the same schedule', () => {
    const original = schedule([leg(), returnLeg()]);
    const file = writeSsim(original);
    const lines = recordsOf(file);
    expect(lines).toHaveLength(5);
    expect(lines.every((line) => line.length === 200)).toBe(true);
    expect(lines.map((l) => l[0]).join('')).toBe('12335');
    expect(cut(lines[2], LEG.days)).toBe('1 3 5 7');
    expect(cut(lines[2], LEG.depUtc)).toBe('+0800');
    expect(cut(lines[2], LEG.dateVariation)).toBe('01');
    expect(cut(lines[4], TRAILER.checkReference)).toBe('000004');
    expect(parseSsim(file)).toEqual({ carriers: [original] });
  });

  it('writes a block in UTC time mode with UTC times, dates and days, and reads it back in local time', () => {
    // AKL 0130 on Tuesdays is 1230 UTC on Mondays; CAN 2130 is 1330 UTC, and AKL 1305 the next day 0005 UTC the day after.
    const early = returnLeg({
      flightNumber: 330,
      periodFrom: { year: 2026, month: 10, day: 27 },
      days: [2],
      departure: { station: 'AKL', passengerTime: at(1, 30), aircraftTime: at(1, 30), utcOffset: 780, terminal: 'I' },
      arrival: { station: 'CAN', passengerTime: at(8, 25), aircraftTime: at(8, 25), utcOffset: 480, terminal: '2' },
    });
    const original = schedule([leg(), early], { timeMode: 'U' });
    const file = writeSsim(original);
    const [, carrier, overnight, shifted] = recordsOf(file);
    expect(cut(carrier, CARRIER.timeMode)).toBe('U');
    expect([cut(overnight, LEG.depPassengerTime), cut(overnight, LEG.arrPassengerTime), cut(overnight, LEG.dateVariation)]).toEqual(['1330', '0005', '01']);
    expect([cut(shifted, LEG.periodFrom), cut(shifted, LEG.days), cut(shifted, LEG.depPassengerTime)]).toEqual(['26OCT26', '1      ', '1230']);
    expect(parseSsim(file)).toEqual({ carriers: [original] });
  });

  it('writes one block per schedule, each closed by its trailer, and reads every block back', () => {
    const blocks = [schedule([leg()]), schedule([leg({ airline: 'ZT' }), returnLeg({ airline: 'ZT' })], { airline: 'ZT', timeMode: 'U' })];
    const file = writeSsim(blocks);
    const lines = recordsOf(file);
    expect(lines.map((l) => l[0]).join('')).toBe('12352335');
    expect([cut(lines[3], TRAILER.endCode), cut(lines[7], TRAILER.endCode)]).toEqual(['C', 'E']);
    expect(readSsim(file)).toEqual({ file: { carriers: blocks }, legLines: [[3], [6, 7]] });
  });

  it('writes the same file for one schedule as for a list of it', () => {
    expect(writeSsim(schedule([leg()]))).toBe(writeSsim([schedule([leg()])]));
  });

  it('writes XX for a leg that states neither booking classes nor a configuration', () => {
    const file = writeSsim(schedule([leg({ bookingDesignators: '', configuration: {} })]));
    expect(cut(recordsOf(file)[2], LEG.configuration).trim()).toBe('XX');
  });

  it('accepts CRLF line ends and zero records anywhere after the header', () => {
    const lines = recordsOf(writeSsim(schedule([leg(), returnLeg()])));
    const zero = '0'.repeat(200);
    const padded = [lines[0], zero, lines[1], zero, zero, lines[2], zero, lines[3], lines[4], zero, zero].join('\r\n');
    expect(readSsim(`${padded}\r\n`)).toEqual({ file: { carriers: [schedule([leg(), returnLeg()])] }, legLines: [[6, 8]] });
  });

  it('reads a file pushed a line at a time as it reads the file whole', () => {
    const file = writeSsim([schedule([leg(), returnLeg()]), schedule([leg({ airline: 'ZT' })], { airline: 'ZT' })]);
    const reader = new SsimReader();
    for (const line of recordsOf(file)) reader.push(line);
    expect(reader.finish()).toEqual(readSsim(file));
  });

  it('reads an arrival at 2400 as 0000 on the next day', () => {
    const midnight = returnLeg({
      arrival: { station: 'CAN', passengerTime: 0, aircraftTime: 0, utcOffset: 480, terminal: '2' },
      arrivalDayOffset: 1,
    });
    let file = writeSsim(schedule([midnight]));
    file = edit(file, 3, LEG.arrAircraftTime, '2400');
    file = edit(file, 3, LEG.arrPassengerTime, '2400');
    file = edit(file, 3, LEG.dateVariation, '00');
    expect(parseSsim(file).carriers[0].legs).toEqual([midnight]);
  });

  it('reads the period and days of a leg departing the day after its flight date from that day', () => {
    // Bytes 193 and 194 place the departure one day and the arrival two days after the flight date.
    const file = edit(writeSsim(schedule([leg()])), 3, LEG.dateVariation, '12');
    const [read] = parseSsim(file).carriers[0].legs;
    expect([read.periodFrom, read.periodTo, read.days, read.departure.passengerTime, read.arrivalDayOffset]).toEqual([
      { year: 2026, month: 10, day: 26 },
      { year: 2027, month: 3, day: 28 },
      [1, 2, 4, 6],
      at(21, 30),
      1,
    ]);
  });

  it("reads an open period end (00XXX00) as the end of the carrier's validity", () => {
    const file = edit(writeSsim(schedule([leg()])), 3, LEG.periodTo, '00XXX00');
    expect(parseSsim(file).carriers[0].legs[0].periodTo).toEqual({ year: 2027, month: 3, day: 27 });
  });

  it('reads a freighter leg with cargo positions and no booking classes', () => {
    const freighter = leg({ serviceType: 'F', bookingDesignators: '', configuration: {}, cargo: { PP: 10, LL: 8 }, aircraftType: '77F' });
    const file = writeSsim(schedule([freighter]));
    expect(cut(recordsOf(file)[2], LEG.configuration).trim()).toBe('PP10LL8');
    expect(parseSsim(file).carriers[0].legs).toEqual([freighter]);
  });
});

describe('the aircraft configuration/version field', () => {
  it.each([
    ['J28W24Y228', { J: 28, W: 24, Y: 228 }, {}, ''],
    ['Y118VV118', { Y: 118 }, {}, '118'],
    ['J14W34Y316VV364', { J: 14, W: 34, Y: 316 }, {}, '364'],
    ['W18Y112VVCGO', { W: 18, Y: 112 }, {}, 'CGO'],
    ['PP10', {}, { PP: 10 }, ''],
    ['PP10LL8', {}, { PP: 10, LL: 8 }, ''],
    ['C30Y120LL4VV7A', { C: 30, Y: 120 }, { LL: 4 }, '7A'],
    ['VV364', {}, {}, '364'],
    ['XX', {}, {}, ''],
    ['', {}, {}, ''],
  ])('reads %j as its seats, cargo positions and version', (text, seats, cargo, version) => {
    expect(parseConfiguration(text.padEnd(20))).toEqual({ seats, cargo, version });
  });

  it.each(['J28J12Y100', 'Y1234', 'PP10PP2', '28Y', 'Y118VV', 'J28 Y100', 'y100'])('refuses %j', (text) => {
    expect(parseConfiguration(text.padEnd(20))).toBeUndefined();
  });

  it('accepts a leg with a configuration and no booking classes, and refuses a leg with neither', () => {
    const file = writeSsim(schedule([leg({ serviceType: 'P', bookingDesignators: '' })]));
    expect(parseSsim(file).carriers[0].legs[0].bookingDesignators).toBe('');
    expect(problemsOf(edit(file, 3, LEG.configuration, ''))).toEqual([
      { line: 3, ...where(LEG.bookingDesignators), message: 'a leg gives booking classes, an aircraft configuration, or both; this one gives neither' },
    ]);
  });
});

describe('refusing SSIM files', () => {
  it('refuses a file with the line, field and columns of each mistake, and reads nothing', () => {
    let file = writeSsim(schedule([leg(), leg({ flightNumber: 329 })]));
    file = edit(file, 3, LEG.depPassengerTime, '2561');
    file = edit(file, 4, LEG.days, '1 3 5 8');
    file = edit(file, 4, LEG.arrStation, 'A1L');
    expect(problemsOf(file)).toEqual([
      { line: 3, ...where(LEG.depPassengerTime), message: 'expected a time HHMM, found "2561"' },
      { line: 4, ...where(LEG.days), message: 'expected day numbers 1 to 7 in their columns, found "1 3 5 8"' },
      { line: 4, ...where(LEG.arrStation), message: 'expected a three-letter station code, found "A1L"' },
    ]);
  });

  it.each([
    ['a short record', (f: string) => f.replace(/\n(3.*)\n/, (_m, r: string) => `\n${r.slice(0, 150)}\n`), { line: 3, field: 'record length' }],
    [
      'a leg before the carrier record',
      (f: string) => {
        const l = recordsOf(f);
        return [l[0], l[2], l[1], l[3]].join('\n');
      },
      { line: 2, field: 'record type', from: 1, to: 1 },
    ],
    ['a file without its trailer', (f: string) => recordsOf(f).slice(0, 3).join('\n'), { line: 3, field: 'record type' }],
    ['a file without its header', (f: string) => recordsOf(f).slice(1).join('\n'), { line: 1, field: 'record type', from: 1, to: 1 }],
    ['a second header', (f: string) => f.replace(/\n5/, `\n${recordsOf(f)[0].slice(0, 194)}000004\n5`), { line: 4, field: 'record type', from: 1, to: 1 }],
    ['a bad period', (f: string) => edit(f, 3, LEG.periodTo, '31FEB27'), { line: 3, ...where(LEG.periodTo) }],
    ['a period that ends before it starts', (f: string) => edit(f, 3, LEG.periodTo, '01OCT26'), { line: 3, ...where(LEG.periodTo) }],
    ['days that fall outside the period', (f: string) => edit(edit(f, 3, LEG.periodTo, '26OCT26'), 3, LEG.days, '  3    '), { line: 3, ...where(LEG.days) }],
    ['a bad UTC variation', (f: string) => edit(f, 3, LEG.arrUtc, '+1590'), { line: 3, ...where(LEG.arrUtc) }],
    ['a bad configuration', (f: string) => edit(f, 3, LEG.configuration, 'J28J12Y100'), { line: 3, ...where(LEG.configuration) }],
    ['another airline', (f: string) => edit(f, 3, LEG.airline, 'MU '), { line: 3, ...where(LEG.airline) }],
    ['a leg to where it left from', (f: string) => edit(f, 3, LEG.arrStation, 'CAN'), { line: 3, ...where(LEG.arrStation) }],
    ['a fortnight of 3', (f: string) => edit(f, 3, LEG.frequency, '3'), { line: 3, ...where(LEG.frequency) }],
    ['a serial number out of order', (f: string) => edit(f, 3, LEG.serial, '000001'), { line: 3, ...where(LEG.serial) }],
    ['a wrong check reference', (f: string) => edit(f, 4, TRAILER.checkReference, '000009'), { line: 4, ...where(TRAILER.checkReference) }],
    ['a bad end code', (f: string) => edit(f, 4, TRAILER.endCode, 'X'), { line: 4, ...where(TRAILER.endCode) }],
    ['a bad date variation', (f: string) => edit(f, 3, LEG.dateVariation, '0X'), { line: 3, ...where(LEG.dateVariation) }],
    ['an arrival three days after the departure', (f: string) => edit(f, 3, LEG.dateVariation, 'A2'), { line: 3, ...where(LEG.dateVariation) }],
    ['a landing before the take-off', (f: string) => edit(f, 3, LEG.dateVariation, '00'), { line: 3, ...where(LEG.dateVariation) }],
    ['a carrier record without a date', (f: string) => edit(f, 2, CARRIER.validFrom, '       '), { line: 2, ...where(CARRIER.validFrom) }],
    ['a secure flight indicator of Y', (f: string) => edit(f, 2, CARRIER.secureFlight, 'Y'), { line: 2, ...where(CARRIER.secureFlight) }],
  ])('refuses %s, naming its line and field', (_name, breakIt, expected) => {
    const problems = problemsOf(breakIt(writeSsim(schedule([leg()]))));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject(expected);
  });

  it('refuses a carrier record that comes before the trailer of the block before it', () => {
    const lines = recordsOf(writeSsim([schedule([leg()]), schedule([leg({ airline: 'ZT' })], { airline: 'ZT' })]));
    // Drop the first trailer and number the records after it again.
    const rest = lines.slice(4).map((l, i) => `${l.slice(0, 194)}${String(4 + i).padStart(6, '0')}`);
    const problems = problemsOf([...lines.slice(0, 3), ...rest].join('\n'));
    expect(problems.map((p) => [p.line, p.field, p.message])).toEqual([
      [4, 'record type', 'the carrier block that starts on line 2 has no trailer record (type 5) before this one'],
      [6, 'serial number check reference', 'expected the serial number of the record before, 5, found 6'],
    ]);
  });

  it('refuses a segment record that opens a carrier block, even when it names the last flight of the block before', () => {
    const lines = recordsOf(writeSsim([schedule([leg()]), schedule([returnLeg()], { title: 'SECOND BLOCK' })]));
    const segment = `4 XQ  3270101J${' '.repeat(14)}AB010CANAKLZT 5327`.padEnd(194);
    const renumbered = [...lines.slice(0, 5), segment, ...lines.slice(5)].map((l, i) => (i < 5 ? l : `${l.slice(0, 194)}${String(i + 1).padStart(6, '0')}`));
    renumbered[7] = `${renumbered[7].slice(0, 187)}000007${renumbered[7].slice(193)}`;
    expect(problemsOf(renumbered.join('\n'))).toEqual([
      { line: 6, field: 'flight number', from: 6, to: 9, message: 'segment data must follow a leg of its flight and itinerary variation' },
    ]);
  });

  it('describes each problem with its line, its bytes and its field', () => {
    expect(describeProblem({ line: 3, ...where(LEG.depPassengerTime), message: 'expected a time HHMM, found "2561"' })).toBe(
      'line 3, bytes 40-43, passenger STD: expected a time HHMM, found "2561"',
    );
    expect(describeProblem({ line: 2, ...where(CARRIER.timeMode), message: 'expected L or U' })).toBe('line 2, byte 2, time mode: expected L or U');
    expect(describeProblem({ line: 7, field: 'record length', message: 'expected 200 characters, found 199' })).toBe(
      'line 7, record length: expected 200 characters, found 199',
    );
  });

  it('lists the first 50 problems in the error message and counts the rest', () => {
    const legs = Array.from({ length: 600 }, (_, i) => leg({ flightNumber: i + 1 }));
    const lines = writeSsim(schedule(legs)).split('\n');
    for (let i = 2; i < 602; i++) lines[i] = `${lines[i].slice(0, 39)}2460${lines[i].slice(43)}`;
    let error: unknown;
    try {
      parseSsim(lines.join('\n'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SsimError);
    if (!(error instanceof SsimError)) return;
    expect(error.problems).toHaveLength(600);
    expect(error.problems.map((p) => p.line)).toEqual(Array.from({ length: 600 }, (_, i) => i + 3));
    const shown = error.message.split('\n');
    expect(shown).toHaveLength(51);
    expect(shown[0]).toBe('line 3, bytes 40-43, passenger STD: expected a time HHMM, found "2460"');
    expect(shown[49]).toBe('line 52, bytes 40-43, passenger STD: expected a time HHMM, found "2460"');
    expect(shown[50]).toBe('… and 550 more problems');
  });
});
