import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { AreaCodeEntry } from './area-code-list.ts';

/** A phone's country part: the calling code and the region it was chosen for (+1 serves many). */
export interface PhoneArea {
  readonly code: string;
  readonly region: string;
}

/** Every region of the numbering-plan metadata with its calling code, named in a language by Intl. */
export function regionCallingCodes(locale: string): { region: string; code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((region) => ({ region, code: getCountryCallingCode(region), name: names.of(region) ?? region }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The list the API serves: each region with its Chinese and English name. */
export function areaCodeEntries(): AreaCodeEntry[] {
  const zh = new Map(regionCallingCodes('zh-Hans').map((r) => [r.region, r.name]));
  return regionCallingCodes('en').map((r) => ({ areaCode: r.code, simpleCode: r.region, countryCnName: zh.get(r.region) ?? r.name, countryEnName: r.name }));
}
