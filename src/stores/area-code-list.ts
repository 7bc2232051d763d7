import * as v from 'valibot';
import { listAreaCodes } from '../domain/api/reference.ts';
import { type PhoneArea, regionCallingCodes } from '../domain/area-codes.ts';
import type { ApiClient } from '../lib/api/client.ts';
import {
  $areaCodes,
  $recentAreaCodes,
  AREA_CODE_CACHE_MS,
  type AreaCodeOption,
  areaCodeStorage,
  CACHE_KEY,
  RECENT_AREA_CODES,
  RECENT_KEY,
} from './area-codes.ts';

const CachedList = v.object({ savedAt: v.number(), list: v.array(v.object({ code: v.string(), region: v.string(), cn: v.string(), en: v.string() })) });

/** A stored value, or null when it is missing or not JSON. */
function readJson(key: string): unknown {
  try {
    return JSON.parse(areaCodeStorage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Names in the page's language come from Intl; the API's Chinese and English names serve when Intl has none. */
function named(list: { code: string; region: string; cn: string; en: string }[], locale: string): AreaCodeOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return list
    .map((entry) => ({ code: entry.code, region: entry.region, name: names.of(entry.region) ?? (locale.startsWith('zh') ? entry.cn : entry.en) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Loads the area-code list once: from the local copy when it is less than a day
 * old, else from the API's list (listAreaCodes), else from the built-in list of every
 * region when the call fails.
 */
export async function loadAreaCodes(api: ApiClient, locale: string, now = Date.now()): Promise<readonly AreaCodeOption[]> {
  const state = $areaCodes.get();
  if (state.status === 'loaded') return state.list;
  $areaCodes.set({ status: 'loading', list: [] });
  $recentAreaCodes.set(readRecent());
  const cached = v.safeParse(CachedList, readJson(CACHE_KEY));
  let list: AreaCodeOption[];
  if (cached.success && now - cached.output.savedAt < AREA_CODE_CACHE_MS) {
    list = named(cached.output.list, locale);
  } else {
    try {
      const body = await api.call(listAreaCodes, undefined, { concurrent: true });
      const plain = body.data.map((e) => ({ code: e.areaCode, region: e.simpleCode, cn: e.countryCnName, en: e.countryEnName }));
      areaCodeStorage()?.setItem(CACHE_KEY, JSON.stringify({ savedAt: now, list: plain }));
      list = named(plain, locale);
    } catch {
      list = regionCallingCodes(locale);
    }
  }
  $areaCodes.set({ status: 'loaded', list });
  return list;
}

function readRecent(): PhoneArea[] {
  const parsed = v.safeParse(v.array(v.object({ code: v.string(), region: v.string() })), readJson(RECENT_KEY) ?? []);
  return parsed.success ? parsed.output.slice(0, RECENT_AREA_CODES) : [];
}
