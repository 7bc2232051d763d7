/**
 * Time-zone arithmetic for calendar files, from the time-zone data Intl carries (the
 * zone's offset at an instant, zone-offset.ts): a local wall-clock time as an instant,
 * and the VTIMEZONE component (RFC 5545 3.6.5) that describes a zone over a span.
 */

import { keptPerKey } from '../../domain/kept-per-key.ts';
import { offsetAt } from '../platform/zone-offset.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface Transition {
  readonly at: Date;
  readonly from: number;
  readonly to: number;
}

/** The changes of offset in a zone between two instants, each found to the minute, by asking Intl. */
function scanTransitions(timeZone: string, start: Date, end: Date): Transition[] {
  const found: Transition[] = [];
  let before = start.getTime();
  let offset = offsetAt(timeZone, start);
  while (before < end.getTime()) {
    const after = Math.min(before + DAY_MS, end.getTime());
    const next = offsetAt(timeZone, new Date(after));
    if (next !== offset) {
      // Zones change at most once a day: the change lies between the two samples.
      let low = before;
      let high = after;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(timeZone, new Date(middle)) === offset) low = middle;
        else high = middle;
      }
      found.push({ at: new Date(high), from: offset, to: next });
      offset = next;
    }
    before = after;
  }
  return found;
}

/** A zone's offsets over one UTC year: the offset as the year begins, and each change within it. */
interface ZoneYear {
  readonly first: number;
  readonly changes: readonly Transition[];
}

/**
 * A zone's year, scanned once and kept: each order's confirmation needs a dozen offsets, and asking Intl for each
 * was a fifth of the mail thread's time under the order load. A few hundred zone-years at most are ever asked for.
 */
const zoneYears = keptPerKey<ZoneYear>();

function zoneYear(timeZone: string, year: number): ZoneYear {
  return zoneYears(`${timeZone}|${year}`, () => {
    const start = new Date(Date.UTC(year, 0, 1));
    return { first: offsetAt(timeZone, start), changes: scanTransitions(timeZone, start, new Date(Date.UTC(year + 1, 0, 1))) };
  });
}

/** Local time minus UTC, in minutes, in a zone at an instant (minute-aligned, as every instant here is). */
function offsetIn(timeZone: string, instant: Date): number {
  const { first, changes } = zoneYear(timeZone, instant.getUTCFullYear());
  let offset = first;
  for (const change of changes) {
    if (change.at.getTime() > instant.getTime()) break;
    offset = change.to;
  }
  return offset;
}

/** The wall-clock time YYYY-MM-DDTHH:MM as read in the zone, as an instant. */
export function instantOf(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) throw new Error(`Not a local date and time: ${local}`);
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]));
  // The offset at the first guess may be the other side of a change; the second guess settles it.
  const first = asUtc - offsetIn(timeZone, new Date(asUtc)) * MINUTE_MS;
  return new Date(asUtc - offsetIn(timeZone, new Date(first)) * MINUTE_MS);
}

/** A local or UTC time as iCalendar writes it: YYYYMMDDTHHMMSS. */
export function basicDateTime(utcFields: Date): string {
  return utcFields.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** An offset as iCalendar writes it: +HHMM or -HHMM (never -0000). */
export function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The changes of offset in a zone after one instant and up to another, each to the minute. */
function transitionsBetween(timeZone: string, start: Date, end: Date): Transition[] {
  const found: Transition[] = [];
  for (let year = start.getUTCFullYear(); year <= end.getUTCFullYear(); year++) {
    found.push(...zoneYear(timeZone, year).changes.filter((change) => change.at > start && change.at <= end));
  }
  return found;
}

/** The zone's standard offset in the year of an instant: the smaller of its winter and summer offsets, in either hemisphere. */
function standardOffset(timeZone: string, instant: Date): number {
  const year = instant.getUTCFullYear();
  return Math.min(offsetIn(timeZone, new Date(Date.UTC(year, 0, 1))), offsetIn(timeZone, new Date(Date.UTC(year, 6, 1))));
}

/**
 * A VTIMEZONE for a zone that holds for every instant between `from` and `to`:
 * the observance in force at `from`, then one for each change of offset up to
 * `to`, so that a calendar reads every local time of the span correctly even if
 * it does not know the zone by name.
 */
export function vtimezoneLines(timeZone: string, from: Date, to: Date): string[] {
  const start = new Date(from.getTime() - DAY_MS);
  const end = new Date(to.getTime() + DAY_MS);
  const first = offsetIn(timeZone, start);
  const observance = (at: Date, offsetFrom: number, offsetTo: number) => {
    const kind = offsetTo > standardOffset(timeZone, at) ? 'DAYLIGHT' : 'STANDARD';
    // An observance starts at a local time read in the offset before it.
    const local = new Date(at.getTime() + offsetFrom * MINUTE_MS);
    return [
      `BEGIN:${kind}`,
      `DTSTART:${basicDateTime(local)}`,
      `TZOFFSETFROM:${utcOffsetText(offsetFrom)}`,
      `TZOFFSETTO:${utcOffsetText(offsetTo)}`,
      `END:${kind}`,
    ];
  };
  const startMinute = new Date(Math.floor(start.getTime() / MINUTE_MS) * MINUTE_MS);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(startMinute, first, first),
    ...transitionsBetween(timeZone, startMinute, end).flatMap((change) => observance(change.at, change.from, change.to)),
    'END:VTIMEZONE',
  ];
}
