/**
 * The end of a social login in its pop-up: the opener gets a message of type
 * snsEnd with the token (spec 2), only on this origin, and the pop-up closes.
 */
export function reportSnsEnd(): void {
  const token = new URLSearchParams(location.search).get('token');
  if (!window.opener || token === null) return;
  (window.opener as Window).postMessage({ type: 'snsEnd', token }, location.origin);
  window.close();
}
