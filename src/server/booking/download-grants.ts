import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps the grant signatures apart from every other use of the sealing keys. */
const PURPOSE = 'download grants v1';
const SIGNATURE_LENGTH = 22;
/** How long a grant lets its holder download the order's documents. */
export const GRANT_TTL_SECONDS = 15 * 60;

/**
 * A grant to download one order's documents: the order's id, the second it ends, and an HMAC of both (128 bits).
 * Signed rather than stored: it is handed out only after a texted code or a member's login proved the order theirs,
 * and it opens nothing but that order's summary and receipt until it ends. The first key signs; any opens.
 */
export function downloadGrants(keys: readonly [Buffer, ...Buffer[]]) {
  const signatureOf = (key: Buffer, payload: string) =>
    createHmac('sha256', createHmac('sha256', key).update(PURPOSE).digest()).update(payload).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    sign(orderId: number, now: Date): { grant: string; expiresIn: number } {
      const payload = `${orderId}.${Math.floor(now.getTime() / 1000) + GRANT_TTL_SECONDS}`;
      return { grant: `${payload}.${signatureOf(keys[0], payload)}`, expiresIn: GRANT_TTL_SECONDS };
    },

    /** The order a grant opens, or undefined when it is not one of ours or has ended. */
    open(grant: string, now: Date): number | undefined {
      const [id = '', ends = '', signature = ''] = grant.split('.');
      const orderId = Number(id);
      const endsAt = Number(ends);
      if (!Number.isSafeInteger(orderId) || orderId <= 0 || !Number.isSafeInteger(endsAt)) return undefined;
      const given = Buffer.from(signature);
      const valid = keys.some((key) => {
        const expected = Buffer.from(signatureOf(key, `${id}.${ends}`));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      return valid && endsAt * 1000 > now.getTime() ? orderId : undefined;
    },
  };
}

export type DownloadGrants = ReturnType<typeof downloadGrants>;
