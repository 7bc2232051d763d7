import { describe, expect, it } from 'vitest';
import type { ExecutionInfo, SessionExtension } from '../../../src/domain/shop/execution.ts';
import { ApiError } from '../../../src/lib/api/api-error.ts';
import { createExecutionSession, EXPIRY_CHECK_MS, REF_CODE_MINUTES, type SessionEnd } from '../../../src/stores/execution-session.ts';

const info = (rc: string | null = null): ExecutionInfo => ({
  execution: 'abcdefgh12',
  expireTime: 1800,
  rc,
  flexible: false,
  m: 'cash',
  adt: 1,
  cnn: 0,
  inf: 0,
  condition: { ptc: 'ADT' },
  request: { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: ['2026-12-01'], adt: 1, cnn: 0, inf: 0, cabin: '0', m: 'cash' },
});

function harness(
  getInfo: (key: string) => Promise<ExecutionInfo>,
  answers: { retry?: boolean[]; extend?: (execution: string) => Promise<SessionExtension> } = {},
) {
  let now = 1_000_000;
  const timers: { task: () => void; ms: number; stopped: boolean }[] = [];
  const alerts: string[] = [];
  const cookies: [string, number][] = [];
  const retries = [...(answers.retry ?? [])];
  let wentBack = false;
  const kept: SessionEnd[] = [];
  const session = createExecutionSession({
    getInfo,
    now: () => now,
    every: (task, ms) => {
      const timer = { task, ms, stopped: false };
      timers.push(timer);
      return () => {
        timer.stopped = true;
      };
    },
    alert: async (code) => {
      alerts.push(code);
    },
    retry: async () => retries.shift() ?? false,
    back: () => {
      wentBack = true;
    },
    isReferralCode: (rc) => /^[A-Z0-9]{6}$/.test(rc),
    setRefCode: (rc, minutes) => cookies.push([rc, minutes]),
    extend: answers.extend ?? (async () => ({ expireTime: 1800, extendable: true })),
    keep: (end) => kept.push(end),
  });
  const tick = (ms: number) => {
    now += ms;
    for (const t of timers) if (!t.stopped && t.ms <= ms) t.task();
  };
  return { session, timers, alerts, cookies, kept, tick, wentBack: () => wentBack, now: () => now };
}

describe('the booking session on the client', () => {
  it('goes from empty through loading to loaded and answers the same key again from memory', async () => {
    let calls = 0;
    const h = harness(async () => {
      calls++;
      return info();
    });
    expect(h.session.$state.get().status).toBe('empty');
    const loading = h.session.load('key-1');
    expect(h.session.$state.get().status).toBe('loading');
    await loading;
    expect(h.session.$state.get().status).toBe('loaded');
    await h.session.load('key-1');
    expect(calls).toBe(1);
    expect(h.session.secondsLeft()).toBe(1800);
  });

  it('shows x01 when the key is missing and calls nothing', async () => {
    let calls = 0;
    const h = harness(async () => {
      calls++;
      return info();
    });
    expect(await h.session.load('')).toBeNull();
    expect(h.alerts).toEqual(['x01']);
    expect(calls).toBe(0);
  });

  it('checks every 30 seconds and becomes expired with alert x00 when the time is up, then stops checking', async () => {
    const h = harness(async () => info());
    await h.session.load('key-1');
    expect(h.timers[0].ms).toBe(EXPIRY_CHECK_MS);
    h.tick(EXPIRY_CHECK_MS);
    expect(h.session.$state.get().status).toBe('loaded');
    h.tick(1800 * 1000);
    expect(h.session.$state.get().status).toBe('expired');
    expect(h.alerts).toEqual(['x00']);
    expect(h.timers[0].stopped).toBe(true);
  });

  it.each(['CZWEB000003', 'CZWEB000004'])('treats %s on opening a link as a session that is over, told by its own message', async (code) => {
    const h = harness(async () => {
      throw new ApiError(code);
    });
    expect(await h.session.load('key-1')).toBeNull();
    expect(h.session.$state.get().status).toBe('expired');
    expect(h.alerts).toEqual([`error.${code}`]);
  });

  it('offers Retry on another failure, and Back leaves the page', async () => {
    let calls = 0;
    const h = harness(
      async () => {
        calls++;
        if (calls === 1) throw new ApiError('network');
        return info();
      },
      { retry: [true] },
    );
    expect(await h.session.load('key-1')).toEqual(info());
    expect(calls).toBe(2);
    const failing = harness(async () => {
      throw new ApiError('x02');
    });
    await failing.session.load('key-1');
    expect(failing.session.$state.get().status).toBe('error');
    expect(failing.wentBack()).toBe(true);
  });

  it('rejects an older call with overwrite when a newer key is asked for, and resets on the new key', async () => {
    let release: (value: ExecutionInfo) => void = () => undefined;
    const h = harness((key) => (key === 'old' ? new Promise((resolve) => (release = resolve)) : Promise.resolve(info())));
    const older = h.session.load('old');
    await h.session.load('new');
    release(info());
    await expect(older).rejects.toMatchObject({ code: 'overwrite' });
    expect(h.session.$state.get()).toMatchObject({ key: 'new', status: 'loaded' });
  });

  it('keeps a valid referral code in the refCode cookie for 15 minutes, and ignores an invalid one', async () => {
    const valid = harness(async () => info('ABC123'));
    await valid.session.load('key-1');
    expect(valid.cookies).toEqual([['ABC123', REF_CODE_MINUTES]]);
    const invalid = harness(async () => info('bad code!'));
    await invalid.session.load('key-1');
    expect(invalid.cookies).toEqual([]);
  });
});

