import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../src/domain/calendar.ts';
import { describeScheduleChange, diffSchedules, operatesOn, type PlannedLeg, type ScheduleChange } from '../../../src/server/airline/schedule-diff.ts';

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

/** CZ327 CAN-AKL on Mondays, Wednesdays, Fridays and Sundays of December 2026 and January 2027: 35 dates. */
function leg(changes: Partial<PlannedLeg> = {}): PlannedLeg {
  return {
    airline: 'CZ',
    flightNumber: 327,
    suffix: '',
    depStation: 'CAN',
    arrStation: 'AKL',
    periodFrom: date(2026, 12, 1),
    periodTo: date(2027, 1, 31),
    days: [1, 3, 5, 7],
    depTime: 21 * 60 + 30,
    arrTime: 13 * 60 + 5,
    arrivalDayOffset: 1,
    aircraftType: '789',
    configuration: { J: 28, W: 24, Y: 228 },
    ...changes,
  };
}

const retime = { depTime: 22 * 60, arrTime: 13 * 60 + 35 };
const december = { periodTo: date(2026, 12, 31) };
const january = { periodFrom: date(2027, 1, 1) };

describe('diffSchedules', () => {
  it('finds no changes between identical schedules, even listed in another order', () => {
    const before = [leg(december), leg(january), leg({ flightNumber: 328, depStation: 'AKL', arrStation: 'CAN' })];
    const after = [leg({ flightNumber: 328, depStation: 'AKL', arrStation: 'CAN' }), leg(january), leg(december)];
    expect(diffSchedules(before, after)).toEqual([]);
  });

  it('finds no changes when the same dates are split into other periods or the compartments listed in another order', () => {
    const after = [leg({ ...december, configuration: { Y: 228, J: 28, W: 24 } }), leg({ ...january, days: [7, 5, 3, 1] })];
    expect(diffSchedules([leg()], after)).toEqual([]);
  });

  it('reports a retime from a date as one run of exactly the changed dates', () => {
    const changes = diffSchedules([leg()], [leg(december), leg({ ...january, ...retime })]);
    expect(changes).toEqual([
      {
        flight: 'CZ327',
        airline: 'CZ',
        flightNumber: 327,
        suffix: '',
        depStation: 'CAN',
        arrStation: 'AKL',
        kind: 'retimed',
        from: date(2027, 1, 1),
        to: date(2027, 1, 31),
        days: [1, 3, 5, 7],
        dates: 18,
        before: { depTime: 1290, arrTime: 785, arrivalDayOffset: 1, aircraftType: '789', configuration: { J: 28, W: 24, Y: 228 } },
        after: { depTime: 1320, arrTime: 815, arrivalDayOffset: 1, aircraftType: '789', configuration: { J: 28, W: 24, Y: 228 } },
      },
    ]);
  });

  it('reports a weekday no longer flown as removed on just that weekday, weekly dates in one run', () => {
    const changes = diffSchedules([leg()], [leg({ days: [1, 3, 5] })]);
    expect(changes.map(({ kind, from, to, days, dates, before, after }) => ({ kind, from, to, days, dates, before: before?.depTime, after }))).toEqual([
      { kind: 'removed', from: date(2026, 12, 6), to: date(2027, 1, 31), days: [7], dates: 9, before: 1290, after: undefined },
    ]);
  });

  it('reports a new flight as added with its times and no before', () => {
    const added = leg({ flightNumber: 900, depStation: 'PEK', arrStation: 'SYD', periodFrom: date(2027, 1, 5), periodTo: date(2027, 1, 5), days: [2] });
    const [change, ...others] = diffSchedules([leg()], [leg(), added]);
    expect(others).toEqual([]);
    expect(change).toMatchObject({ flight: 'CZ900', kind: 'added', from: date(2027, 1, 5), to: date(2027, 1, 5), days: [2], dates: 1 });
    expect(change.before).toBeUndefined();
    expect(change.after?.depTime).toBe(added.depTime);
  });

  it('reports a change of seat configuration alone as re-equipped', () => {
    const changes = diffSchedules([leg()], [leg({ configuration: { J: 28, W: 24, Y: 230 } })]);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 're-equipped', from: date(2026, 12, 2), to: date(2027, 1, 31), dates: 35 });
    expect(changes[0].before?.configuration).toEqual({ J: 28, W: 24, Y: 228 });
    expect(changes[0].after?.configuration).toEqual({ J: 28, W: 24, Y: 230 });
  });

  it('reports a retime that comes with another aircraft as retimed, carrying the new aircraft', () => {
    const changes = diffSchedules([leg()], [leg({ ...retime, aircraftType: '77W', configuration: { J: 42, W: 24, Y: 268 } })]);
    expect(changes.map((change) => [change.kind, change.dates, change.after?.aircraftType])).toEqual([['retimed', 35, '77W']]);
  });

  it('reports a change of route as the old route removed and the new one added', () => {
    const changes = diffSchedules([leg()], [leg({ arrStation: 'SYD' })]);
    expect(changes.map((change) => [change.kind, change.arrStation, change.dates])).toEqual([
      ['added', 'SYD', 35],
      ['removed', 'AKL', 35],
    ]);
  });

  it('starts a new run after a gap of more than seven days, not after a gap of seven', () => {
    const mondays = { days: [1], periodFrom: date(2026, 12, 7), periodTo: date(2027, 1, 25) };
    const after = [
      leg({ ...mondays, ...retime, periodTo: date(2026, 12, 13) }),
      leg({ ...mondays, periodFrom: date(2026, 12, 14), periodTo: date(2026, 12, 20) }),
      leg({ ...mondays, ...retime, periodFrom: date(2026, 12, 21) }),
    ];
    const changes = diffSchedules([leg(mondays)], after);
    expect(changes.map(({ kind, from, to, dates }) => ({ kind, from, to, dates }))).toEqual([
      { kind: 'retimed', from: date(2026, 12, 7), to: date(2026, 12, 7), dates: 1 },
      { kind: 'retimed', from: date(2026, 12, 21), to: date(2027, 1, 25), dates: 6 },
    ]);
  });

  it('keeps runs of different changes apart when their dates interleave', () => {
    const after = [leg({ ...retime, days: [1] }), leg({ days: [3, 7] }), leg({ days: [5], aircraftType: '77W' })];
    const changes = diffSchedules([leg()], after);
    expect(changes.map(({ kind, from, days, dates }) => ({ kind, from, days, dates }))).toEqual([
      { kind: 're-equipped', from: date(2026, 12, 4), days: [5], dates: 9 },
      { kind: 'retimed', from: date(2026, 12, 7), days: [1], dates: 8 },
    ]);
  });

  it('takes the first leg listed when a schedule lists a flight twice on a date', () => {
    const early = leg({ depTime: 20 * 60 });
    expect(diffSchedules([leg(), early], [early]).map((change) => [change.kind, change.before?.depTime, change.after?.depTime, change.dates])).toEqual([
      ['retimed', 1290, 1200, 35],
    ]);
    expect(diffSchedules([leg(), leg()], [leg()])).toEqual([]);
    expect(diffSchedules([leg()], [leg(), leg({ aircraftType: '77W' })])).toEqual([]);
  });

  it('finds no changes between two identical schedules of 100,000 legs', () => {
    const stations = ['CAN', 'PEK', 'PKX', 'SHA', 'PVG', 'CTU', 'KMG', 'HRB', 'URC', 'SZX'];
    const weekdays = [0, 1, 2].map((shift) => [1, 2, 3, 4, 5, 6, 7].filter((day) => (shift + day) % 3 !== 0));
    const generate = (i: number, reorder: boolean): PlannedLeg => {
      const configuration = reorder ? { Y: 150 + (i % 50), C: 8 } : { C: 8, Y: 150 + (i % 50) };
      return leg({
        flightNumber: 1 + Math.floor(i / 10),
        depStation: stations[i % 10],
        arrStation: stations[(i + 3) % 10],
        periodFrom: date(2027, 3, 28),
        periodTo: date(2027, 10, 30),
        days: weekdays[i % 3],
        depTime: (i * 7) % 1440,
        arrTime: (i * 11) % 1440,
        arrivalDayOffset: i % 2,
        configuration,
      });
    };
    const count = 100_000;
    const before = Array.from({ length: count }, (_, i) => generate(i, false));
    const after = Array.from({ length: count }, (_, i) => generate(count - 1 - i, true));
    expect(diffSchedules(before, after)).toEqual([]);
  });
});

