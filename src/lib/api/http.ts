import ky, { type KyInstance } from 'ky';

/** Default request timeout of spec 9. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The storefront's HTTP client: every call sends credentials and the header that
 * the API's CSRF defence asks for. The full client of the UI kit builds on it.
 */
export function createHttp(fetchImpl?: typeof fetch): KyInstance {
  return ky.create({
    credentials: 'include',
    timeout: DEFAULT_TIMEOUT_MS,
    retry: 0,
    headers: { 'X-Requested-With': 'storefront' },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
