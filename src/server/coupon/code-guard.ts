import { AppError } from '../errors.ts';
import type { RequestLimits } from '../member/request-limits.ts';

/** Checks of unknown codes allowed per address in an hour: enough for typing mistakes, too few to find codes by trying. */
export const UNKNOWN_CODES_PER_ADDRESS_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs a check of a typed code for a client address, counting it only when the
 * code turns out unknown (thrown as discountUnknown, or `unknown` of the result);
 * past the limit every check is tooManyRequests.
 */
export function createCodeGuard(limits: RequestLimits) {
  return async function guarded<T>(address: string, check: () => Promise<T>, unknown: (result: T) => boolean = () => false): Promise<T> {
    const key = `address:${address}`;
    const attempt = await limits.begin('discount-code', [key]);
    if (await attempt.over([{ key, max: UNKNOWN_CODES_PER_ADDRESS_HOUR, windowMs: HOUR_MS }])) throw new AppError('tooManyRequests');
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'discountUnknown')) await limits.strike(attempt);
      throw error;
    }
    if (!unknown(result)) await limits.strike(attempt);
    return result;
  };
}

export type CodeGuard = ReturnType<typeof createCodeGuard>;
