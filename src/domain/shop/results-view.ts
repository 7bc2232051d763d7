/** How the traveller orders and narrows the results grid. Pure, so the island stays thin. */

export const SORT_KEYS = ['price', 'departure', 'duration'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/** Parts of the day by local departure time. */
export const DAY_PARTS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

export interface ResultFilters {
  /** Stops allowed (0, 1, 2); empty means all. */
  readonly stops: readonly number[];
  /** Departure day parts allowed; empty means all. */
  readonly dayParts: readonly DayPart[];
}

export interface ViewRow {
  readonly flights: readonly { departure: string }[];
  readonly minutes: number;
  readonly stops: number;
  readonly cells: readonly { cabin: number; lowest: { amount: number } | null }[];
}

/** 00–06 night, 06–12 morning, 12–18 afternoon, 18–24 evening. */
export function dayPartOf(localDateTime: string): DayPart {
  const hour = Number(localDateTime.slice(11, 13));
  return DAY_PARTS[Math.floor(hour / 6)] ?? 'night';
}

function lowestIn(row: ViewRow, cabin: number): number {
  return row.cells.find((c) => c.cabin === cabin)?.lowest?.amount ?? Number.POSITIVE_INFINITY;
}

/** The rows to show: filtered, then sorted; sold-out rows last when sorting by price. */
export function viewRows<R extends ViewRow>(rows: readonly R[], options: { sort: SortKey; cabin: number; filters: ResultFilters }): R[] {
  const { stops, dayParts } = options.filters;
  const kept = rows.filter(
    (row) =>
      (stops.length === 0 || stops.includes(Math.min(row.stops, 2))) && (dayParts.length === 0 || dayParts.includes(dayPartOf(row.flights[0].departure))),
  );
  const byDeparture = (a: R, b: R) => a.flights[0].departure.localeCompare(b.flights[0].departure);
  const compare: Record<SortKey, (a: R, b: R) => number> = {
    price: (a, b) => lowestIn(a, options.cabin) - lowestIn(b, options.cabin) || byDeparture(a, b),
    departure: (a, b) => byDeparture(a, b) || a.minutes - b.minutes,
    duration: (a, b) => a.minutes - b.minutes || byDeparture(a, b),
  };
  return [...kept].sort(compare[options.sort]);
}

/** "2h 05m"-style parts of a duration, for the island to word in the visitor's language. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