describe('extending the booking session on the client', () => {
  it('moves the end of a loaded session to the time the server gives, and keeps it for the pages after', async () => {
    const asked: string[] = [];
    const h = harness(async () => info(), {
      extend: async (execution) => {
        asked.push(execution);
        return { expireTime: 1800, extendable: true };
      },
    });
    await h.session.load('key-1');
    h.tick(28 * 60_000);
    expect(h.session.secondsLeft()).toBe(120);
    await h.session.extend();
    expect(asked).toEqual(['abcdefgh12']);
    expect(h.session.secondsLeft()).toBe(1800);
    expect(h.kept.at(-1)).toEqual({ execution: 'abcdefgh12', expiresAt: h.now() + 1_800_000, extendable: true });
    // The old end passes without the session ending.
    h.tick(EXPIRY_CHECK_MS * 5);
    expect(h.session.$state.get().status).toBe('loaded');
  });

  it('ends the session when the server says it has already ended, and offers no more time at its maximum life', async () => {
    const ended = harness(async () => info(), {
      extend: async () => {
        throw new ApiError('CZWEB000003');
      },
    });
    await ended.session.load('key-1');
    await ended.session.extend();
    expect(ended.session.$state.get().status).toBe('expired');
    expect(ended.alerts).toEqual(['x00']);

    const capped = harness(async () => info(), {
      extend: async () => {
        throw new ApiError('sessionLimit');
      },
    });
    await capped.session.load('key-1');
    await capped.session.extend();
    expect(capped.session.$state.get()).toMatchObject({ status: 'loaded', extendable: false });
  });

  it('takes up on a later page a session kept by the results page, and ends one whose time is already up', () => {
    const h = harness(async () => info());
    h.session.resume({ execution: 'abcdefgh12', expiresAt: h.now() + 600_000, extendable: true });
    expect(h.session.$state.get()).toMatchObject({ status: 'loaded', execution: 'abcdefgh12' });
    expect(h.session.secondsLeft()).toBe(600);
    h.session.resume({ execution: 'abcdefgh12', expiresAt: h.now() - 1, extendable: true });
    expect(h.session.$state.get().status).toBe('expired');
    h.session.resume(undefined);
    expect(h.session.$state.get().status).toBe('empty');
  });

  it('takes up as a page starts only a session still running, and leaves one already over for the page to tell', () => {
    const h = harness(async () => info());
    h.session.resumeRunning({ execution: 'abcdefgh12', expiresAt: h.now() - 1, extendable: true });
    expect(h.session.$state.get().status).toBe('empty');
    expect(h.alerts).toEqual([]);
    h.session.resumeRunning({ execution: 'abcdefgh12', expiresAt: h.now() + 600_000, extendable: true });
    expect(h.session.$state.get()).toMatchObject({ status: 'loaded', execution: 'abcdefgh12' });
    expect(h.session.secondsLeft()).toBe(600);
  });
});
