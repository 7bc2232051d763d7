/**
 * Nested availability: a cabin's classes are listed dearest first. The cheaper a
 * class, the earlier it closes as the cabin fills: the cheapest sells only while
 * the cabin is less than 40% sold, the dearest until the last seat.
 */
export const CHEAPEST_CLASS_LOAD = 0.4;

/** Seats a class may still sell, given the cabin's size and the seats already sold in it. */
export function seatsOpen(classRank: number, classCount: number, capacity: number, soldInCabin: number): number {
  const share = classCount <= 1 ? 1 : 1 - ((1 - CHEAPEST_CLASS_LOAD) * classRank) / (classCount - 1);
  const limit = Math.floor(capacity * share);
  return Math.max(0, limit - soldInCabin);
}
