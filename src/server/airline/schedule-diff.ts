/**
 * A dry run of a schedule import: what would change, flight by flight and date by
 * date, between the schedule in force and a new one, told as runs of dates an
 * operator can read (retimed from 01JAN27 on Mondays and Fridays, and so on).
 */
import { type CalendarDate, compareDates } from '../../domain/validation/dates.ts';
import { clockText, dateOfDay, dayNumber, weekdayOf } from './network/flights.ts';
import { formatConfiguration, formatSsimDate } from './ssim/fields.ts';

const seatsOf = (seats: Readonly<Record<string, number>>) => formatConfiguration({ seats, cargo: {}, version: '' });

/** What the comparison needs of a flight leg: its flight, route, the dates it operates and its times (local, minutes after midnight). */
export interface PlannedLeg {
  readonly airline: string;
  readonly flightNumber: number;
  /** Operational suffix, usually ''. */
  readonly suffix: string;
  readonly depStation: string;
  readonly arrStation: string;
  readonly periodFrom: CalendarDate;
  readonly periodTo: CalendarDate;
  /** Days of operation of the departure date: 1 Monday … 7 Sunday. */
  readonly days: readonly number[];
  /** Local minutes after midnight at departure. */
  readonly depTime: number;
  /** Local minutes after midnight at arrival. */
  readonly arrTime: number;
  /** -1..2 days from departure date to arrival date. */
  readonly arrivalDayOffset: number;
  readonly aircraftType: string;
  /** Seats per compartment letter. */
  readonly configuration: Readonly<Record<string, number>>;
}

export type ScheduleChangeKind = 'added' | 'removed' | 'retimed' | 're-equipped';

export interface LegTimes {
  readonly depTime: number;
  readonly arrTime: number;
  readonly arrivalDayOffset: number;
  readonly aircraftType: string;
  readonly configuration: Readonly<Record<string, number>>;
}

export interface ScheduleChange {
  /** Airline + flight number + suffix, e.g. 'CZ327' or 'CZ327A'. */
  readonly flight: string;
  readonly airline: string;
  readonly flightNumber: number;
  readonly suffix: string;
  readonly depStation: string;
  readonly arrStation: string;
  readonly kind: ScheduleChangeKind;
  /** First affected departure date of this run. */
  readonly from: CalendarDate;
  /** Last affected departure date of this run. */
  readonly to: CalendarDate;
  /** Weekdays (1..7, sorted) on which the run's dates fall. */
  readonly days: readonly number[];
  /** How many departure dates the run covers. */
  readonly dates: number;
  /** Absent for 'added'. */
  readonly before?: LegTimes;
  /** Absent for 'removed'. */
  readonly after?: LegTimes;
}

/** Dates of one run may be a week apart (a weekly flight); a longer gap starts a new run. */
const MAX_GAP_IN_RUN = 7;

const KIND_ORDER: Readonly<Record<ScheduleChangeKind, number>> = { added: 0, removed: 1, retimed: 2, 're-equipped': 3 };

function dayBitsOf(days: readonly number[]): number {
  let bits = 0;
  for (const day of days) bits |= 1 << day;
  return bits;
}

/** Whether a leg operates (departs) on a date: the period covers it and its weekday is among the days. */
export function operatesOn(leg: PlannedLeg, date: CalendarDate): boolean {
  const day = dayNumber(date);
  return day >= dayNumber(leg.periodFrom) && day <= dayNumber(leg.periodTo) && leg.days.includes(weekdayOf(day));
}

/** A leg to compare date by date, with what that needs computed once rather than per date. */
interface Prepared {
  readonly leg: PlannedLeg;
  readonly from: number;
  readonly to: number;
  readonly dayBits: number;
  /** Times, aircraft and configuration as text, made when a change needs it: equal keys leave nothing to report. */
  valuesKey?: string;
}

/** The legs of one identity (flight and route), each side in the order its schedule lists them. */
interface FlightLegs {
  /** The first leg seen, which stands for the identity. */
  readonly first: PlannedLeg;
  readonly before: PlannedLeg[];
  readonly after: PlannedLeg[];
}

