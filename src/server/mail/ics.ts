import { basicDateTime, instantOf, vtimezoneLines } from './ics-time-zones.ts';
import { utf8Pieces } from './utf8-pieces.ts';

/** A wall-clock time at a place: YYYY-MM-DDTHH:MM read in an IANA time zone. */
export interface ZonedTime {
  readonly local: string;
  readonly timeZone: string;
}

export interface CalendarEvent {
  /** Globally unique and stable, so that a calendar updates the event rather than adding it twice. */
  readonly uid: string;
  readonly start: ZonedTime;
  readonly end: ZonedTime;
  readonly summary: string;
  readonly location?: string;
  readonly description?: string;
}

export interface Calendar {
  /** Who wrote the file (PRODID). */
  readonly productId: string;
  /** When the file was written (each event's DTSTAMP). */
  readonly stamp: Date;
  readonly events: readonly CalendarEvent[];
}

/** RFC 5545 3.1: a content line is at most 75 octets; longer ones go on in lines that begin with a space. */
const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  // The space that marks a continued line counts towards its 75 octets.
  return utf8Pieces(line, MAX_LINE_OCTETS, MAX_LINE_OCTETS - 1).join('\r\n ');
}

const dateTimeOf = (time: ZonedTime) => `${time.local.replace(/[-:]/g, '').slice(0, 13)}00`;

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${event.start.timeZone}:${dateTimeOf(event.start)}`,
    `DTEND;TZID=${event.end.timeZone}:${dateTimeOf(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * An iCalendar file (RFC 5545) of timed events: each start and end in the time
 * zone of its own place (DTSTART;TZID=...), with a VTIMEZONE for every zone used
 * that covers the events' span, lines folded and ended with CRLF.
 */
export function writeCalendar(calendar: Calendar): string {
  const stamp = `${basicDateTime(calendar.stamp)}Z`;
  const spans = new Map<string, { from: Date; to: Date }>();
  for (const event of calendar.events) {
    for (const time of [event.start, event.end]) {
      const at = instantOf(time.local, time.timeZone);
      const span = spans.get(time.timeZone);
      if (!span) spans.set(time.timeZone, { from: at, to: at });
      else spans.set(time.timeZone, { from: new Date(Math.min(+at, +span.from)), to: new Date(Math.max(+at, +span.to)) });
    }
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...[...spans].flatMap(([zone, span]) => vtimezoneLines(zone, span.from, span.to)),
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
