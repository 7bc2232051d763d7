import type { FlightView } from '../shop/search-results.ts';
import type { AwardSlice } from './schemas.ts';

/* The choices of the award results and what follows from them: apart from the chosen award's schema (award-selection.ts). */

/** One direction's choice on the award results: the solution (row) and the cabin (cell). */
export interface AwardChoice {
  readonly set: number;
  readonly sol: string;
  readonly cabin: number;
}

/** The days of the directions with one moved: a later direction never before it, an earlier one never after it. */
export function moveDirectionDate(dates: readonly string[], set: number, date: string): string[] {
  return dates.map((was, i) => (i === set ? date : i > set && was < date ? date : i < set && was > date ? date : was));
}

/** The choices with the one of its direction put in (replacing any earlier one there), in the order of the directions. */
export function withChoice(choices: readonly AwardChoice[], choice: AwardChoice): AwardChoice[] {
  return [...choices.filter((c) => c.set !== choice.set), choice].sort((a, b) => a.set - b.set);
}

/** The cell of a choice in fresh results, if it still offers award seats. */
function cellOf(slices: readonly AwardSlice[], choice: AwardChoice) {
  const row = slices.find((s) => s.set === choice.set)?.rows.find((r) => r.sol === choice.sol);
  const cell = row?.cells.find((c) => c.cabin === choice.cabin);
  return cell && cell.miles !== null ? { row, cell } : undefined;
}

/** The choices that fresh results still offer (a direction moved to another day loses its choice). */
export function keepChoices(choices: readonly AwardChoice[], slices: readonly AwardSlice[]): AwardChoice[] {
  return choices.filter((choice) => cellOf(slices, choice) !== undefined);
}

/** Whether every direction of the trip has its choice. */
export function choicesComplete(choices: readonly AwardChoice[], directions: number): boolean {
  return directions > 0 && Array.from({ length: directions }, (_, set) => choices.some((c) => c.set === set)).every(Boolean);
}

/** The flights of each chosen direction, in the order of the choices. */
export function chosenFlights(choices: readonly AwardChoice[], slices: readonly AwardSlice[]): FlightView[][] {
  return choices.map((choice) => [...(cellOf(slices, choice)?.row?.flights ?? [])]);
}

/** Every airport the chosen flights touch, each once. */
export function tripAirports(flights: readonly (readonly { from: string; to: string }[])[]): string[] {
  return [...new Set(flights.flat().flatMap((f) => [f.from, f.to]))];
}
