import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps the alert signatures apart from every other use of the sealing keys (unsubscribe links among them). */
const PURPOSE = 'low-fare alert links v1';
const SIGNATURE_LENGTH = 22;

/**
 * The token of an alert's links: the alert's number and an HMAC of it (128 bits). Signed rather than stored, so that
 * every alert e-mail carries one without a write; it lets its holder see, change and cancel that one alert, and
 * nothing else. The first key signs; any opens, so links outlive a rotation of the master secret.
 */
export function alertTokens(keys: readonly [Buffer, ...Buffer[]]) {
  const signatureOf = (key: Buffer, alertId: number) =>
    createHmac('sha256', createHmac('sha256', key).update(PURPOSE).digest()).update(String(alertId)).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    sign: (alertId: number): string => `${alertId}.${signatureOf(keys[0], alertId)}`,

    /** The alert a token names, or undefined when it is not one of ours. */
    open(token: string): number | undefined {
      const [id, signature = ''] = token.split('.');
      const alertId = Number(id);
      if (!Number.isSafeInteger(alertId) || alertId <= 0) return undefined;
      const given = Buffer.from(signature);
      const valid = keys.some((key) => {
        const expected = Buffer.from(signatureOf(key, alertId));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      return valid ? alertId : undefined;
    },
  };
}

export type AlertTokens = ReturnType<typeof alertTokens>;
