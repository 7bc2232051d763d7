import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logOut } from '../../../src/domain/api/member.ts';
import { apiPath, type OperationDef } from '../../../src/domain/api/operation.ts';
import type { ApiClient } from '../../../src/lib/api/client.ts';
import { $user, checkLogin, logout, onBeforeLogout, resetUser, setAfterLogout, USER_CHANGED_EVENT, userLoggedIn } from '../../../src/stores/user.ts';

const MEMBER = { id: '312345678901', name: 'Mei Lin' };

/** An API client whose calls answer from a script, one answer per call. */
function scriptedApi(answers: unknown[]): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const call = vi.fn(async (operation: OperationDef) => {
    calls.push(apiPath(operation));
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { calls, call, get: vi.fn(), post: vi.fn(), download: vi.fn() } as unknown as ApiClient & { calls: string[] };
}

let events: unknown[];

beforeEach(() => {
  // Forgets the answer an earlier test's page had.
  resetUser();
  events = [];
  const target = new EventTarget();
  target.addEventListener(USER_CHANGED_EVENT, (event) => events.push((event as CustomEvent).detail));
  vi.stubGlobal('window', target);
  $user.set({ checked: false, loggedIn: false, sns: false, snsChannels: [], user: null });
  setAfterLogout(undefined);
});

afterEach(() => vi.unstubAllGlobals());

describe('the login check', () => {
  test('concurrent checks share one call and every caller gets the member', async () => {
    const api = scriptedApi([{ user: MEMBER, snsLogin: true, snsChannels: ['google'] }]);
    const [a, b, c] = await Promise.all([checkLogin(api), checkLogin(api), checkLogin(api)]);
    expect(api.calls).toHaveLength(1);
    for (const state of [a, b, c]) expect(state).toEqual({ checked: true, loggedIn: true, sns: true, snsChannels: ['google'], user: MEMBER });
  });

  test('islands that start after the first answer share it, and a fresh check asks the server again', async () => {
    const api = scriptedApi([
      { user: null, snsLogin: false, snsChannels: [] },
      { user: MEMBER, snsLogin: false, snsChannels: [] },
    ]);
    expect((await checkLogin(api)).loggedIn).toBe(false);
    expect((await checkLogin(api)).loggedIn).toBe(false);
    expect(api.calls).toHaveLength(1);
    expect(await checkLogin(api, { fresh: true })).toMatchObject({ loggedIn: true, user: MEMBER });
    expect(api.calls).toHaveLength(2);
  });

  test('a check that found no valid answer is not kept: the next check asks again', async () => {
    const api = scriptedApi([new Error('down'), new Error('down'), new Error('down'), { user: MEMBER, snsLogin: false, snsChannels: [] }]);
    expect((await checkLogin(api)).loggedIn).toBe(false);
    expect((await checkLogin(api)).loggedIn).toBe(true);
    expect(api.calls).toHaveLength(4);
  });

  test('after a logout on the page the next check asks the server', async () => {
    const api = scriptedApi([
      { user: MEMBER, snsLogin: false, snsChannels: [] },
      { user: null, snsLogin: false, snsChannels: [] },
    ]);
    expect((await checkLogin(api)).loggedIn).toBe(true);
    resetUser();
    expect((await checkLogin(api)).loggedIn).toBe(false);
    expect(api.calls).toHaveLength(2);
  });

  test('an invalid answer is tried again, three times at most, and then the visitor counts as a guest', async () => {
    const api = scriptedApi([{ nonsense: true }, new Error('down'), { user: 'x' }, { user: MEMBER, snsLogin: false, snsChannels: [] }]);
    const state = await checkLogin(api);
    expect(api.calls).toHaveLength(3);
    expect(state).toEqual({ checked: true, loggedIn: false, sns: false, snsChannels: [], user: null });
  });

  test('a change of member emits userChanged, a repeated answer does not', async () => {
    userLoggedIn(MEMBER);
    userLoggedIn(MEMBER);
    resetUser();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ loggedIn: true, user: MEMBER });
    expect(events[1]).toMatchObject({ loggedIn: false, user: null });
  });
});

describe('logout', () => {
  const plan = () => ({ reload: vi.fn(), navigate: vi.fn(), goTo: undefined as string | undefined });

  test('a beforeLogout hook that answers false stops the logout before the server is called', async () => {
    const api = scriptedApi([{ ok: true }]);
    const remove = onBeforeLogout(() => false);
    const steps = plan();
    expect(await logout(api, steps)).toBe(false);
    expect(api.calls).toHaveLength(0);
    expect(steps.reload).not.toHaveBeenCalled();
    remove();
  });

  test('with every hook agreeing the server ends the session and the page reloads', async () => {
    const api = scriptedApi([{ ok: true }]);
    const remove = onBeforeLogout(async () => true);
    const steps = plan();
    expect(await logout(api, steps)).toBe(true);
    expect(api.calls).toEqual([apiPath(logOut)]);
    expect(steps.reload).toHaveBeenCalledOnce();
    remove();
  });

  test('a route with an afterLogout route goes there instead of reloading', async () => {
    const steps = { ...plan(), goTo: '/tk/nz/en/my/order/list/' };
    await logout(scriptedApi([{ ok: true }]), steps);
    expect(steps.navigate).toHaveBeenCalledWith('/tk/nz/en/my/order/list/');
    expect(steps.reload).not.toHaveBeenCalled();
  });

  test("a page's afterLogout hook answering false keeps the page and resets the user", async () => {
    userLoggedIn(MEMBER);
    setAfterLogout(() => false);
    const steps = plan();
    await logout(scriptedApi([{ ok: true }]), steps);
    expect(steps.reload).not.toHaveBeenCalled();
    expect($user.get()).toMatchObject({ loggedIn: false, user: null });
  });
});

describe('a check that was under way when the member logged in', () => {
  test('does not turn the member back into a guest, and the next check asks the server again', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const calls: string[] = [];
    const api = {
      call: vi.fn((operation: OperationDef) => {
        calls.push(apiPath(operation));
        return calls.length === 1 ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ user: MEMBER, snsLogin: false, snsChannels: [] });
      }),
      get: vi.fn(),
      post: vi.fn(),
      download: vi.fn(),
    } as unknown as ApiClient;
    const early = checkLogin(api);
    userLoggedIn(MEMBER);
    const fresh = await checkLogin(api);
    expect(calls).toHaveLength(2);
    expect(fresh).toMatchObject({ loggedIn: true, user: MEMBER });
    answer({ user: null, snsLogin: false, snsChannels: [] });
    expect(await early).toMatchObject({ loggedIn: true, user: MEMBER });
    expect($user.get()).toMatchObject({ loggedIn: true, user: MEMBER });
  });
});
