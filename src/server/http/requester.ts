import type { Context } from 'hono';
import type { Requester } from '../booking/orders.ts';
import { clientAddress } from './client-address.ts';
import { visitorHash } from './visitor-cookie.ts';

/** Who is calling an order operation: the member the registry found (if any), the browser's visitor key, and its address. */
export function requesterOf(c: Context, member: number | undefined): Requester {
  return { memberId: member, visitorHash: visitorHash(c), address: clientAddress(c) };
}
