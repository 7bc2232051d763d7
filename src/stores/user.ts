import { checkLogin as checkLoginOperation, logOut } from '../domain/api/member-session.ts';
import type { User } from '../domain/user.ts';
import { userCheckOf } from '../domain/user-check.ts';
import type { ApiClient } from '../lib/api/client.ts';
import { $user, type UserState } from './user-state.ts';

// The islands that check or change the member read the state from here, beside the check.
export { $user, USER_AS_BUILT, type UserState } from './user-state.ts';

/** Spec 9: the check is tried up to 3 times while its answer is not valid. */
export const LOGIN_CHECK_TRIES = 3;

/** Dispatched on window whenever the member changes (logged in, out, or another member). */
export const USER_CHANGED_EVENT = 'userChanged';

let pending: Promise<UserState> | undefined;
/** The answer this page already has: the header, the page guard and the page's islands each ask once as they start. */
let answered: UserState | undefined;
/** Counts logins and logouts seen on this page, so that a check begun before one cannot undo it. */
let generation = 0;

export interface CheckOptions {
  /** Ask the server again even though this page has its answer (after a binding or before an award search). */
  readonly fresh?: boolean;
}

/**
 * Asks the server who the visitor is, once per page unless asked for a fresh answer: the islands that start
 * one after another share the first answer, concurrent callers share one request, and an answer that does not
 * parse is retried. A login or logout on the page sets the state itself.
 */
export function checkLogin(api: ApiClient, options: CheckOptions = {}): Promise<UserState> {
  if (answered && !options.fresh) return Promise.resolve(answered);
  if (pending) return pending;
  const check: Promise<UserState> = runCheck(api, generation).finally(() => {
    if (pending === check) pending = undefined;
  });
  pending = check;
  return check;
}

async function runCheck(api: ApiClient, started: number): Promise<UserState> {
  const settle = (state: UserState) => (started === generation ? setUser(state) : $user.get());
  for (let attempt = 1; attempt <= LOGIN_CHECK_TRIES; attempt++) {
    try {
      // Spec 9 retries an answer that is not valid, so this one reply is checked here.
      const reply = userCheckOf(await api.call(checkLoginOperation, {}, { concurrent: true }));
      if (reply) {
        const { user, snsLogin, snsChannels } = reply;
        const state = settle({ checked: true, loggedIn: user !== null, sns: snsLogin, snsChannels, user });
        if (started === generation) answered = state;
        return state;
      }
    } catch {
      // A failed call counts as an invalid answer and is tried again.
    }
  }
  return settle({ checked: true, loggedIn: false, sns: false, snsChannels: [], user: null });
}

/** A login or logout happened here: a check already under way is stale, and the next one asks again. */
function userMoved(): void {
  generation += 1;
  pending = undefined;
  answered = undefined;
}

/** The member who has just logged in. */
export function userLoggedIn(user: User): UserState {
  userMoved();
  return setUser({ ...$user.get(), checked: true, loggedIn: true, user });
}

/** Back to a guest without reloading (spec 4: a page's afterLogout hook may ask for this). */
export function resetUser(): UserState {
  userMoved();
  return setUser({ ...$user.get(), checked: true, loggedIn: false, user: null });
}

function setUser(next: UserState): UserState {
  const before = $user.get();
  $user.set(next);
  if (before.loggedIn !== next.loggedIn || before.user?.id !== next.user?.id) {
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(USER_CHANGED_EVENT, { detail: next }));
  }
  return next;
}

/** A hook that may stop a logout (a form with unsaved work asks first); false stops it. */
export type BeforeLogout = () => boolean | Promise<boolean>;

const beforeLogoutHooks = new Set<BeforeLogout>();

/** Registers a beforeLogout hook; the returned function removes it. */
export function onBeforeLogout(hook: BeforeLogout): () => void {
  beforeLogoutHooks.add(hook);
  return () => beforeLogoutHooks.delete(hook);
}

let afterLogoutHook: (() => boolean) | undefined;

/** The page's afterLogout hook (spec 4): returning false keeps the page and only resets the user. */
export function setAfterLogout(hook: (() => boolean) | undefined): void {
  afterLogoutHook = hook;
}

export interface LogoutPlan {
  /** Where the page goes after logout instead of reloading (the route's afterLogout route). */
  readonly goTo?: string;
  readonly reload: () => void;
  readonly navigate: (href: string) => void;
}

/**
 * Logout (spec 4): every beforeLogout hook must agree; the server ends the session
 * and clears both session cookies; then the page reloads, goes to its afterLogout
 * route, or, when its hook says so, stays with the user reset. Returns whether the
 * member was logged out.
 */
export async function logout(api: ApiClient, plan: LogoutPlan): Promise<boolean> {
  for (const hook of [...beforeLogoutHooks]) {
    if ((await hook()) === false) return false;
  }
  await api.call(logOut, {}, { concurrent: true });
  if (afterLogoutHook?.() === false) {
    resetUser();
  } else if (plan.goTo) {
    plan.navigate(plan.goTo);
  } else {
    plan.reload();
  }
  return true;
}
