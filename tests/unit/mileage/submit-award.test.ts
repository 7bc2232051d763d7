import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../src/domain/booking/order.ts';
import { awardOrderBody, submitAward } from '../../../src/islands/mileage/submit-award.ts';
import { ApiError } from '../../../src/lib/api/api-error.ts';
import type { PendingAward } from '../../../src/stores/award-funnel.ts';
import { SELECTION } from './fixtures.ts';

const contact = { contactName: 'Mei Lin', areaCode: '64', phone: '211234567', email: 'mei.lin@demo.airline.example' };

function harness(closed: readonly string[] = [], failJump?: string) {
  const log: string[] = [];
  let next = 1;
  const calls = {
    createOrder: async (execution: string, body: { travellers: readonly string[] }) => {
      log.push(`create ${execution} ${body.travellers.join(',')}`);
      return { orderNo: `C${next++}` } as OrderView;
    },
    cancelOrder: async (orderNo: string) => {
      log.push(`cancel ${orderNo}`);
      return { order: {} as OrderView };
    },
    jump: async (orderNo: string) => {
      log.push(`jump ${orderNo}`);
      if (closed.includes(orderNo)) throw new ApiError('orderClosed');
      if (failJump) throw new ApiError(failJump);
      return { url: `/pay/${orderNo}`, execution: 'attempt' };
    },
  };
  let pending: PendingAward | undefined;
  const input = (travellers: readonly string[] = ['P1', 'P2']) => ({
    selection: SELECTION,
    travellers,
    contact,
    pending,
    keepPending: (p: PendingAward | undefined) => {
      pending = p;
    },
  });
  return { log, calls, input, pending: () => pending };
}

describe('booking an award', () => {
  it('sends the choices, the travellers, the contact and the miles and taxes shown', () => {
    expect(awardOrderBody({ selection: SELECTION, travellers: ['P1', 'P2'], contact })).toEqual({
      session: 'exec12345678',
      choices: SELECTION.choices,
      travellers: ['P1', 'P2'],
      contact,
      expectedMiles: 105_000,
      expectedTaxes: { amount: 42_000, currency: 'NZD' },
    });
  });

  it('books once, then goes to pay its taxes, remembering the unpaid order', async () => {
    const { log, calls, input, pending } = harness();
    expect(await submitAward(input(), calls)).toBe('/pay/C1');
    expect(log).toEqual(['create exec12345678 P1,P2', 'jump C1']);
    expect(pending()).toMatchObject({ execution: 'exec12345678', orderNo: 'C1' });
  });

  it('pays the same order again when the member comes back with the same travellers', async () => {
    const { log, calls, input } = harness();
    await submitAward(input(), calls);
    expect(await submitAward(input(), calls)).toBe('/pay/C1');
    expect(log).toEqual(['create exec12345678 P1,P2', 'jump C1', 'jump C1']);
  });

  it('gives the earlier order’s miles back before booking other travellers', async () => {
    const { log, calls, input } = harness();
    await submitAward(input(), calls);
    expect(await submitAward(input(['P1', 'P3']), calls)).toBe('/pay/C2');
    expect(log.slice(2)).toEqual(['cancel C1', 'create exec12345678 P1,P3', 'jump C2']);
  });

  it('books again when the earlier order closed meanwhile', async () => {
    const { log, calls, input } = harness(['C1']);
    await submitAward(input(), calls).catch(() => undefined);
    expect(await submitAward(input(), calls)).toBe('/pay/C2');
    expect(log).toEqual(['create exec12345678 P1,P2', 'jump C1', 'jump C1', 'create exec12345678 P1,P2', 'jump C2']);
  });

  it('passes on any other failure of paying the earlier order', async () => {
    const { calls, input } = harness();
    await submitAward(input(), calls);
    const failing = { ...calls, jump: async () => Promise.reject(new ApiError('network')) };
    await expect(submitAward(input(), failing)).rejects.toMatchObject({ code: 'network' });
  });
});
