import { atom } from 'nanostores';
import { type PhoneArea, regionCallingCodes } from '../domain/area-codes.ts';
import type { ApiClient } from '../lib/api/client.ts';

export interface AreaCodeOption {
  readonly code: string;
  readonly region: string;
  readonly name: string;
}

/** Spec 4: the area-code list goes empty, loading, loaded. */
export const $areaCodes = atom<{ status: 'empty' | 'loading' | 'loaded'; list: readonly AreaCodeOption[] }>({ status: 'empty', list: [] });
export const $recentAreaCodes = atom<readonly PhoneArea[]>([]);

export const CACHE_KEY = 'areaCodes';
export const RECENT_KEY = 'areaCodesRecent';
/** Spec 9: the list is kept for 24 hours; 3 recent choices. */
export const AREA_CODE_CACHE_MS = 24 * 60 * 60 * 1000;
export const RECENT_AREA_CODES = 3;

/** Local storage, if the browser lets the page have it (private modes may not). */
export function areaCodeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Loads the area-code list once (area-code-list.ts, which checks its local copy with the schema library, loads on
 * this first ask, after the page's first render); when that module cannot be had, the built-in list of every region.
 */
export function loadAreaCodes(api: ApiClient, locale: string): Promise<readonly AreaCodeOption[]> {
  return import('./area-code-list.ts').then(
    (list) => list.loadAreaCodes(api, locale),
    () => {
      const list = regionCallingCodes(locale);
      $areaCodes.set({ status: 'loaded', list });
      return list;
    },
  );
}

/** Remembers a choice at the top of the recent ones, keeping three. */
export function rememberAreaCode(choice: PhoneArea): void {
  const recent = [choice, ...$recentAreaCodes.get().filter((r) => r.region !== choice.region)].slice(0, RECENT_AREA_CODES);
  $recentAreaCodes.set(recent);
  areaCodeStorage()?.setItem(RECENT_KEY, JSON.stringify(recent));
}