/** Compartments sorted, so that two records listing the same seats in another order compare equal. */
function configurationKey(configuration: Readonly<Record<string, number>>): string {
  return Object.keys(configuration)
    .sort()
    .map((letter) => `${letter}${configuration[letter]}`)
    .join('');
}

function prepare(leg: PlannedLeg): Prepared {
  return { leg, from: dayNumber(leg.periodFrom), to: dayNumber(leg.periodTo), dayBits: dayBitsOf(leg.days) };
}

function valuesKeyOf(prepared: Prepared | undefined): string {
  if (!prepared) return '';
  const { leg } = prepared;
  prepared.valuesKey ??= `${leg.depTime}|${leg.arrTime}|${leg.arrivalDayOffset}|${leg.aircraftType}|${configurationKey(leg.configuration)}`;
  return prepared.valuesKey;
}

function sameTimes(a: PlannedLeg, b: PlannedLeg): boolean {
  return a.depTime === b.depTime && a.arrTime === b.arrTime && a.arrivalDayOffset === b.arrivalDayOffset;
}

/** In any order of the compartments. */
function sameSeats(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  for (const letter in a) if (a[letter] !== b[letter]) return false;
  for (const letter in b) if (!(letter in a)) return false;
  return true;
}

function sameEquipment(a: LegTimes, b: LegTimes): boolean {
  return a.aircraftType === b.aircraftType && sameSeats(a.configuration, b.configuration);
}

/** With a departure date, what makes a flight the same on both sides; the flight number aside. */
function sameIdentity(a: PlannedLeg, b: PlannedLeg): boolean {
  return a.airline === b.airline && a.suffix === b.suffix && a.depStation === b.depStation && a.arrStation === b.arrStation;
}

/**
 * The legs of both schedules by identity. Found by flight number and then by
 * comparing the rest: a number hashes far faster than a key of text, and few
 * identities share a flight number (the legs of a multi-leg flight, other airlines).
 */
function groupByIdentity(before: readonly PlannedLeg[], after: readonly PlannedLeg[]): FlightLegs[] {
  const byNumber = new Map<number, FlightLegs[]>();
  const add = (leg: PlannedLeg, side: 'before' | 'after') => {
    let flights = byNumber.get(leg.flightNumber);
    if (!flights) {
      flights = [];
      byNumber.set(leg.flightNumber, flights);
    }
    let flight = flights.find((candidate) => sameIdentity(candidate.first, leg));
    if (!flight) {
      flight = { first: leg, before: [], after: [] };
      flights.push(flight);
    }
    flight[side].push(leg);
  };
  for (const leg of before) add(leg, 'before');
  for (const leg of after) add(leg, 'after');
  return [...byNumber.values()].flat();
}

function operatesOnDay(leg: Prepared, day: number): boolean {
  return day >= leg.from && day <= leg.to && (leg.dayBits & (1 << weekdayOf(day))) !== 0;
}

/** Whether two legs share a departure date: a week of their common period holds every weekday. */
function shareADate(a: Prepared, b: Prepared): boolean {
  const from = Math.max(a.from, b.from);
  const to = Math.min(a.to, b.to, from + 6);
  for (let day = from; day <= to; day++) if (operatesOnDay(a, day) && operatesOnDay(b, day)) return true;
  return false;
}

/** Whether a schedule lists its flight twice on some date. */
function hasOverlap(legs: readonly PlannedLeg[]): boolean {
  if (legs.length < 2) return false;
  const sorted = legs.map(prepare).sort((a, b) => a.from - b.from);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].from <= sorted[i].to; j++) {
      if (shareADate(sorted[i], sorted[j])) return true;
    }
  }
  return false;
}

/**
 * Same period, days, times, aircraft and configuration (the identity is the group's).
 * Compared field by field rather than as a key of text: this runs for every leg of
 * both schedules, and building and hashing 200,000 keys took most of the time.
 */
