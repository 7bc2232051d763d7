/** Cabin classes and their numbers (spec 3). */
export const CABIN_CLASSES = { Economy: 0, PremiumEconomy: 1, Business: 2, First: 3 } as const;
export type CabinClass = (typeof CABIN_CLASSES)[keyof typeof CABIN_CLASSES];

/** Cabin codes used by the shop calls. */
export const CABIN_CODES: Readonly<Record<CabinClass, string>> = { 0: 'YYY', 1: 'WWW', 2: 'BBB', 3: 'FFF' };

const PREMIUM_LETTERS = new Set(['S', 'W']);
const BUSINESS_LETTERS = new Set(['C', 'D', 'I', 'J', 'O']);

/** The cabin of a booking-class letter: S and W premium economy, C D I J O business, F first, every other letter economy. */
export function cabinOfFareLetter(letter: string): CabinClass {
  const upper = letter.toUpperCase();
  if (upper === 'F') return CABIN_CLASSES.First;
  if (BUSINESS_LETTERS.has(upper)) return CABIN_CLASSES.Business;
  if (PREMIUM_LETTERS.has(upper)) return CABIN_CLASSES.PremiumEconomy;
  return CABIN_CLASSES.Economy;
}
