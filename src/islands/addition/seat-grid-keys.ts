import type { SeatRow } from '../../domain/booking/extras.ts';

interface Cell {
  readonly seat: string;
  readonly row: number;
  readonly column: number;
}

function cellsOf(rows: readonly SeatRow[], columns: readonly (string | null)[]): Cell[][] {
  return rows.map((row, r) => row.seats.map((seat) => ({ seat: seat.seat, row: r, column: columns.indexOf(seat.letter) })));
}

function nearestIn(cells: readonly Cell[], column: number): Cell | undefined {
  let best: Cell | undefined;
  for (const cell of cells) if (!best || Math.abs(cell.column - column) < Math.abs(best.column - column)) best = cell;
  return best;
}

/**
 * The seat the focus moves to from a seat on a key of the grid pattern: arrows
 * move along a row (over the aisles) and between rows (to the same letter, or
 * the nearest one where a short row lacks it), Home and End to the row's ends,
 * with Ctrl to the first and last seat of the cabin. Undefined: the key is not
 * the grid's, or there is nowhere to go.
 */
export function nextSeat(rows: readonly SeatRow[], columns: readonly (string | null)[], from: string, key: string, ctrl = false): string | undefined {
  const grid = cellsOf(rows, columns);
  const here = grid.flat().find((cell) => cell.seat === from);
  if (!here) return grid[0]?.[0]?.seat;
  const row = grid[here.row];
  const at = row.indexOf(here);
  switch (key) {
    case 'ArrowRight':
      return row[at + 1]?.seat;
    case 'ArrowLeft':
      return row[at - 1]?.seat;
    case 'ArrowDown':
      return grid[here.row + 1] ? nearestIn(grid[here.row + 1], here.column)?.seat : undefined;
    case 'ArrowUp':
      return here.row > 0 ? nearestIn(grid[here.row - 1], here.column)?.seat : undefined;
    case 'Home':
      return (ctrl ? grid[0] : row)[0]?.seat;
    case 'End':
      return ctrl ? grid.at(-1)?.at(-1)?.seat : row.at(-1)?.seat;
    default:
      return undefined;
  }
}
