import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../src/domain/calendar.ts';
import { cut, type Field } from '../../../src/server/airline/ssim/fields.ts';
import { readSsim, readSsimFile, SsimReader } from '../../../src/server/airline/ssim/parse.ts';
import { CARRIER, LEG, SEGMENT, TRAILER } from '../../../src/server/airline/ssim/records.ts';
import { SsimError, type SsimFile, type SsimLeg, type SsimProblem } from '../../../src/server/airline/ssim/types.ts';
import { writeSsim } from '../../../src/server/airline/ssim/write.ts';

const fixturePath = (name: string) => fileURLToPath(new URL(`../../fixtures/ssim/${name}`, import.meta.url));
const fixture = (name: string) => readFileSync(fixturePath(name), 'latin1');

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Every leg a record of flight `airline``flightNumber` gave, leg sequence `legSequence`. */
function legsOf(file: SsimFile, airline: string, flightNumber: number, legSequence = 1): SsimLeg[] {
  return file.carriers.flatMap((c) => c.legs).filter((l) => l.airline === airline && l.flightNumber === flightNumber && l.legSequence === legSequence);
}

function legOf(file: SsimFile, airline: string, flightNumber: number, legSequence = 1): SsimLeg {
  const legs = legsOf(file, airline, flightNumber, legSequence);
  if (legs.length !== 1) throw new Error(`expected one leg of ${airline}${flightNumber}/${legSequence}, found ${legs.length}`);
  return legs[0];
}

/** When, where and how a leg flies, in a form that is easy to compare. */
const timing = (l: SsimLeg) => ({
  from: l.periodFrom,
  to: l.periodTo,
  days: l.days,
  departs: [l.departure.station, l.departure.passengerTime],
  arrives: [l.arrival.station, l.arrival.passengerTime, l.arrivalDayOffset],
});

const LOCAL = 'local-two-carriers.ssim';
const UTC = 'utc-mode.ssim';
const FORTNIGHTLY = 'fortnightly.ssim';

