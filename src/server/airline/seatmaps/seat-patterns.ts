import { CABIN_CLASSES, type CabinClass } from '../../../domain/reference/cabins.ts';

/**
 * Seats across a cabin, as groups between aisles (demo data: typical layouts of
 * each aircraft family, not any operator's real cabins).
 */
export type SeatPattern = readonly (readonly string[])[];

const TWO_TWO: SeatPattern = [
  ['A', 'C'],
  ['D', 'F'],
];
const THREE_THREE: SeatPattern = [
  ['A', 'B', 'C'],
  ['D', 'E', 'F'],
];
const ONE_TWO_ONE: SeatPattern = [['A'], ['D', 'G'], ['K']];
const TWO_THREE_TWO: SeatPattern = [
  ['A', 'C'],
  ['D', 'E', 'F'],
  ['H', 'K'],
];
const TWO_FOUR_TWO: SeatPattern = [
  ['A', 'C'],
  ['D', 'E', 'F', 'G'],
  ['H', 'K'],
];
const THREE_THREE_THREE: SeatPattern = [
  ['A', 'B', 'C'],
  ['D', 'E', 'F'],
  ['H', 'J', 'K'],
];

/** IATA aircraft type codes of twin-aisle aircraft, by their first two characters (330s, 350s, 747s, 767s, 777s, 787s, 380s). */
const WIDE_FAMILIES = ['33', '34', '35', '38', '74', '76', '77', '78'];
/** A configuration this large is a twin-aisle aircraft whatever its code. */
const WIDE_SEATS = 240;

export function isWideBody(aircraftType: string, totalSeats: number): boolean {
  return WIDE_FAMILIES.includes(aircraftType.slice(0, 2)) || totalSeats > WIDE_SEATS;
}

/** The seat pattern of a cabin on an aircraft: A330s seat eight abreast in economy, other twin-aisles nine. */
export function patternOf(aircraftType: string, wide: boolean, cabin: CabinClass): SeatPattern {
  if (!wide) return cabin === CABIN_CLASSES.Economy ? THREE_THREE : TWO_TWO;
  if (cabin === CABIN_CLASSES.First || cabin === CABIN_CLASSES.Business) return ONE_TWO_ONE;
  if (cabin === CABIN_CLASSES.PremiumEconomy) return TWO_THREE_TWO;
  return aircraftType.startsWith('33') ? TWO_FOUR_TWO : THREE_THREE_THREE;
}
