import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps the unsubscribe signatures apart from every other use of the sealing keys. */
const PURPOSE = 'unsubscribe links v1';
const SIGNATURE_LENGTH = 22;

/**
 * The token of an unsubscribe link: a subscriber's number and an HMAC of it (128 bits). It is signed rather than
 * stored, so that every marketing e-mail and every line of an export can carry one without a write, and it stays
 * good for as long as the mail may be read; it does nothing but withdraw that one subscription. The first key
 * signs; any opens, so links outlive a rotation of the master secret.
 */
export function unsubscribeTokens(keys: readonly [Buffer, ...Buffer[]]) {
  const signatureOf = (key: Buffer, subscriberId: number) =>
    createHmac('sha256', createHmac('sha256', key).update(PURPOSE).digest()).update(String(subscriberId)).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    sign: (subscriberId: number): string => `${subscriberId}.${signatureOf(keys[0], subscriberId)}`,

    /** The subscriber a token names, or undefined when it is not one of ours. */
    open(token: string): number | undefined {
      const [id, signature = ''] = token.split('.');
      const subscriberId = Number(id);
      if (!Number.isSafeInteger(subscriberId) || subscriberId <= 0) return undefined;
      const given = Buffer.from(signature);
      const valid = keys.some((key) => {
        const expected = Buffer.from(signatureOf(key, subscriberId));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      return valid ? subscriberId : undefined;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
