import { atom, type ReadableAtom } from 'nanostores';
import type { ExecutionInfo } from '../domain/shop/execution.ts';
import { ApiError } from '../lib/api/api-error.ts';

export type ExecutionStatus = 'empty' | 'loading' | 'loaded' | 'error' | 'expired';

export interface ExecutionState {
  readonly key: string | null;
  readonly status: ExecutionStatus;
  readonly info: ExecutionInfo | null;
  /** When the session ends, in ms since the epoch. */
  readonly expiresAt: number | null;
}

/** Spec 9: the expiry is checked every 30 seconds. */
export const EXPIRY_CHECK_MS = 30_000;
/** Spec 9: the referral cookie lasts 15 minutes. */
export const REF_CODE_MINUTES = 15;
/** Session codes that mean the booking session is over (spec 8). */
const ENDED = new Set(['CZWEB000003', 'CZWEB000004']);

export interface ExecutionSessionDeps {
  getInfo(key: string): Promise<ExecutionInfo>;
  now(): number;
  /** Runs a task every `ms`; gives back how to stop it. */
  every(task: () => void, ms: number): () => void;
  /** Shows alert x00 (session over) or x01 (key missing). */
  alert(code: 'x00' | 'x01'): Promise<void>;
  /** Asks whether to try again after a failure with this code: true for Retry, false for Back. */
  retry(code: string): Promise<boolean>;
  back(): void;
  isReferralCode(rc: string): boolean;
  setRefCode(rc: string, minutes: number): void;
}

const EMPTY: ExecutionState = { key: null, status: 'empty', info: null, expiresAt: null };

/**
 * The booking session on the client (spec 4): empty, loading, loaded, error or
 * expired. Asking again for the key already loaded answers from memory; a newer
 * key makes an older call that has not answered yet reject with `overwrite`.
 */
export function createExecutionSession(deps: ExecutionSessionDeps) {
  const $state = atom<ExecutionState>(EMPTY);
  let calls = 0;
  let stopTimer: (() => void) | undefined;

  function stopChecking(): void {
    stopTimer?.();
    stopTimer = undefined;
  }

  function checkExpiry(): void {
    const state = $state.get();
    if (state.status !== 'loaded' || state.expiresAt === null || deps.now() < state.expiresAt) return;
    expire();
  }

  function expire(): void {
    stopChecking();
    $state.set({ ...$state.get(), status: 'expired' });
    void deps.alert('x00');
  }

  async function load(key: string | null | undefined): Promise<ExecutionInfo | null> {
    if (!key) {
      await deps.alert('x01');
      return null;
    }
    const current = $state.get();
    if (current.key === key && current.status === 'loaded' && current.info) return current.info;
    if (current.key !== key) {
      stopChecking();
      $state.set({ ...EMPTY, key });
    }
    const call = ++calls;
    $state.set({ ...$state.get(), status: 'loading' });
    try {
      const info = await deps.getInfo(key);
      if (call !== calls) throw new ApiError('overwrite');
      $state.set({ key, status: 'loaded', info, expiresAt: deps.now() + info.expireTime * 1000 });
      if (info.rc && deps.isReferralCode(info.rc)) deps.setRefCode(info.rc, REF_CODE_MINUTES);
      stopChecking();
      stopTimer = deps.every(checkExpiry, EXPIRY_CHECK_MS);
      return info;
    } catch (error) {
      if (call !== calls) throw error instanceof ApiError && error.code === 'overwrite' ? error : new ApiError('overwrite');
      const code = error instanceof ApiError ? error.code : 'network';
      if (ENDED.has(code)) {
        expire();
        return null;
      }
      $state.set({ ...$state.get(), status: 'error' });
      if (await deps.retry(code)) return load(key);
      deps.back();
      return null;
    }
  }

  return {
    $state: $state as ReadableAtom<ExecutionState>,
    load,
    /** Seconds left, for the countdown shown to the traveller. */
    secondsLeft(): number {
      const { expiresAt } = $state.get();
      return expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - deps.now()) / 1000));
    },
    dispose: stopChecking,
  };
}

export type ExecutionSession = ReturnType<typeof createExecutionSession>;
