/** The message the pop-up's last page posts to its opener (spec 2): the token, or the code of a failure. */
export type SnsEndMessage = { type: 'snsEnd'; token: string } | { type: 'snsEnd'; error: string };

/** What /snsEnd's query says: `token`, or `error` with the code the API chose. */
export function snsEndMessage(search: string): SnsEndMessage | undefined {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  if (token) return { type: 'snsEnd', token };
  const error = query.get('error');
  return error ? { type: 'snsEnd', error } : undefined;
}

/**
 * The end of a social login in its pop-up: the opener gets a message of type
 * snsEnd with the token (or the failure), only on this origin, and the pop-up closes.
 */
export function reportSnsEnd(): void {
  const message = snsEndMessage(location.search);
  if (!window.opener || message === undefined) return;
  (window.opener as Window).postMessage(message, location.origin);
  window.close();
}
