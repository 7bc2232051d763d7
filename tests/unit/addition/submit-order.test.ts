import { describe, expect, it } from 'vitest';
import type { BookingSoFar, PendingOrder } from '../../../src/domain/booking/funnel-extras.ts';
import type { OrderView } from '../../../src/domain/booking/order.ts';
import { chooseSeat, NO_CHOICES } from '../../../src/islands/addition/extras-choices.ts';
import { type OrderSubmission, submitOrder } from '../../../src/islands/addition/submit-order.ts';
import { ApiError } from '../../../src/lib/api/api-error.ts';

const handoff: BookingSoFar = {
  args: 'sealed',
  execution: 'exec12345678',
  chosen: [{ set: 0, sol: '1.2', cabin: 0, familyId: 'ECONOMY_FLEX' }],
  passengers: [{ type: 'ADT', firstName: 'JOHN', lastName: 'SMITH' }],
  contact: { contactName: 'John Smith', areaCode: '64', phone: '211234567', email: 'john@example.com' },
};

function harness(closed: readonly string[] = []) {
  const log: string[] = [];
  let next = 1;
  const calls = {
    createOrder: async (_query: unknown, body: Readonly<Record<string, unknown>>) => {
      log.push(`create ${JSON.stringify(body.extras)}`);
      return { orderNo: `C${next++}` } as OrderView;
    },
    cancelOrder: async (orderNo: string) => {
      log.push(`cancel ${orderNo}`);
      return { order: {} as OrderView };
    },
    jump: async (_site: string, _lang: string, orderNo: string) => {
      log.push(`jump ${orderNo}`);
      if (closed.includes(orderNo)) throw new ApiError('orderClosed');
      return { url: `/pay/${orderNo}`, execution: 'attempt' };
    },
  };
  let pending: PendingOrder | undefined;
  const input = (choices = NO_CHOICES): OrderSubmission => ({
    site: 'nz',
    lang: 'en',
    handoff,
    choices,
    expectedTotal: { amount: 100, currency: 'NZD' },
    discount: null,
    pending,
    keepPending: (p) => (pending = p),
  });
  return { log, calls, input };
}

describe('continuing to payment', () => {
  it('books once and pays the same order again when the traveller comes back with the same choices', async () => {
    const { log, calls, input } = harness();
    expect(await submitOrder(input(), calls)).toBe('/pay/C1');
    expect(await submitOrder(input(), calls)).toBe('/pay/C1');
    expect(log).toEqual(['create {"seats":[],"bags":[],"meals":[]}', 'jump C1', 'jump C1']);
  });

  it('cancels the earlier order, freeing its seats, before booking other choices', async () => {
    const { log, calls, input } = harness();
    await submitOrder(input(), calls);
    expect(await submitOrder(input(chooseSeat(NO_CHOICES, 0, 0, '12A')), calls)).toBe('/pay/C2');
    expect(log.slice(2)).toEqual(['cancel C1', 'create {"seats":[{"segment":0,"passenger":0,"seat":"12A"}],"bags":[],"meals":[]}', 'jump C2']);
  });

  it('books again when the earlier order has closed meanwhile', async () => {
    const { log, calls, input } = harness(['C1']);
    await submitOrder(input(), calls).catch(() => undefined);
    expect(await submitOrder(input(), calls)).toBe('/pay/C2');
    expect(log).toEqual(['create {"seats":[],"bags":[],"meals":[]}', 'jump C1', 'jump C1', 'create {"seats":[],"bags":[],"meals":[]}', 'jump C2']);
  });
});
