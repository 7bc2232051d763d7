import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepSessionEnd, keptSessionEnd, SESSION_END_KEY } from '../../../src/stores/session-end.ts';

const kept = new Map<string, string>();

beforeEach(() => {
  kept.clear();
  Object.assign(globalThis, {
    sessionStorage: { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) },
  });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

const end = (n: number) => ({ execution: `exec-${n}`, expiresAt: 1_000 + n, extendable: n % 2 === 0 });

describe('the kept ends of booking sessions', () => {
  it('read back the end kept for a session, and none for a session the tab has not opened', () => {
    keepSessionEnd(end(1));
    keepSessionEnd(end(2));
    expect(keptSessionEnd('exec-1')).toEqual(end(1));
    expect(keptSessionEnd('exec-2')).toEqual(end(2));
    expect(keptSessionEnd('exec-3')).toBeUndefined();
    expect(keptSessionEnd(null)).toBeUndefined();
  });

  it('keep the five latest sessions, a session kept again moving to the front with its new end', () => {
    for (let n = 1; n <= 6; n++) keepSessionEnd(end(n));
    keepSessionEnd({ ...end(3), expiresAt: 9_999 });
    expect(keptSessionEnd('exec-1')).toBeUndefined();
    expect(keptSessionEnd('exec-3')?.expiresAt).toBe(9_999);
    expect(JSON.parse(kept.get(SESSION_END_KEY) ?? '{}').sessions.map((s: { execution: string }) => s.execution)).toEqual([
      'exec-3',
      'exec-6',
      'exec-5',
      'exec-4',
      'exec-2',
    ]);
  });

  it('read nothing of a list of another shape, and only the fields of an end', () => {
    kept.set(SESSION_END_KEY, JSON.stringify({ sessions: [end(1), { execution: 'exec-2', expiresAt: '1002', extendable: true }] }));
    expect(keptSessionEnd('exec-1')).toBeUndefined();
    kept.set(SESSION_END_KEY, JSON.stringify({ sessions: [{ ...end(1), extra: 'x' }] }));
    expect(keptSessionEnd('exec-1')).toEqual(end(1));
    kept.set(SESSION_END_KEY, JSON.stringify({ sessions: 'exec-1' }));
    expect(keptSessionEnd('exec-1')).toBeUndefined();
  });
});
