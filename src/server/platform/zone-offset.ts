import { keptPerKey } from '../../domain/kept-per-key.ts';

/** One per zone. */
const offsetFormat = keptPerKey<Intl.DateTimeFormat>();

/** Local time minus UTC, in minutes, in a time zone at an instant, from the time-zone data Intl carries. */
export function offsetAt(timeZone: string, instant: Date): number {
  const format = offsetFormat(timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }));
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}
