import { atom } from 'nanostores';
import * as v from 'valibot';
import type { SnsChannel } from '../domain/member/sns-channels.ts';
import { BindingStateSchema, BoundReplySchema, SnsLoginReplySchema, type SnsBinding, type SnsLoginReply } from '../domain/member/sns-schemas.ts';
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

/** An answer that does not have the agreed shape is a failure like any other. */
function parsed<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiError('x02');
  return result.output;
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'network');

export async function loadSnsBindings(api: ApiClient): Promise<void> {
  $snsBindings.set({ ...$snsBindings.get(), status: 'loading', error: undefined });
  try {
    const state = parsed(BindingStateSchema, await api.get('/api/a/getBandingState'));
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
    replaceBinding(parsed(BoundReplySchema, await api.post('/api/a/bindWebAccount', { contactType: channel, token }, { form: true })).binding);
    return undefined;
  } catch (error) {
    return codeOf(error);
  }
}

/** Unbinds one channel; resolves with the failure code, or undefined on success. */
export async function unbindSnsAccount(api: ApiClient, channel: SnsChannel): Promise<string | undefined> {
  try {
    await api.post('/api/a/unbindWebAccount', { contactType: channel }, { form: true });
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
export async function snsLogin(api: ApiClient, input: { site: string; lang: string; channel: SnsChannel; token: string }): Promise<SnsLoginReply> {
  const reply = parsed(
    SnsLoginReplySchema,
    await api.post('/api/a/snsLogin', { site: input.site, language: input.lang, token: input.token, type: input.channel }, { form: true }),
  );
  if (reply.bound) await checkLogin(api);
  return reply;
}
