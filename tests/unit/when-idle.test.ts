import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from '../../src/lib/browser/when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a task for idle time', () => {
  it('waits for the browser to be idle, at the latest the timeout, and can be cancelled before it runs', () => {
    const asked: { task: () => void; timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options?: { timeout?: number }) => asked.push({ task, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const task = vi.fn();
    const cancel = whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(asked[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    asked[0]?.task();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('runs a moment later where the browser has no idle callback, unless cancelled first', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    const dropped = vi.fn();
    whenIdle(ran);
    const cancel = whenIdle(dropped);
    cancel();
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(ran).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });
});
