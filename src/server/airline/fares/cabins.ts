import { CABIN_CLASSES, type CabinClass, cabinOfFareLetter } from '../../../domain/reference/cabins.ts';

/** The cabin a compartment of an aircraft configuration belongs to. */
export function cabinOfCompartment(letter: string): CabinClass {
  if (letter === 'F' || letter === 'A' || letter === 'P') return CABIN_CLASSES.First;
  if (letter === 'C' || letter === 'J') return CABIN_CLASSES.Business;
  if (letter === 'W') return CABIN_CLASSES.PremiumEconomy;
  return CABIN_CLASSES.Economy;
}

/** Seats per cabin of a configuration. */
export function seatsByCabin(configuration: Readonly<Record<string, number>>): Map<CabinClass, number> {
  const seats = new Map<CabinClass, number>();
  for (const [letter, count] of Object.entries(configuration)) {
    const cabin = cabinOfCompartment(letter);
    seats.set(cabin, (seats.get(cabin) ?? 0) + count);
  }
  return seats;
}

/** The booking classes a leg sells in a cabin, dearest first, as its booking designators list them. */
export function classesOfCabin(bookingDesignators: string, cabin: CabinClass): string[] {
  return [...bookingDesignators].filter((letter) => cabinOfFareLetter(letter) === cabin);
}

/** The award bucket of each cabin: counted in the seats sold under a code no booking designator uses (two letters, where classes are one). */
const AWARD_BUCKETS: Readonly<Record<CabinClass, string>> = { 0: 'XY', 1: 'XW', 2: 'XC', 3: 'XF' };

export function awardBucket(cabin: CabinClass): string {
  return AWARD_BUCKETS[cabin];
}

/** Seats sold in a cabin over its booking classes and its award bucket: what nested availability counts as taken. */
export function soldInCabin(bookingDesignators: string, cabin: CabinClass, sold: ReadonlyMap<string, number>): number {
  const cash = classesOfCabin(bookingDesignators, cabin).reduce((sum, c) => sum + (sold.get(c) ?? 0), 0);
  return cash + (sold.get(awardBucket(cabin)) ?? 0);
}
