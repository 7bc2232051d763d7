import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A low-fare order number (spec 5): FR and 18 random letters and digits, without the look-alikes 0/O and 1/I. */
export function newAlertNumber(): string {
  let tail = '';
  for (let i = 0; i < 18; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `FR${tail}`;
}
