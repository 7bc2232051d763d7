import { atom } from 'nanostores';
import type { UserCheck } from '../domain/user.ts';

/**
 * Who the visitor is, apart from the check that asks the server (`user.ts`): every page's header shows it as it
 * starts, and asks only once the browser is idle.
 */
export interface UserState {
  readonly checked: boolean;
  readonly loggedIn: boolean;
  readonly sns: boolean;
  /** The social-login channels offered, for the login box's buttons. */
  readonly snsChannels: readonly string[];
  readonly user: UserCheck['user'];
}

const UNKNOWN: UserState = { checked: false, loggedIn: false, sns: false, snsChannels: [], user: null };

/** Who the visitor is: unknown until the check-login call answers. */
export const $user = atom<UserState>(UNKNOWN);

/** The visitor as the prerendered pages show them: not yet known. */
export const USER_AS_BUILT = UNKNOWN;
