import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Draws a six-digit one-time code. */
export const drawSixDigits = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Keyed hashes of one-time codes: a stolen table gives no code back, and a code of one purpose and subject (a member,
 * an order) says nothing of another. The first key hashes; any matches, so codes outlive a rotation of the secret.
 */
export function codeHashes(keys: readonly Buffer[], purpose: string) {
  const hashWith = (key: Buffer, subject: number, code: string) => createHmac('sha256', key).update(`${purpose}:${subject}:${code}`).digest('base64url');
  return {
    hash: (subject: number, code: string): string => hashWith(keys[0], subject, code),

    matches(stored: string, subject: number, code: string): boolean {
      const expected = Buffer.from(stored);
      return keys.some((key) => {
        const given = Buffer.from(hashWith(key, subject, code));
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
  };
}
