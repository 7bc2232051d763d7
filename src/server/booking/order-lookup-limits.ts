import { AppError } from '../errors.ts';
import type { RequestLimits } from '../member/request-limits.ts';

/** Failed tries at opening an order by its number and a surname or e-mail, from one address in an hour. */
export const FAILED_LOOKUPS_PER_ADDRESS_HOUR = 30;
/** The same at one order number, from anywhere: a surname guessed from many addresses stops here. */
export const FAILED_LOOKUPS_PER_ORDER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The guest's lookup of an order by number and surname (or e-mail), limited like
 * the other lookups: only failures count, per address and per order number; over
 * either limit the call is refused before the lookup data is compared.
 */
export function createOrderLookupLimits(limits: RequestLimits) {
  return {
    async open<T>(orderNo: string, address: string, tryOpen: () => T | undefined): Promise<T> {
      const byAddress = `address:${address}`;
      const byOrder = `order:${orderNo.trim().toUpperCase()}`;
      const attempt = await limits.begin('orderLookup', [byAddress, byOrder]);
      const over = await attempt.over([
        { key: byAddress, max: FAILED_LOOKUPS_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
        { key: byOrder, max: FAILED_LOOKUPS_PER_ORDER_HOUR, windowMs: HOUR_MS },
      ]);
      if (over) throw new AppError('tooManyRequests');
      const opened = tryOpen();
      if (opened === undefined) throw new AppError('notFound');
      await limits.strike(attempt);
      return opened;
    },
  };
}

export type OrderLookupLimits = ReturnType<typeof createOrderLookupLimits>;