describe('the local-time fixture with two carrier blocks', () => {
  const text = fixture(LOCAL);
  const { file, legLines } = readSsim(text);

  it('is a CRLF file of 200-byte records padded with zero records to blocks of five', () => {
    const lines = text.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(50);
    expect(lines.every((l) => l.length === 200)).toBe(true);
    // Header, carrier XQ, its legs and segments, its trailer, then carrier ZT, its legs and segment, its trailer.
    const blocks = ['10000', '20000', '33333333443300050000', '20000', '333333400050000'];
    expect(lines.map((l) => l[0]).join('')).toBe(blocks.join(''));
    const carrier = lines[5];
    expect([cut(carrier, CARRIER.secureFlight), cut(carrier, CARRIER.electronicTicketing)]).toEqual(['S', 'ET']);
  });

  it('reads both carrier blocks with their legs and the line of each leg', () => {
    expect(file.carriers.map((c) => [c.airline, c.timeMode, c.season, c.legs.length])).toEqual([
      ['XQ', 'L', 'W26', 10],
      ['ZT', 'L', 'W26', 6],
    ]);
    expect(legLines).toEqual([
      [11, 12, 13, 14, 15, 16, 17, 18, 21, 22],
      [36, 37, 38, 39, 40, 41],
    ]);
    expect(file.carriers[0]).toMatchObject({
      validFrom: date(2026, 10, 25),
      validTo: date(2027, 3, 27),
      creationDate: date(2026, 11, 21),
      title: 'XQ WINTER 26 PASSENGER+CARGO',
    });
  });

  it('reads every field of a leg: stations, terminals, times, offsets, classes, seats and version code', () => {
    expect(legOf(file, 'XQ', 101)).toEqual({
      airline: 'XQ',
      flightNumber: 101,
      suffix: '',
      variation: 1,
      legSequence: 1,
      serviceType: 'J',
      periodFrom: date(2026, 10, 25),
      periodTo: date(2027, 3, 27),
      days: [1, 2, 3, 4, 5, 6, 7],
      departure: { station: 'AKL', passengerTime: at(8), aircraftTime: at(8), utcOffset: 780, terminal: 'I' },
      arrival: { station: 'SYD', passengerTime: at(9, 50), aircraftTime: at(9, 50), utcOffset: 660, terminal: '1' },
      arrivalDayOffset: 0,
      aircraftType: '789',
      bookingDesignators: 'JCDZPYBMHQVWLKSTE',
      configuration: { J: 28, W: 21, Y: 236 },
      cargo: {},
      aircraftVersion: '285',
      mealNote: 'LL',
    });
  });

  it('reads an arrival at 2400 as 0000 on the next day', () => {
    const l = legOf(file, 'XQ', 7);
    expect([l.arrival.passengerTime, l.arrival.aircraftTime, l.arrivalDayOffset]).toEqual([0, 0, 1]);
  });

  it('reads arrival date variations A, 1 and 2 as arrivals one day before, one and two days after the departure', () => {
    expect(timing(legOf(file, 'XQ', 6)).arrives).toEqual(['HNL', at(10, 10), -1]);
    expect(timing(legOf(file, 'XQ', 9)).arrives).toEqual(['AKL', at(14, 5), 1]);
    expect(timing(legOf(file, 'XQ', 5)).arrives).toEqual(['AKL', at(7, 10), 2]);
  });

  it('moves the period and days of a second leg that departs the day after the flight date', () => {
    expect(timing(legOf(file, 'XQ', 830, 1))).toEqual({
      from: date(2026, 10, 27),
      to: date(2027, 3, 26),
      days: [2, 5],
      departs: ['AKL', at(22)],
      arrives: ['NAN', at(0, 10), 1],
    });
    expect(timing(legOf(file, 'XQ', 830, 2))).toEqual({
      from: date(2026, 10, 28),
      to: date(2027, 3, 27),
      days: [3, 6],
      departs: ['NAN', at(1, 40)],
      arrives: ['HNL', at(10), -1],
    });
  });

  it('reads freighter legs with cargo positions and no booking classes, and a positioning leg with seats only', () => {
    expect(legOf(file, 'XQ', 9701)).toMatchObject({
      serviceType: 'F',
      bookingDesignators: '',
      configuration: {},
      cargo: { PP: 27, LL: 10 },
      aircraftVersion: '',
    });
    expect(legOf(file, 'ZT', 7301)).toMatchObject({ serviceType: 'F', bookingDesignators: '', configuration: {}, cargo: { PP: 24 }, aircraftVersion: '' });
    expect(legOf(file, 'XQ', 9001)).toMatchObject({
      serviceType: 'P',
      bookingDesignators: '',
      configuration: { J: 28, W: 21, Y: 236 },
      aircraftVersion: '285',
    });
  });

  it('reads version codes of letters and digits after VV', () => {
    expect([legOf(file, 'XQ', 6), legOf(file, 'XQ', 830, 2), legOf(file, 'ZT', 21, 2)].map((l) => [l.configuration, l.aircraftVersion])).toEqual([
      [{ J: 18, W: 28, Y: 246 }, '78B'],
      [{ C: 24, Y: 250 }, '33A'],
      [{ F: 4, J: 42, W: 24, Y: 264 }, '77A'],
    ]);
  });
});

describe('the UTC-time fixture', () => {
  const { file, legLines } = readSsim(fixture(UTC));

  it('reads its one carrier block in UTC time mode with ten legs', () => {
    expect(file.carriers.map((c) => [c.airline, c.timeMode, c.legs.length])).toEqual([['ZT', 'U', 10]]);
    expect(legLines).toEqual([[11, 12, 13, 14, 15, 16, 17, 18, 20, 21]]);
  });

  it('moves a leg whose local departure falls the day after its UTC date to that day and its weekdays', () => {
    // 1230 UTC on Mondays, Wednesdays and Fridays of 26OCT26-26MAR27 is 0130 in Auckland the next day.
    expect(timing(legOf(file, 'ZT', 5))).toEqual({
      from: date(2026, 10, 27),
      to: date(2027, 3, 27),
      days: [2, 4, 6],
      departs: ['AKL', at(1, 30)],
      arrives: ['SIN', at(7, 30), 0],
    });
    expect(timing(legOf(file, 'ZT', 7))).toEqual({
      from: date(2026, 10, 26),
      to: date(2027, 3, 26),
      days: [1, 3, 5],
      departs: ['AKL', at(0, 30)],
      arrives: ['HNL', at(10, 10), -1],
    });
  });

  it('moves a leg whose local departure falls the day before its UTC date back to that day', () => {
    // 0900 UTC on Mondays, Wednesdays and Fridays is 2300 in Honolulu the day before; Auckland 0710 two days after that.
    expect(timing(legOf(file, 'ZT', 8))).toEqual({
      from: date(2026, 10, 25),
      to: date(2027, 3, 27),
      days: [2, 4, 7],
      departs: ['HNL', at(23)],
      arrives: ['AKL', at(7, 10), 2],
    });
  });

  it('reads an arrival at 2400 UTC as the local time of the next UTC day', () => {
    const l = legOf(file, 'ZT', 12);
    expect(timing(l)).toEqual({
      from: date(2026, 10, 26),
      to: date(2027, 3, 28),
      days: [1, 2, 3, 4, 5, 6, 7],
      departs: ['SIN', at(4, 10)],
      arrives: ['HKG', at(8), 0],
    });
    expect([l.departure.aircraftTime, l.arrival.aircraftTime]).toEqual([at(4, 10), at(8)]);
  });

  it('reads a freighter and a positioning leg', () => {
    expect(legOf(file, 'ZT', 7301)).toMatchObject({
      serviceType: 'F',
      bookingDesignators: '',
      cargo: { PP: 10, LL: 8 },
      departure: { passengerTime: at(2, 15) },
    });
    expect(legOf(file, 'ZT', 9001)).toMatchObject({
      serviceType: 'P',
      bookingDesignators: '',
      configuration: { J: 42, W: 24, Y: 240 },
      aircraftVersion: '306',
    });
  });

  it('reads the same local legs as the local-time fixture gives for the same flights', () => {
    const local = readSsim(fixture(LOCAL)).file;
    for (const [flight, sequence] of [
      [1, 1],
      [2, 1],
      [21, 1],
      [21, 2],
    ]) {
      expect(legOf(file, 'ZT', flight, sequence)).toEqual(legOf(local, 'ZT', flight, sequence));
    }
  });
});

