import type { FareFamily } from './families.ts';

/**
 * The booking classes a family is sold in: the cabin's classes (dearest first) cut
 * into as many contiguous blocks as the cabin has families; rank 0, the most
 * flexible family, gets the dearest block.
 */
export function classesOfFamily(cabinClasses: readonly string[], family: FareFamily, familiesInCabin: number): string[] {
  if (familiesInCabin <= 1) return [...cabinClasses];
  const size = Math.ceil(cabinClasses.length / familiesInCabin);
  return cabinClasses.slice(family.rank * size, family.rank * size + size);
}