function identical(a: PlannedLeg, b: PlannedLeg): boolean {
  return (
    compareDates(a.periodFrom, b.periodFrom) === 0 &&
    compareDates(a.periodTo, b.periodTo) === 0 &&
    dayBitsOf(a.days) === dayBitsOf(b.days) &&
    sameTimes(a, b) &&
    sameEquipment(a, b)
  );
}

const NOTHING_LEFT: Pick<FlightLegs, 'before' | 'after'> = { before: [], after: [] };

/**
 * Drops the legs of a flight found identical on both sides (as a multiset) so that
 * only what differs is expanded date by date: most of a new season repeats the last.
 * The search is quadratic in the legs of one flight, which without overlaps are at
 * most one per date of the season.
 *
 * A flight listed twice on a date is left whole: there only the first leg listed
 * counts, which cancelling would not respect (a second copy, or a later leg hidden
 * behind an earlier one, would cancel against the other side).
 */
function cancelIdentical(flight: FlightLegs): Pick<FlightLegs, 'before' | 'after'> {
  // Most flights: one leg each side, unchanged.
  if (flight.before.length === 1 && flight.after.length === 1 && identical(flight.before[0], flight.after[0])) return NOTHING_LEFT;
  if (hasOverlap(flight.before) || hasOverlap(flight.after)) return flight;
  const before = [...flight.before];
  const after: PlannedLeg[] = [];
  for (const leg of flight.after) {
    const match = before.findIndex((other) => identical(other, leg));
    if (match >= 0) before.splice(match, 1);
    else after.push(leg);
  }
  return { before, after };
}

/** Departure day → leg; the first leg listed wins a date that a schedule lists twice. */
function expand(legs: readonly PlannedLeg[]): Map<number, Prepared> {
  const byDay = new Map<number, Prepared>();
  for (const leg of legs.map(prepare)) {
    for (let day = leg.from; day <= leg.to; day++) {
      if (operatesOnDay(leg, day) && !byDay.has(day)) byDay.set(day, leg);
    }
  }
  return byDay;
}

function kindOn(before: Prepared | undefined, after: Prepared | undefined): ScheduleChangeKind | undefined {
  if (!before) return after ? 'added' : undefined;
  if (!after) return 'removed';
  if (!sameTimes(before.leg, after.leg)) return 'retimed';
  return sameEquipment(before.leg, after.leg) ? undefined : 're-equipped';
}

/** A run of dates with the same change, being built. */
interface Run {
  readonly kind: ScheduleChangeKind;
  readonly before: Prepared | undefined;
  readonly after: Prepared | undefined;
  readonly first: number;
  last: number;
  count: number;
  dayBits: number;
}

function timesOf(leg: PlannedLeg): LegTimes {
  const { depTime, arrTime, arrivalDayOffset, aircraftType, configuration } = leg;
  return { depTime, arrTime, arrivalDayOffset, aircraftType, configuration };
}

function toChange(run: Run): ScheduleChange {
  const leg = (run.before ?? run.after)?.leg;
  if (!leg) throw new Error('a run of changes has a leg on one side at least');
  const days = [1, 2, 3, 4, 5, 6, 7].filter((day) => (run.dayBits & (1 << day)) !== 0);
  return {
    flight: `${leg.airline}${leg.flightNumber}${leg.suffix}`,
    airline: leg.airline,
    flightNumber: leg.flightNumber,
    suffix: leg.suffix,
    depStation: leg.depStation,
    arrStation: leg.arrStation,
    kind: run.kind,
    from: dateOfDay(run.first),
    to: dateOfDay(run.last),
    days,
    dates: run.count,
    ...(run.before ? { before: timesOf(run.before.leg) } : {}),
    ...(run.after ? { after: timesOf(run.after.leg) } : {}),
  };
}