describe('the fixture with fortnightly legs', () => {
  const { file, legLines } = readSsim(fixture(FORTNIGHTLY));

  it('splits each fortnightly record into one leg per week it operates', () => {
    expect(file.carriers[0].legs).toHaveLength(15);
    expect(legLines).toEqual([[11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 13, 13, 13, 14, 15]]);
    expect(legsOf(file, 'XQ', 41).map((l) => [l.periodFrom, l.periodTo, l.days])).toEqual([
      [date(2026, 10, 31), date(2026, 11, 6), [6]],
      [date(2026, 11, 14), date(2026, 11, 20), [6]],
      [date(2026, 11, 28), date(2026, 12, 4), [6]],
      [date(2026, 12, 12), date(2026, 12, 18), [6]],
      [date(2026, 12, 26), date(2026, 12, 26), [6]],
    ]);
    expect(legsOf(file, 'XQ', 43).map((l) => [l.periodFrom, l.periodTo, l.days, l.arrivalDayOffset])).toEqual([
      [date(2026, 11, 2), date(2026, 11, 8), [1, 4], -1],
      [date(2026, 11, 16), date(2026, 11, 22), [1, 4], -1],
      [date(2026, 11, 30), date(2026, 12, 6), [1, 4], -1],
    ]);
  });

  it('keeps the times of a fortnightly leg on every week, including an arrival before the departure clock time', () => {
    for (const l of legsOf(file, 'XQ', 41))
      expect([timing(l).departs, timing(l).arrives]).toEqual([
        ['AKL', at(22)],
        ['RAR', at(3), 0],
      ]);
  });

  it('moves a second leg that departs the day before the flight date to that day', () => {
    expect(timing(legOf(file, 'XQ', 45, 2))).toEqual({
      from: date(2026, 11, 5),
      to: date(2026, 12, 24),
      days: [4],
      departs: ['RAR', at(16, 30)],
      arrives: ['PPT', at(17, 30), 0],
    });
  });
});

describe.each([LOCAL, UTC, FORTNIGHTLY])('the fixture %s', (name) => {
  const text = fixture(name);

  it('reads the same from disk, a line at a time and whole', async () => {
    const whole = readSsim(text);
    expect(await readSsimFile(fixturePath(name))).toEqual(whole);
    const reader = new SsimReader();
    for (const line of text.split(/\r?\n/)) reader.push(line);
    expect(reader.finish()).toEqual(whole);
  });

  it('reads back from what the writer writes of it', () => {
    const { file } = readSsim(text);
    expect(readSsim(writeSsim(file.carriers)).file).toEqual(file);
  });
});

// --- Mutations: each breaks one rule of the standard in one place, and the file must be refused there.

