import { atom } from 'nanostores';
import * as v from 'valibot';
import { UserCheckSchema, type UserCheck } from '../domain/user.ts';
import type { ApiClient } from '../lib/api/client.ts';

/** Who the visitor is: unknown until the check-login call answers. */
export interface UserState {
  readonly checked: boolean;
  readonly loggedIn: boolean;
  readonly sns: boolean;
  /** The social-login channels offered, for the login box's buttons. */
  readonly snsChannels: readonly string[];
  readonly user: UserCheck['user'];
}

export const $user = atom<UserState>({ checked: false, loggedIn: false, sns: false, snsChannels: [], user: null });

/** Spec 9: the check is tried up to 3 times while its answer is not valid. */
export const LOGIN_CHECK_TRIES = 3;

let pending: Promise<UserState> | undefined;

/**
 * Asks the server who the visitor is. Concurrent callers share one request and all
 * get its result; an answer that does not parse is retried.
 */
export function checkLogin(api: ApiClient): Promise<UserState> {
  pending ??= runCheck(api).finally(() => {
    pending = undefined;
  });
  return pending;
}

async function runCheck(api: ApiClient): Promise<UserState> {
  for (let attempt = 1; attempt <= LOGIN_CHECK_TRIES; attempt++) {
    try {
      const parsed = v.safeParse(UserCheckSchema, await api.get('/api/a/user.json', { concurrent: true }));
      if (parsed.success) {
        const state: UserState = {
          checked: true,
          loggedIn: parsed.output.user !== null,
          sns: parsed.output.snsLogin,
          snsChannels: parsed.output.snsChannels,
          user: parsed.output.user,
        };
        $user.set(state);
        return state;
      }
    } catch {
      // A failed call counts as an invalid answer and is tried again.
    }
  }
  const guest: UserState = { checked: true, loggedIn: false, sns: false, snsChannels: [], user: null };
  $user.set(guest);
  return guest;
}
