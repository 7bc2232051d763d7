import { atom, type ReadableAtom } from 'nanostores';
import type { ExecutionInfo, SessionExtension } from '../domain/shop/execution.ts';
import { ApiError } from '../lib/api/api-error.ts';

export type ExecutionStatus = 'empty' | 'loading' | 'loaded' | 'error' | 'expired';

export interface ExecutionState {
  readonly key: string | null;
  readonly status: ExecutionStatus;
  readonly info: ExecutionInfo | null;
  /** The session's id, once known. */
  readonly execution: string | null;
  /** When the session ends, in ms since the epoch. */
  readonly expiresAt: number | null;
  /** Whether an extension could still add time: false once the session ends at its maximum life. */
  readonly extendable: boolean;
}

/** Where the session ends, as the funnel's later pages pick it up (they open no session of their own). */
export interface SessionEnd {
  readonly execution: string;
  readonly expiresAt: number;
  readonly extendable: boolean;
}

/** Spec 9: the expiry is checked every 30 seconds. */
export const EXPIRY_CHECK_MS = 30_000;
/** Spec 9: the referral cookie lasts 15 minutes. */
export const REF_CODE_MINUTES = 15;
/** Session codes that mean the booking session is over (spec 8). */
const ENDED_CODES = ['CZWEB000003', 'CZWEB000004'] as const;
type EndedCode = (typeof ENDED_CODES)[number];
const isEnded = (code: string): code is EndedCode => (ENDED_CODES as readonly string[]).includes(code);

/** What a session's end is told with: x00 (over), x01 (key missing), or the message of the code the server ended it with. */
export type SessionMessage = 'x00' | 'x01' | `error.${EndedCode}`;

export interface ExecutionSessionDeps {
  getInfo(key: string): Promise<ExecutionInfo>;
  now(): number;
  /** Runs a task every `ms`; gives back how to stop it. */
  every(task: () => void, ms: number): () => void;
  /** Shows the alert of a session's end. */
  alert(message: SessionMessage): Promise<void>;
  /** Asks whether to try again after a failure with this code: true for Retry, false for Back. */
  retry(code: string): Promise<boolean>;
  back(): void;
  isReferralCode(rc: string): boolean;
  setRefCode(rc: string, minutes: number): void;
  /** Asks the server for more time for a session. */
  extend(execution: string): Promise<SessionExtension>;
  /** Keeps where a session ends for the funnel's later pages. */
  keep(end: SessionEnd): void;
}

const EMPTY: ExecutionState = { key: null, status: 'empty', info: null, execution: null, expiresAt: null, extendable: true };

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

  function startChecking(): void {
    stopChecking();
    stopTimer = deps.every(checkExpiry, EXPIRY_CHECK_MS);
  }

  function checkExpiry(): void {
    const state = $state.get();
    if (state.status !== 'loaded' || state.expiresAt === null || deps.now() < state.expiresAt) return;
    expire();
  }

  function expire(message: SessionMessage = 'x00'): void {
    stopChecking();
    $state.set({ ...$state.get(), status: 'expired' });
    void deps.alert(message);
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
      const expiresAt = deps.now() + info.expireTime * 1000;
      $state.set({ key, status: 'loaded', info, execution: info.execution, expiresAt, extendable: true });
      deps.keep({ execution: info.execution, expiresAt, extendable: true });
      if (info.rc && deps.isReferralCode(info.rc)) deps.setRefCode(info.rc, REF_CODE_MINUTES);
      startChecking();
      return info;
    } catch (error) {
      if (call !== calls) throw error instanceof ApiError && error.code === 'overwrite' ? error : new ApiError('overwrite');
      const code = error instanceof ApiError ? error.code : 'network';
      if (isEnded(code)) {
        // Opening a link: its own message tells an altered link (not found) from an old one (expired).
        expire(`error.${code}`);
        return null;
      }
      $state.set({ ...$state.get(), status: 'error' });
      if (await deps.retry(code)) return load(key);
      deps.back();
      return null;
    }
  }

  /**
   * Takes up on a later page of the funnel a session a page before it opened, from where it was kept to end: its
   * time runs on, and it ends, as it did there. Unknown (another tab, storage refused), nothing is shown.
   */
  function resume(end: SessionEnd | undefined): void {
    stopChecking();
    if (!end) {
      $state.set(EMPTY);
      return;
    }
    $state.set({ key: null, status: 'loaded', info: null, execution: end.execution, expiresAt: end.expiresAt, extendable: end.extendable });
    if (deps.now() >= end.expiresAt) expire();
    else startChecking();
  }

  /**
   * Takes up, as a page starts and before it has its booking, a session still running. One already over is left for
   * the page to tell, from its own call for the booking, so that the traveller is not told twice.
   */
  function resumeRunning(end: SessionEnd | undefined): void {
    resume(end && deps.now() < end.expiresAt ? end : undefined);
  }

  /**
   * Asks for more time; on success the session ends later, here and on the pages after. A session that has ended
   * meanwhile ends here too; one at its maximum life is no longer offered more. Other failures reject with their code.
   */
  async function extend(): Promise<void> {
    const { execution, status } = $state.get();
    if (execution === null || status !== 'loaded') return;
    try {
      const reply = await deps.extend(execution);
      const end = { execution, expiresAt: deps.now() + reply.expireTime * 1000, extendable: reply.extendable };
      if ($state.get().execution !== execution) return;
      $state.set({ ...$state.get(), expiresAt: end.expiresAt, extendable: end.extendable });
      deps.keep(end);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network';
      if (isEnded(code)) expire();
      else if (code === 'sessionLimit') $state.set({ ...$state.get(), extendable: false });
      else throw error instanceof ApiError ? error : new ApiError('network');
    }
  }

  return {
    $state: $state as ReadableAtom<ExecutionState>,
    load,
    resume,
    resumeRunning,
    extend,
    /** Ends the session now if its time is up, as the next expiry check would. */
    check: checkExpiry,
    /** Seconds left, for the countdown shown to the traveller. */
    secondsLeft(): number {
      const { expiresAt } = $state.get();
      return expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - deps.now()) / 1000));
    },
    dispose: stopChecking,
  };
}

export type ExecutionSession = ReturnType<typeof createExecutionSession>;
