import { listCities } from '../domain/api/reference.ts';
import type { City } from '../domain/cities.ts';
import type { Lang } from '../domain/languages.ts';
import { ApiError } from '../lib/api/api-error.ts';
import type { ApiClient } from '../lib/api/client.ts';
import { DELAYS } from '../ui/timing.ts';

const loaded = new Map<Lang, readonly City[]>();
const loading = new Map<Lang, Promise<readonly City[]>>();

/**
 * The city data of a language, loaded once (spec 4): callers that come while it
 * loads share the one request; the pending load is dropped when it completes, or
 * given up after 30 s, so that a later caller tries again.
 */
export function loadCities(api: ApiClient, lang: Lang, waitMs: number = DELAYS.cityDataWait): Promise<readonly City[]> {
  const done = loaded.get(lang);
  if (done) return Promise.resolve(done);
  let pending = loading.get(lang);
  if (!pending) {
    const request = api.call(listCities, { params: { lang } }, { concurrent: true }).then(({ data: cities }) => {
      loaded.set(lang, cities);
      return cities;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('network', { message: 'city data timed out' })), waitMs);
    });
    pending = Promise.race([request, timeout]).finally(() => {
      clearTimeout(timer);
      loading.delete(lang);
    });
    loading.set(lang, pending);
  }
  return pending;
}

/** Forgets what was loaded (for tests and a change of language without reload). */
export function forgetCities(): void {
  loaded.clear();
  loading.clear();
}