/** The lines (1-based) of the records of a fixture that the mutations break. */
interface Roles {
  /** A carrier record. */
  readonly carrier: number;
  /** A passenger leg of a one-leg flight, with no segment data after it. */
  readonly leg: number;
  /** A leg that lands the day after the flight date (arrival date variation 1). */
  readonly overnight: number;
  /** A segment record, and the first leg of its flight. */
  readonly segment: number;
  readonly segmentFlight: number;
  /** The last record before the padding of the leg's block, and the trailer of that block. */
  readonly blockEnd: number;
  readonly trailer: number;
}

const FIXTURES: readonly { readonly name: string; readonly roles: Roles }[] = [
  { name: LOCAL, roles: { carrier: 31, leg: 11, overnight: 16, segment: 19, segmentFlight: 17, blockEnd: 22, trailer: 26 } },
  { name: UTC, roles: { carrier: 6, leg: 13, overnight: 11, segment: 19, segmentFlight: 17, blockEnd: 21, trailer: 26 } },
  { name: FORTNIGHTLY, roles: { carrier: 6, leg: 11, overnight: 12, segment: 16, segmentFlight: 14, blockEnd: 16, trailer: 21 } },
];

interface Expected {
  readonly line: number;
  readonly field: string;
  readonly from?: number;
  readonly to?: number;
  /** Part of the message of the first problem. */
  readonly says?: string;
}

interface Mutation {
  readonly name: string;
  readonly apply: (records: string[], at: Roles) => string[];
  readonly expect: (at: Roles) => Expected;
}

/** Writes a value into the columns of a field of one record. */
function put(records: readonly string[], line: number, f: { from: number; to: number }, value: string): string[] {
  const copy = [...records];
  const record = copy[line - 1];
  copy[line - 1] = record.slice(0, f.from - 1) + value.padEnd(f.to - f.from + 1) + record.slice(f.to);
  return copy;
}

/** Numbers the records again, as a tool would after adding or moving one: zero records have none; a trailer checks the serial before it. */
function renumber(records: readonly string[]): string[] {
  let serial = 0;
  return records.map((record) => {
    if (!'12345'.includes(record[0]) || record.length !== 200) return record;
    const checked = record[0] === '5' ? put([record], 1, TRAILER.checkReference, String(serial).padStart(6, '0'))[0] : record;
    serial++;
    return put([checked], 1, LEG.serial, String(serial).padStart(6, '0'))[0];
  });
}

/** Puts `record` on line `line`, moving what was there and after it down a line. */
const insert = (records: readonly string[], line: number, record: string) => renumber([...records.slice(0, line - 1), record, ...records.slice(line - 1)]);

const field = (line: number, f: Field, says?: string): Expected => ({ line, field: f.name, from: f.from, to: f.to, says });

