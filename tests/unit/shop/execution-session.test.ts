import { describe, expect, it } from 'vitest';
import type { ExecutionInfo } from '../../../src/domain/shop/execution.ts';
import { ApiError } from '../../../src/lib/api/api-error.ts';
import { createExecutionSession, EXPIRY_CHECK_MS, REF_CODE_MINUTES } from '../../../src/stores/execution-session.ts';

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
});

function harness(getInfo: (key: string) => Promise<ExecutionInfo>, answers: { retry?: boolean[] } = {}) {
  let now = 1_000_000;
  const timers: { task: () => void; ms: number; stopped: boolean }[] = [];
  const alerts: string[] = [];
  const cookies: [string, number][] = [];
  const retries = [...(answers.retry ?? [])];
  let wentBack = false;
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
  });
  const tick = (ms: number) => {
    now += ms;
    for (const t of timers) if (!t.stopped && t.ms <= ms) t.task();
  };
  return { session, timers, alerts, cookies, tick, wentBack: () => wentBack };
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

  it('treats CZWEB000003 and CZWEB000004 as a session that is over', async () => {
    const h = harness(async () => {
      throw new ApiError('CZWEB000003');
    });
    expect(await h.session.load('key-1')).toBeNull();
    expect(h.session.$state.get().status).toBe('expired');
    expect(h.alerts).toEqual(['x00']);
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
