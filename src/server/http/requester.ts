import type { Context } from 'hono';
import type { Requester } from '../booking/orders.ts';
import { visitorHash } from './visitor-cookie.ts';

/** Who is calling an order operation: the member the registry found (if any), and the browser's visitor key. */
export function requesterOf(c: Context, member: number | undefined): Requester {
  return { memberId: member, visitorHash: visitorHash(c) };
}