describe('operatesOn', () => {
  // Tuesdays and Sundays: 1 December 2026 is a Tuesday, 31 January 2027 a Sunday.
  const tuesdaysAndSundays = leg({ days: [2, 7] });

  it('includes both ends of the period and nothing beyond them', () => {
    expect(operatesOn(tuesdaysAndSundays, date(2026, 12, 1))).toBe(true);
    expect(operatesOn(tuesdaysAndSundays, date(2027, 1, 31))).toBe(true);
    expect(operatesOn(tuesdaysAndSundays, date(2026, 11, 29))).toBe(false);
    expect(operatesOn(tuesdaysAndSundays, date(2027, 2, 2))).toBe(false);
  });

  it('excludes the weekdays the leg does not fly within its period', () => {
    expect(operatesOn(tuesdaysAndSundays, date(2026, 12, 2))).toBe(false);
    expect(operatesOn(tuesdaysAndSundays, date(2026, 12, 6))).toBe(true);
  });

  it('knows the weekday on either side of 1970-01-01, a Thursday', () => {
    const daily = { periodFrom: date(1969, 12, 1), periodTo: date(1970, 1, 31) };
    expect(operatesOn(leg({ ...daily, days: [4] }), date(1970, 1, 1))).toBe(true);
    expect(operatesOn(leg({ ...daily, days: [4] }), date(1970, 1, 2))).toBe(false);
    expect(operatesOn(leg({ ...daily, days: [3] }), date(1969, 12, 31))).toBe(true);
    expect(operatesOn(leg({ ...daily, days: [7] }), date(1969, 12, 28))).toBe(true);
  });
});

