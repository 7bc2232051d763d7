import type { SeatKind, SeatPosition } from '../../../domain/booking/extras.ts';
import { CABIN_CLASSES, type CabinClass } from '../../../domain/reference/cabins.ts';
import { seatsByCabin } from '../fares/cabins.ts';
import { isWideBody, patternOf, type SeatPattern } from './seat-patterns.ts';

/**
 * Seat maps generated from an aircraft's type and compartment configuration, the
 * same every time for the same aircraft: demo data, shaped like real cabins
 * (rows, letters, aisles, exit rows, a few seats the airline does not sell), with
 * exactly as many seats per cabin as the configuration sells.
 */

export interface LayoutSeat {
  readonly letter: string;
  readonly position: SeatPosition;
  /** Never sold: crew rest, an inoperative seat. */
  readonly blocked: boolean;
}

export interface LayoutRow {
  readonly number: number;
  readonly kind: SeatKind;
  readonly seats: readonly LayoutSeat[];
}

export interface CabinLayout {
  readonly cabin: CabinClass;
  /** Seat letters left to right; null is an aisle. */
  readonly columns: readonly (string | null)[];
  readonly rows: readonly LayoutRow[];
}

export interface AircraftLayout {
  readonly aircraftType: string;
  /** Front to back: first, business, premium economy, economy. */
  readonly cabins: readonly CabinLayout[];
}

/** Row numbers left out, as many airlines do: 13 is unlucky in several of the markets served. */
const SKIPPED_ROWS = new Set([13]);
/** About one economy seat in this many is blocked. */
const BLOCKED_ONE_IN = 37;
/** Cabins with fewer rows have no exit row of their own. */
const MIN_ROWS_FOR_EXITS = 8;
const FRONT_TO_BACK: readonly CabinClass[] = [CABIN_CLASSES.First, CABIN_CLASSES.Business, CABIN_CLASSES.PremiumEconomy, CABIN_CLASSES.Economy];

/** FNV-1a: a small, stable hash, so that the same aircraft always blocks the same seats. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function positionsOf(pattern: SeatPattern): Map<string, SeatPosition> {
  const positions = new Map<string, SeatPosition>();
  pattern.forEach((group, g) => {
    group.forEach((letter, i) => {
      const window = (g === 0 && i === 0) || (g === pattern.length - 1 && i === group.length - 1);
      const aisle = (i === 0 && g > 0) || (i === group.length - 1 && g < pattern.length - 1);
      positions.set(letter, window ? 'window' : aisle ? 'aisle' : 'middle');
    });
  });
  return positions;
}

/**
 * The letters of a short last row: where the fuselage narrows, seats nearest the
 * middle of the cabin go first (an A330's last rows seat 2-3-2, not 2-4-2).
 */
function lettersOfShortRow(letters: readonly string[], seats: number): string[] {
  const middle = (letters.length - 1) / 2;
  const kept = new Set(
    letters
      .map((letter, i) => ({ letter, distance: Math.abs(i - middle), i }))
      .sort((a, b) => b.distance - a.distance || a.i - b.i)
      .slice(0, seats)
      .map((s) => s.letter),
  );
  return letters.filter((letter) => kept.has(letter));
}

/** Exit rows of an economy cabin: over the wings on a single-aisle aircraft, at the doors on a twin-aisle one. */
function exitRowIndexes(rowCount: number, wide: boolean): Set<number> {
  if (rowCount < MIN_ROWS_FOR_EXITS) return new Set();
  if (wide) return new Set([0, Math.round(rowCount * 0.55)]);
  const overWing = Math.round(rowCount * 0.4);
  return new Set([overWing, overWing + 1]);
}

function rowNumbers(first: number, count: number): number[] {
  const numbers: number[] = [];
  for (let n = first; numbers.length < count; n++) if (!SKIPPED_ROWS.has(n)) numbers.push(n);
  return numbers;
}

function cabinLayout(aircraftType: string, wide: boolean, cabin: CabinClass, seats: number, firstRow: number): CabinLayout {
  const pattern = patternOf(aircraftType, wide, cabin);
  const letters = pattern.flat();
  const positions = positionsOf(pattern);
  const fullRows = Math.floor(seats / letters.length);
  const rest = seats % letters.length;
  const numbers = rowNumbers(firstRow, fullRows + (rest > 0 ? 1 : 0));
  const economy = cabin === CABIN_CLASSES.Economy;
  const exits = economy ? exitRowIndexes(numbers.length, wide) : new Set<number>();
  const rows = numbers.map((number, i): LayoutRow => {
    const kind: SeatKind = exits.has(i) ? 'exit' : economy && i === 0 ? 'extraLegroom' : 'standard';
    const rowLetters = i < fullRows ? letters : lettersOfShortRow(letters, rest);
    return {
      number,
      kind,
      seats: rowLetters.map((letter) => ({
        letter,
        position: positions.get(letter) ?? 'middle',
        blocked: economy && kind === 'standard' && stableHash(`${aircraftType}|${number}${letter}`) % BLOCKED_ONE_IN === 0,
      })),
    };
  });
  return { cabin, columns: pattern.flatMap((group, g) => (g === 0 ? [...group] : [null, ...group])), rows };
}

/** The seat map of an aircraft type in a configuration (compartment letter to seats, as SSIM gives it). */
export function aircraftLayout(aircraftType: string, configuration: Readonly<Record<string, number>>): AircraftLayout {
  const seats = seatsByCabin(configuration);
  const total = [...seats.values()].reduce((sum, n) => sum + n, 0);
  const wide = isWideBody(aircraftType, total);
  const cabins: CabinLayout[] = [];
  let nextRow = 1;
  for (const cabin of FRONT_TO_BACK) {
    const count = seats.get(cabin) ?? 0;
    if (count <= 0) continue;
    const layout = cabinLayout(aircraftType, wide, cabin, count, nextRow);
    cabins.push(layout);
    nextRow = (layout.rows.at(-1)?.number ?? nextRow) + 1;
  }
  return { aircraftType, cabins };
}

/** One cabin's part of the map, if the aircraft has that cabin. */
export function cabinLayoutOf(layout: AircraftLayout, cabin: CabinClass): CabinLayout | undefined {
  return layout.cabins.find((c) => c.cabin === cabin);
}
