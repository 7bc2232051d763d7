import { describe, expect, it } from 'vitest';
import { type CalendarEvent, escapeText, foldLine, writeCalendar } from '../../../src/server/mail/ics.ts';

const STAMP = new Date('2026-11-21T08:00:00Z');

const flight = (uid: string, start: [string, string], end: [string, string], extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid,
  start: { local: start[0], timeZone: start[1] },
  end: { local: end[0], timeZone: end[1] },
  summary: `Flight ${uid}`,
  ...extra,
});

/** The calendar of the storefront's product, stamped STAMP, holding the events. */
const calendarOf = (events: CalendarEvent[]) => writeCalendar({ productId: '-//Demo Air//Storefront//EN', stamp: STAMP, events });

/** Content lines with folding undone (RFC 5545 3.1). */
const unfold = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

/** The content lines of a zone's VTIMEZONE, from its TZID to the line before its end. */
function vtimezoneOf(ics: string, zone: string): string[] {
  const lines = unfold(ics);
  const start = lines.indexOf(`TZID:${zone}`);
  return lines.slice(start, lines.indexOf('END:VTIMEZONE', start));
}

/**
 * Reads a local time of a TZID back to UTC with nothing but the file's own
 * VTIMEZONE: the offset of the last observance that began at or before it, as a
 * calendar program that does not know the zone's name would.
 */
function utcOf(ics: string, property: string, uid: string): string {
  const lines = unfold(ics);
  const start = lines.indexOf(`UID:${uid}`);
  const line = lines.slice(start).find((l) => l.startsWith(`${property};TZID=`)) ?? '';
  const [, zone, local] = /TZID=([^:]+):(\d{8}T\d{6})/.exec(line) ?? [];
  const zoneLines = vtimezoneOf(ics, zone);
  let offset = '';
  for (let i = 0; i < zoneLines.length; i++) {
    if (zoneLines[i].startsWith('DTSTART:') && zoneLines[i].slice(8) <= local) offset = zoneLines[i + 2].slice('TZOFFSETTO:'.length);
  }
  const minutes = (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  const asUtc = Date.UTC(
    Number(local.slice(0, 4)),
    Number(local.slice(4, 6)) - 1,
    Number(local.slice(6, 8)),
    Number(local.slice(9, 11)),
    Number(local.slice(11, 13)),
  );
  return new Date(asUtc - minutes * 60_000).toISOString().slice(0, 16);
}

describe('the calendar file of an order', () => {
  it('folds long lines at 75 octets with a leading space, never inside a character, and unfolds to the same text', () => {
    const long = `DESCRIPTION:${'广州白云国际机场 → 昆明长水国际机场; '.repeat(6)}${'x'.repeat(80)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.join('').includes('\uFFFD')).toBe(false);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text values', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
    const ics = calendarOf([
      flight('one@shop.example', ['2026-12-22T09:30', 'Asia/Shanghai'], ['2026-12-22T12:40', 'Asia/Shanghai'], {
        summary: 'CZ3401; Guangzhou, Kunming',
        description: 'Line one\nLine two \\ end',
      }),
    ]);
    const lines = unfold(ics);
    expect(lines).toContain('SUMMARY:CZ3401\\; Guangzhou\\, Kunming');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two \\\\ end');
  });

  it('writes a flight that crosses midnight and time zones in the zone of each airport, with VTIMEZONEs that give the right instants', () => {
    const ics = calendarOf([flight('night@shop.example', ['2026-12-22T23:30', 'Asia/Shanghai'], ['2026-12-23T05:10', 'Europe/London'])]);
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART;TZID=Asia/Shanghai:20261222T233000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20261223T051000');
    expect(lines).toContain('TZID:Asia/Shanghai');
    expect(lines).toContain('TZID:Europe/London');
    expect(utcOf(ics, 'DTSTART', 'night@shop.example')).toBe('2026-12-22T15:30');
    expect(utcOf(ics, 'DTEND', 'night@shop.example')).toBe('2026-12-23T05:10');
    expect(lines).toContain('DTSTAMP:20261121T080000Z');
  });

  it('describes a change to winter time between the outbound and the return flight, so both read correctly', () => {
    const ics = calendarOf([
      flight('out@shop.example', ['2026-10-20T10:00', 'Europe/London'], ['2026-10-21T05:00', 'Asia/Shanghai']),
      flight('back@shop.example', ['2026-10-30T09:00', 'Asia/Shanghai'], ['2026-10-30T18:00', 'Europe/London']),
    ]);
    expect(vtimezoneOf(ics, 'Europe/London')).toEqual([
      'TZID:Europe/London',
      'BEGIN:DAYLIGHT',
      expect.stringMatching(/^DTSTART:20261019T\d{6}$/),
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261025T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0000',
      'END:STANDARD',
    ]);
    expect(utcOf(ics, 'DTSTART', 'out@shop.example')).toBe('2026-10-20T09:00');
    expect(utcOf(ics, 'DTEND', 'back@shop.example')).toBe('2026-10-30T18:00');
  });

  it('describes the change of a trip that spans the new year, in the year after the first flight', () => {
    const ics = calendarOf([
      flight('summer@shop.example', ['2026-12-28T08:00', 'Australia/Sydney'], ['2026-12-28T14:00', 'Asia/Shanghai']),
      flight('autumn@shop.example', ['2027-04-10T09:00', 'Asia/Shanghai'], ['2027-04-10T21:00', 'Australia/Sydney']),
    ]);
    expect(vtimezoneOf(ics, 'Australia/Sydney')).toEqual([
      'TZID:Australia/Sydney',
      'BEGIN:DAYLIGHT',
      expect.stringMatching(/^DTSTART:20261227T\d{6}$/),
      'TZOFFSETFROM:+1100',
      'TZOFFSETTO:+1100',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20270404T030000',
      'TZOFFSETFROM:+1100',
      'TZOFFSETTO:+1000',
      'END:STANDARD',
    ]);
    expect(utcOf(ics, 'DTSTART', 'summer@shop.example')).toBe('2026-12-27T21:00');
    expect(utcOf(ics, 'DTEND', 'autumn@shop.example')).toBe('2027-04-10T11:00');
  });

  it('writes offsets west of Greenwich and of half hours as ±HHMM', () => {
    const ics = calendarOf([flight('west@shop.example', ['2026-12-01T13:05', 'America/Los_Angeles'], ['2026-12-02T19:45', 'Asia/Kolkata'])]);
    const lines = unfold(ics);
    expect(lines).toContain('TZOFFSETTO:-0800');
    expect(lines).toContain('TZOFFSETTO:+0530');
    expect(utcOf(ics, 'DTSTART', 'west@shop.example')).toBe('2026-12-01T21:05');
    expect(utcOf(ics, 'DTEND', 'west@shop.example')).toBe('2026-12-02T14:15');
  });

  it('is one calendar of CRLF lines with one VEVENT and UID per flight and each zone described once', () => {
    const ics = calendarOf([
      flight('a@shop.example', ['2026-12-22T09:30', 'Asia/Shanghai'], ['2026-12-22T12:40', 'Asia/Shanghai']),
      flight('b@shop.example', ['2026-12-24T14:00', 'Asia/Shanghai'], ['2026-12-24T17:10', 'Asia/Shanghai']),
    ]);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:a@shop.example', 'UID:b@shop.example']);
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('BEGIN:')).length).toBe(lines.filter((l) => l.startsWith('END:')).length);
  });
});