describe('describeScheduleChange', () => {
  const only = (changes: ScheduleChange[]): ScheduleChange => {
    expect(changes).toHaveLength(1);
    return changes[0];
  };

  it('tells a retime with both sets of times and the arrival day', () => {
    const change = only(diffSchedules([leg()], [leg(december), leg({ ...january, ...retime })]));
    expect(describeScheduleChange(change)).toBe('CZ327 CAN-AKL 01JAN27-31JAN27 1.3.5.7 (18 dates): retimed 21:30-13:05+1 → 22:00-13:35+1');
  });

  it('tells a retime that comes with another aircraft with both changes', () => {
    const change = only(diffSchedules([leg()], [leg({ ...retime, aircraftType: '77W' })]));
    expect(describeScheduleChange(change)).toBe(
      'CZ327 CAN-AKL 02DEC26-31JAN27 1.3.5.7 (35 dates): retimed 21:30-13:05+1 → 22:00-13:35+1, re-equipped 789 J28W24Y228 → 77W J28W24Y228',
    );
  });

  it('tells a removal', () => {
    const change = only(diffSchedules([leg()], [leg({ days: [1, 3, 5] })]));
    expect(describeScheduleChange(change)).toBe('CZ327 CAN-AKL 06DEC26-31JAN27 7 (9 dates): removed');
  });

  it('tells an addition with its times, a single date in the singular', () => {
    const added = leg({ flightNumber: 900, depStation: 'PEK', arrStation: 'SYD', periodFrom: date(2027, 1, 5), periodTo: date(2027, 1, 5) });
    const change = only(diffSchedules([], [{ ...added, days: [2], depTime: 600, arrTime: 1320, arrivalDayOffset: 0 }]));
    expect(describeScheduleChange(change)).toBe('CZ900 PEK-SYD 05JAN27-05JAN27 2 (1 date): added 10:00-22:00');
  });

  it('tells a re-equipment with aircraft and compartments in the order given', () => {
    const change = only(diffSchedules([leg()], [leg({ aircraftType: '77W', configuration: { J: 42, W: 24, Y: 268 } })]));
    expect(describeScheduleChange(change)).toBe('CZ327 CAN-AKL 02DEC26-31JAN27 1.3.5.7 (35 dates): re-equipped 789 J28W24Y228 → 77W J42W24Y268');
  });

  it('shows an arrival the day before as -1 and the suffix with the flight number', () => {
    const times = { depTime: 30, arrTime: 23 * 60 + 45, arrivalDayOffset: -1, aircraftType: '320', configuration: { Y: 180 } };
    const change: ScheduleChange = {
      flight: 'CZ3101A',
      airline: 'CZ',
      flightNumber: 3101,
      suffix: 'A',
      depStation: 'AKL',
      arrStation: 'RAR',
      kind: 'retimed',
      from: date(2027, 2, 1),
      to: date(2027, 2, 28),
      days: [1, 2, 3, 4, 5, 6, 7],
      dates: 28,
      before: times,
      after: { ...times, depTime: 45, arrTime: 0, arrivalDayOffset: 0 },
    };
    expect(describeScheduleChange(change)).toBe('CZ3101A AKL-RAR 01FEB27-28FEB27 1.2.3.4.5.6.7 (28 dates): retimed 00:30-23:45-1 → 00:45-00:00');
  });
});
