import { addDays, type CalendarDate, compareDates } from '../../../domain/validation/dates.ts';
import { dayNumber, weekdayOf } from '../network/flights.ts';
import { formatSsimDate } from './fields.ts';

/** What the overlap check needs of a leg: which flight leaves where, when, and the record it came from. */
export interface LegFootprint {
  /** Airline, flight number, suffix and departure station: a flight leaves a station once on a date. */
  readonly flight: string;
  readonly label: string;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly days: readonly number[];
  readonly line: number;
  readonly content: string;
}

export interface RepeatedLeg {
  readonly line: number;
  readonly message: string;
}

/** The first date both legs fly, if any. */
function firstCommonDate(a: LegFootprint, b: LegFootprint): CalendarDate | undefined {
  const start = compareDates(a.from, b.from) > 0 ? a.from : b.from;
  const end = compareDates(a.to, b.to) < 0 ? a.to : b.to;
  const span = dayNumber(end) - dayNumber(start);
  for (let i = 0; i <= Math.min(span, 6); i++) {
    const weekday = weekdayOf(dayNumber(start) + i);
    if (a.days.includes(weekday) && b.days.includes(weekday)) return addDays(start, i);
  }
  return undefined;
}

/**
 * Legs that fly the same flight from the same station on the same date as an earlier record:
 * an exact repeat of a record, or two records whose periods and days overlap. Either would
 * leave a booked date with two flights, so the file is refused.
 */
export function findRepeatedLegs(footprints: readonly LegFootprint[]): RepeatedLeg[] {
  const byFlight = new Map<string, LegFootprint[]>();
  for (const footprint of footprints) {
    const group = byFlight.get(footprint.flight);
    if (group) group.push(footprint);
    else byFlight.set(footprint.flight, [footprint]);
  }
  const repeats: RepeatedLeg[] = [];
  for (const group of byFlight.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => compareDates(a.from, b.from) || a.line - b.line);
    // Legs still running when the next one starts: only they can overlap it.
    let running: LegFootprint[] = [];
    for (const leg of sorted) {
      running = running.filter((earlier) => compareDates(earlier.to, leg.from) >= 0);
      for (const earlier of running) {
        const [first, second] = earlier.line <= leg.line ? [earlier, leg] : [leg, earlier];
        if (first.content === second.content && first.line !== second.line) {
          repeats.push({ line: second.line, message: `repeats the leg of line ${first.line}` });
          break;
        }
        const date = firstCommonDate(earlier, leg);
        if (date) {
          repeats.push({
            line: second.line,
            message: `${leg.label} also flies on ${formatSsimDate(date)} in line ${first.line}: a flight leaves a station once a day`,
          });
          break;
        }
      }
      running.push(leg);
    }
  }
  return repeats;
}
