import { atom } from 'nanostores';
import { bindSnsAccount as bindOperation, getSnsBindings, logInWithSns, unbindSnsAccount as unbindOperation } from '../domain/api/sns.ts';
import type { Lang } from '../domain/languages.ts';
import type { SnsChannel } from '../domain/member/sns-channels.ts';
import type { SnsBinding, SnsLoginReply } from '../domain/member/sns-schemas.ts';
import { ApiError } from '../lib/api/api-error.ts';
import type { ApiClient } from '../lib/api/client.ts';
import { checkLogin } from './user.ts';

/** The member's social accounts as the my/sns page shows them. */
export interface SnsBindingsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly channels: readonly SnsBinding[];
  /** The code of the last failure, for its message. */
  readonly error?: string;
}

export const $snsBindings = atom<SnsBindingsState>({ status: 'idle', channels: [] });

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'network');

export async function loadSnsBindings(api: ApiClient): Promise<void> {
  $snsBindings.set({ ...$snsBindings.get(), status: 'loading', error: undefined });
  try {
    const state = await api.call(getSnsBindings);
    $snsBindings.set({ status: 'ready', channels: state.channels });
  } catch (error) {
    $snsBindings.set({ ...$snsBindings.get(), status: 'failed', error: codeOf(error) });
  }
}

function replaceBinding(binding: SnsBinding): void {
  const state = $snsBindings.get();
  $snsBindings.set({ ...state, channels: state.channels.map((b) => (b.channel === binding.channel ? binding : b)) });
}

/** Binds the social account of a pop-up's token; resolves with the failure code, or undefined on success. */
export async function bindSnsAccount(api: ApiClient, channel: SnsChannel, token: string): Promise<string | undefined> {
  try {
    replaceBinding((await api.call(bindOperation, { body: { contactType: channel, token } })).binding);
    return undefined;
  } catch (error) {
    return codeOf(error);
  }
}

/** Unbinds one channel; resolves with the failure code, or undefined on success. */
export async function unbindSnsAccount(api: ApiClient, channel: SnsChannel): Promise<string | undefined> {
  try {
    await api.call(unbindOperation, { body: { contactType: channel } });
    const state = $snsBindings.get();
    const remaining = state.channels
      .filter((b) => b.channel !== channel || b.available)
      .map((b) => (b.channel === channel ? { ...b, bound: false, boundAt: null, hint: null } : b));
    $snsBindings.set({ ...state, channels: remaining });
    return undefined;
  } catch (error) {
    return codeOf(error);
  }
}

/**
 * Logs in with a pop-up's token (spec 7). A bound account logs its member in and
 * the user store learns who it is; `bound: false` leaves the token for binding
 * after a password login.
 */
export async function snsLogin(api: ApiClient, input: { site: string; lang: Lang; channel: SnsChannel; token: string }): Promise<SnsLoginReply> {
  const reply = await api.call(logInWithSns, { body: { site: input.site, language: input.lang, token: input.token, type: input.channel } });
  if (reply.bound) await checkLogin(api, { fresh: true });
  return reply;
}