/** The runs of one identity, its dates taken in order; runs of different changes may interleave (Mondays retimed, Fridays re-equipped). */
function runsOf(beforeByDay: ReadonlyMap<number, Prepared>, afterByDay: ReadonlyMap<number, Prepared>): ScheduleChange[] {
  const days = [...new Set([...beforeByDay.keys(), ...afterByDay.keys()])].sort((a, b) => a - b);
  const open = new Map<string, Run>();
  const changes: ScheduleChange[] = [];
  for (const day of days) {
    const before = beforeByDay.get(day);
    const after = afterByDay.get(day);
    const kind = kindOn(before, after);
    if (!kind) continue;
    const key = `${kind}|${valuesKeyOf(before)}|${valuesKeyOf(after)}`;
    const run = open.get(key);
    if (run && day - run.last <= MAX_GAP_IN_RUN) {
      run.last = day;
      run.count++;
      run.dayBits |= 1 << weekdayOf(day);
      continue;
    }
    if (run) changes.push(toChange(run));
    open.set(key, { kind, before, after, first: day, last: day, count: 1, dayBits: 1 << weekdayOf(day) });
  }
  for (const run of open.values()) changes.push(toChange(run));
  return changes;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareChanges(a: ScheduleChange, b: ScheduleChange): number {
  return (
    compareText(a.airline, b.airline) ||
    a.flightNumber - b.flightNumber ||
    compareText(a.suffix, b.suffix) ||
    compareText(a.depStation, b.depStation) ||
    compareDates(a.from, b.from) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    // Whatever else is equal, the same input lists its changes in the same order.
    compareText(a.arrStation, b.arrStation) ||
    compareDates(a.to, b.to)
  );
}

/**
 * The changes from one schedule to the next, sorted by airline, flight number,
 * suffix, departure station, first date, kind (added, removed, retimed, re-equipped).
 */
export function diffSchedules(before: readonly PlannedLeg[], after: readonly PlannedLeg[]): ScheduleChange[] {
  const changes: ScheduleChange[] = [];
  for (const flight of groupByIdentity(before, after)) {
    const remaining = cancelIdentical(flight);
    if (remaining.before.length === 0 && remaining.after.length === 0) continue;
    changes.push(...runsOf(expand(remaining.before), expand(remaining.after)));
  }
  return changes.sort(compareChanges);
}

/** A flight's times as an operator reads them: 21:30-13:05+1. */
export function timesText(times: Pick<LegTimes, 'depTime' | 'arrTime' | 'arrivalDayOffset'>): string {
  const offset = times.arrivalDayOffset === 0 ? '' : times.arrivalDayOffset > 0 ? `+${times.arrivalDayOffset}` : String(times.arrivalDayOffset);
  return `${clockText(times.depTime)}-${clockText(times.arrTime)}${offset}`;
}

function equipmentText(times: LegTimes): string {
  return `${times.aircraftType} ${seatsOf(times.configuration)}`;
}

function whatChanged(change: ScheduleChange): string {
  const { before, after } = change;
  if (change.kind === 'removed' || !after) return 'removed';
  if (change.kind === 'added' || !before) return `added ${timesText(after)}`;
  const equipment = `re-equipped ${equipmentText(before)} → ${equipmentText(after)}`;
  if (change.kind === 're-equipped') return equipment;
  const retimed = `retimed ${timesText(before)} → ${timesText(after)}`;
  // A retime hides a change of aircraft in the kind; the operator should still see it.
  return sameEquipment(before, after) ? retimed : `${retimed}, ${equipment}`;
}

/**
 * One line for an operator's terminal, in English, e.g.
 * "CZ327 CAN-AKL 01DEC26-31JAN27 1.3.5.7 (18 dates): retimed 21:30-13:05+1 → 22:00-13:35+1".
 */
export function describeScheduleChange(change: ScheduleChange): string {
  const period = `${formatSsimDate(change.from)}-${formatSsimDate(change.to)}`;
  const count = `${change.dates} ${change.dates === 1 ? 'date' : 'dates'}`;
  return `${change.flight} ${change.depStation}-${change.arrStation} ${period} ${change.days.join('.')} (${count}): ${whatChanged(change)}`;
}
