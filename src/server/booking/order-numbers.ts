import { randomBytes, randomInt } from 'node:crypto';
import { LOCATOR_ALPHABET } from '../../domain/booking/order.ts';

/** Digits after the C of our order numbers (spec 5 allows 13 to 18). */
export const ORDER_NUMBER_DIGITS = 16;
export const LOCATOR_LENGTH = 6;

/** A new order number: C and random digits, so that numbers say nothing about how many orders there are. */
export function newOrderNumber(): string {
  const digits = BigInt(`0x${randomBytes(8).toString('hex')}`) % 10n ** BigInt(ORDER_NUMBER_DIGITS);
  return `C${digits.toString().padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/** A new record locator: six characters of an alphabet without look-alikes. */
export function newLocator(): string {
  let locator = '';
  for (let i = 0; i < LOCATOR_LENGTH; i++) locator += LOCATOR_ALPHABET[randomInt(LOCATOR_ALPHABET.length)];
  return locator;
}
