import { bcp47, type Lang } from './languages.ts';

/**
 * Writes an airport's local YYYY-MM-DDTHH:MM as the reader's language writes a date and time, as it is: the
 * text already is the time at that airport, so formatting it as UTC keeps any zone from moving it.
 * The order pages and the confirmation e-mail show flight times alike through this.
 */
export function airportTimeFormat(lang: Lang): (local: string) => string {
  const format = new Intl.DateTimeFormat(bcp47(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return (local) => format.format(new Date(`${local.slice(0, 16)}:00Z`));
}