const MUTATIONS: readonly Mutation[] = [
  { name: 'a departure time of 2460', apply: (r, at) => put(r, at.leg, LEG.depPassengerTime, '2460'), expect: (at) => field(at.leg, LEG.depPassengerTime) },
  { name: 'a departure at 2400', apply: (r, at) => put(r, at.leg, LEG.depPassengerTime, '2400'), expect: (at) => field(at.leg, LEG.depPassengerTime) },
  { name: 'a period ending on 31FEB27', apply: (r, at) => put(r, at.leg, LEG.periodTo, '31FEB27'), expect: (at) => field(at.leg, LEG.periodTo) },
  {
    name: 'a period that ends before it starts',
    apply: (r, at) => put(r, at.leg, LEG.periodTo, '01JAN26'),
    expect: (at) => field(at.leg, LEG.periodTo, 'the period ends before it starts'),
  },
  { name: 'days of operation "1 3 5 8"', apply: (r, at) => put(r, at.leg, LEG.days, '1 3 5 8'), expect: (at) => field(at.leg, LEG.days) },
  { name: 'an arrival station A1L', apply: (r, at) => put(r, at.leg, LEG.arrStation, 'A1L'), expect: (at) => field(at.leg, LEG.arrStation) },
  { name: 'a UTC variation of +1590', apply: (r, at) => put(r, at.leg, LEG.arrUtc, '+1590'), expect: (at) => field(at.leg, LEG.arrUtc) },
  { name: 'the configuration J28J12Y100', apply: (r, at) => put(r, at.leg, LEG.configuration, 'J28J12Y100'), expect: (at) => field(at.leg, LEG.configuration) },
  { name: 'the configuration Y1234', apply: (r, at) => put(r, at.leg, LEG.configuration, 'Y1234'), expect: (at) => field(at.leg, LEG.configuration) },
  {
    name: 'a leg with neither booking designators nor a configuration',
    apply: (r, at) => put(put(r, at.leg, LEG.bookingDesignators, ''), at.leg, LEG.configuration, ''),
    expect: (at) => field(at.leg, LEG.bookingDesignators, 'gives neither'),
  },
  {
    name: 'a blank arrival date variation on a leg that lands after midnight',
    apply: (r, at) => put(r, at.overnight, { from: 194, to: 194 }, ' '),
    expect: (at) => field(at.overnight, LEG.dateVariation, 'would arrive before it leaves'),
  },
  {
    name: 'the same leg record twice',
    apply: (r, at) => insert(r, at.blockEnd + 1, r[at.leg - 1]),
    expect: (at) => field(at.blockEnd + 1, LEG.flightNumber, `repeats the leg of line ${at.leg}`),
  },
  {
    name: 'the same flight again on overlapping dates',
    apply: (r, at) => insert(r, at.blockEnd + 1, put([r[at.leg - 1]], 1, LEG.aircraftType, '333')[0]),
    expect: (at) => field(at.blockEnd + 1, LEG.flightNumber, `in line ${at.leg}: a flight leaves a station once a day`),
  },
  {
    name: 'a leg record after the trailer without a new carrier record',
    apply: (r, at) => renumber(r.map((record, i) => (i === at.trailer ? r[at.leg - 1] : record))),
    expect: (at) => ({ line: at.trailer + 1, field: 'record type', from: 1, to: 1, says: 'a flight leg must follow a carrier record' }),
  },
  {
    name: 'a serial number lower than the one before',
    apply: (r, at) => put(r, at.leg, LEG.serial, '000001'),
    expect: (at) => field(at.leg, LEG.serial),
  },
  {
    name: 'a wrong serial number check reference',
    apply: (r, at) => put(r, at.trailer, TRAILER.checkReference, '999999'),
    expect: (at) => field(at.trailer, TRAILER.checkReference),
  },
  {
    name: 'a record of 199 characters',
    apply: (r, at) => r.map((record, i) => (i === at.leg - 1 ? record.slice(0, 199) : record)),
    expect: (at) => ({ line: at.leg, field: 'record length', says: 'found 199' }),
  },
  {
    name: 'a record of the unknown type 7',
    apply: (r, at) => r.map((record, i) => (i === at.leg - 1 ? `7${record.slice(1)}` : record)),
    expect: (at) => ({ line: at.leg, field: 'record type', from: 1, to: 1, says: 'found "7"' }),
  },
  { name: 'a carrier in time mode X', apply: (r, at) => put(r, at.carrier, CARRIER.timeMode, 'X'), expect: (at) => field(at.carrier, CARRIER.timeMode) },
  {
    name: 'a segment record before the legs of its flight',
    apply: (r, at) =>
      insert(
        r.filter((_, i) => i !== at.segment - 1),
        at.segmentFlight,
        r[at.segment - 1],
      ),
    expect: (at) => field(at.segmentFlight, SEGMENT.flightNumber, 'segment data must follow a leg of its flight'),
  },
];

function problemsOf(text: string): readonly SsimProblem[] {
  try {
    readSsim(text);
  } catch (error) {
    if (error instanceof SsimError) return error.problems;
    throw error;
  }
  return [];
}

describe.each(FIXTURES)('the fixture $name with one mistake', ({ name, roles }) => {
  const text = fixture(name);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const records = text.split(eol).slice(0, -1);

  it.each(MUTATIONS.map((m) => [m.name, m] as const))('is refused for %s, on the line and field of the mistake', (_name, mutation) => {
    const broken = mutation.apply(records, roles);
    expect(broken).not.toEqual(records);
    const problems = problemsOf(broken.map((r) => r + eol).join(''));
    const { says, ...where } = mutation.expect(roles);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect({ line: p.line, field: p.field, from: p.from, to: p.to }).toEqual({ from: undefined, to: undefined, ...where });
    if (says) expect(problems[0].message).toContain(says);
  });
});

describe('a fixture with several mistakes', () => {
  it('is refused with every mistake, in the order of its lines', () => {
    const records = fixture(LOCAL).split('\r\n');
    let broken = put(records, 40, LEG.depUtc, '+1590');
    broken = put(broken, 13, LEG.days, '1 3 5 8');
    broken = put(broken, 26, TRAILER.checkReference, '000001');
    expect(problemsOf(broken.join('\r\n')).map((p) => [p.line, p.field])).toEqual([
      [13, 'days of operation'],
      [26, 'serial number check reference'],
      [40, 'UTC/local time variation (departure)'],
    ]);
  });
});
