import { logInWithExchangeKey } from '../../domain/api/member-session.ts';
import { apiOnUse } from '../../stores/api-on-use.ts';

import { LOGIN_KEY_PARAM } from './page-guard.ts';

/**
 * A link opened with a one-time login key logs the member in here. The key leaves
 * the address at once, so that it is neither kept in the history nor shared by
 * copying the address; a used or expired key leaves the visitor a guest.
 */
export async function exchangeLoginKey(): Promise<void> {
  const url = new URL(location.href);
  const key = url.searchParams.get(LOGIN_KEY_PARAM);
  if (key === null) return;
  url.searchParams.delete(LOGIN_KEY_PARAM);
  history.replaceState(history.state, '', url);
  const [api, { userLoggedIn }] = await Promise.all([apiOnUse(), import('../../stores/user.ts')]);
  try {
    const reply = await api.call(logInWithExchangeKey, { body: { key } }, { inline: true });
    userLoggedIn(reply.user);
  } catch {
    // The page goes on for a guest; the check below asks the server again.
  }
}
