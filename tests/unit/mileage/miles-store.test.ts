import { afterEach, describe, expect, it, vi } from 'vitest';
import { $milesBalance, forgetMilesBalance, loadMilesBalance } from '../../../src/stores/miles.ts';
import { resetUser, userLoggedIn } from '../../../src/stores/user.ts';

const call = vi.fn();
vi.mock('../../../src/stores/api.ts', () => ({ storefrontApi: () => ({ call }) }));

const member = (id: string) => ({ id, name: 'Mei Lin', memberNo: '100000000001' }) as Parameters<typeof userLoggedIn>[0];

afterEach(() => {
  forgetMilesBalance();
  resetUser();
  call.mockReset();
});

describe('the member’s miles balance', () => {
  it('is asked for once per page and member, and shared', async () => {
    userLoggedIn(member('1'));
    call.mockResolvedValue({ balance: 123_456 });
    const [a, b] = await Promise.all([loadMilesBalance('nz', 'en'), loadMilesBalance('nz', 'en')]);
    expect([a, b]).toEqual([123_456, 123_456]);
    expect(call).toHaveBeenCalledTimes(1);
    expect($milesBalance.get()).toEqual({ memberId: '1', balance: 123_456 });
  });

  it('is asked for again when fresh, after miles were spent or given back', async () => {
    userLoggedIn(member('1'));
    call.mockResolvedValueOnce({ balance: 100 }).mockResolvedValueOnce({ balance: 40 });
    await loadMilesBalance('nz', 'en');
    expect(await loadMilesBalance('nz', 'en', true)).toBe(40);
    expect($milesBalance.get().balance).toBe(40);
  });

  it('is not asked for a guest', async () => {
    resetUser();
    expect(await loadMilesBalance('nz', 'en')).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect($milesBalance.get()).toEqual({ memberId: null, balance: null });
  });

  it('is known as not readable when the call fails', async () => {
    userLoggedIn(member('2'));
    call.mockRejectedValue(new Error('network'));
    expect(await loadMilesBalance('nz', 'en')).toBeNull();
    expect($milesBalance.get()).toEqual({ memberId: '2', balance: null });
  });
});
