import type { User } from '../../domain/user.ts';

/**
 * The member behind a request. Member sessions come with the members' area; until
 * then every visitor is a guest.
 */
export function currentUser(): User | null {
  return null;
}

/** Social login is offered once a provider is configured. */
export function socialLoginEnabled(): boolean {
  return false;
}
