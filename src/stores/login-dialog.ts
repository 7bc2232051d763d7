import { atom } from 'nanostores';
import type { User } from '../domain/user.ts';

/** The login dialog (spec 2's shared UI): open or not. */
export const $loginDialog = atom(false);

let answer: ((user: User | null) => void) | undefined;

/** Opens the login dialog over the page; resolves with the member, or null when it is closed. */
export function openLoginDialog(): Promise<User | null> {
  answer?.(null);
  return new Promise((resolve) => {
    answer = resolve;
    $loginDialog.set(true);
  });
}

export function closeLoginDialog(user: User | null): void {
  $loginDialog.set(false);
  answer?.(user);
  answer = undefined;
}
