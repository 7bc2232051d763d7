import type { AreaCodeEntry } from './area-code-list.ts';
import { CALLING_CODE_REGIONS } from './reference/calling-codes.ts';

/** A phone's country part: the calling code and the region it was chosen for (+1 serves many). */
export interface PhoneArea {
  readonly code: string;
  readonly region: string;
}

/** Every region with its calling code, named in a language by Intl. */
export function regionCallingCodes(locale: string): { region: string; code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return Object.entries(CALLING_CODE_REGIONS)
    .flatMap(([code, regions]) => regions.map((region) => ({ region, code, name: names.of(region) ?? region })))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The list the API serves: each region with its Chinese and English name. */
export function areaCodeEntries(): AreaCodeEntry[] {
  const zh = new Map(regionCallingCodes('zh-Hans').map((r) => [r.region, r.name]));
  return regionCallingCodes('en').map((r) => ({ areaCode: r.code, simpleCode: r.region, countryCnName: zh.get(r.region) ?? r.name, countryEnName: r.name }));
}

/**
 * The region to show beside a calling code: the one given when it has that code
 * (the site's, or the one chosen), else the main region of the code (+1 the US, +7 Russia).
 */
export function regionOfCallingCode(code: string, preferred: string): string {
  const regions = CALLING_CODE_REGIONS[code] ?? [];
  return regions.includes(preferred) ? preferred : (regions[0] ?? preferred);
}
