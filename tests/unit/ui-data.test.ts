import { beforeEach, describe, expect, it } from 'vitest';
import type { City } from '../../src/domain/cities.ts';
import { matchCities } from '../../src/domain/city-match.ts';
import { bcp47, LANGUAGES } from '../../src/domain/languages.ts';
import { ApiError } from '../../src/lib/api/api-error.ts';
import type { ApiClient } from '../../src/lib/api/client.ts';
import { loadAreaCodes } from '../../src/stores/area-code-list.ts';
import { $areaCodes, $recentAreaCodes, rememberAreaCode } from '../../src/stores/area-codes.ts';
import { forgetCities, loadCities } from '../../src/stores/cities.ts';
import { emailSuggestions } from '../../src/ui/autocomplete/email-suggestions.ts';
import { calendarNames } from '../../src/ui/date-picker/calendar-names.ts';
import {
  choosableFrom,
  dayAfterKey,
  dayOptions,
  monthOptions,
  monthWeeks,
  reachableRange,
  stepHighlight,
  yearOptions,
} from '../../src/ui/date-picker/calendar-steps.ts';

const tokyo: City = {
  code: 'TYO',
  country: 'JP',
  name: 'Tokyo',
  airports: [
    { code: 'NRT', name: 'Narita International' },
    { code: 'HND', name: 'Haneda' },
  ],
};
const canton: City = { code: 'CAN', country: 'CN', name: 'Guangzhou', airports: [{ code: 'CAN', name: 'Guangzhou Baiyun International' }] };
const cancun: City = { code: 'CUN', country: 'MX', name: 'Cancún', airports: [{ code: 'CUN', name: 'Cancún International' }] };

/** An API client whose calls answer as told and are counted. */
function fakeApi(answer: () => Promise<unknown>): ApiClient & { calls: number } {
  const api = {
    calls: 0,
    call: <R>() => {
      api.calls++;
      return answer() as Promise<R>;
    },
    download: () => Promise.reject(new Error('unused')),
  };
  return api;
}

describe('city matching', () => {
  it('puts an exact city or airport code first, then names by their start, ignoring accents and case', () => {
    expect(matchCities([cancun, canton, tokyo], 'can').map((c) => c.code)).toEqual(['CAN', 'CUN']);
    expect(matchCities([cancun, canton, tokyo], 'nrt').map((c) => c.code)).toEqual(['TYO']);
    expect(matchCities([cancun, canton, tokyo], 'cancun').map((c) => c.code)).toEqual(['CUN']);
    expect(matchCities([cancun, canton, tokyo], 'haneda').map((c) => c.code)).toEqual(['TYO']);
    expect(matchCities([cancun, canton, tokyo], '  ')).toEqual([]);
  });
});

describe('city data', () => {
  beforeEach(() => forgetCities());

  it('is loaded once for all callers and then served from memory', async () => {
    const api = fakeApi(async () => ({ data: [tokyo] }));
    const [a, b] = await Promise.all([loadCities(api, 'en'), loadCities(api, 'en')]);
    expect(a).toEqual([tokyo]);
    expect(b).toBe(a);
    expect(await loadCities(api, 'en')).toBe(a);
    expect(api.calls).toBe(1);
  });

  it('is given up after the wait, so that the next caller asks again', async () => {
    const never = fakeApi(() => new Promise(() => undefined));
    await expect(loadCities(never, 'de', 30)).rejects.toMatchObject({ code: 'network' });
    const api = fakeApi(async () => ({ data: [canton] }));
    expect(await loadCities(api, 'de', 30)).toEqual([canton]);
  });
});

describe('area codes', () => {
  beforeEach(() => {
    $areaCodes.set({ status: 'empty', list: [] });
    $recentAreaCodes.set([]);
  });

  it('fall back to the built-in list of every region when the call fails, named in the page language', async () => {
    const api = fakeApi(() => Promise.reject(new ApiError('network')));
    const list = await loadAreaCodes(api, 'de');
    expect($areaCodes.get().status).toBe('loaded');
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((o) => o.region === 'NZ')).toEqual({ code: '64', region: 'NZ', name: 'Neuseeland' });
    expect(list.find((o) => o.region === 'US')?.code).toBe('1');
  });

  it('come from the API when it answers, and are loaded once', async () => {
    const api = fakeApi(async () => ({ data: [{ areaCode: '81', simpleCode: 'JP', countryCnName: '日本', countryEnName: 'Japan' }] }));
    expect(await loadAreaCodes(api, 'ko')).toEqual([{ code: '81', region: 'JP', name: '일본' }]);
    await loadAreaCodes(api, 'ko');
    expect(api.calls).toBe(1);
  });

  it('are kept in local storage for 24 hours, then asked for again', async () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    Object.assign(globalThis, { localStorage: storage });
    try {
      const api = fakeApi(async () => ({ data: [{ areaCode: '64', simpleCode: 'NZ', countryCnName: '新西兰', countryEnName: 'New Zealand' }] }));
      const day = 24 * 60 * 60 * 1000;
      await loadAreaCodes(api, 'en', 1_000);
      $areaCodes.set({ status: 'empty', list: [] });
      expect(await loadAreaCodes(api, 'en', 1_000 + day - 1)).toEqual([{ code: '64', region: 'NZ', name: 'New Zealand' }]);
      expect(api.calls).toBe(1);
      $areaCodes.set({ status: 'empty', list: [] });
      await loadAreaCodes(api, 'en', 1_000 + day);
      expect(api.calls).toBe(2);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('keep the three most recent choices, the newest first and without repeats', () => {
    for (const region of ['NZ', 'JP', 'KR', 'JP', 'US']) rememberAreaCode({ code: '0', region });
    expect($recentAreaCodes.get().map((r) => r.region)).toEqual(['US', 'JP', 'KR']);
  });
});

describe('e-mail suggestions', () => {
  it("complete the local part with the site's domains that fit what follows @", () => {
    const suffixes = ['naver.com', 'daum.net', 'gmail.com'];
    expect(emailSuggestions('minji', suffixes).map((s) => s.label)).toEqual(['minji@naver.com', 'minji@daum.net', 'minji@gmail.com']);
    expect(emailSuggestions('minji@d', suffixes).map((s) => s.label)).toEqual(['minji@daum.net']);
    expect(emailSuggestions('minji@daum.net', suffixes)).toEqual([]);
    expect(emailSuggestions('@na', suffixes)).toEqual([]);
  });
});

describe('date picker steps', () => {
  const bounds = { min: { year: 2026, month: 11, day: 21 }, max: { year: 2027, month: 11, day: 21 } };
  it('cannot choose years, months or days out of range', () => {
    expect(yearOptions([2025, 2026, 2027, 2028], bounds).map((o) => o.disabled)).toEqual([true, false, false, true]);
    expect(
      monthOptions(2026, bounds)
        .filter((o) => !o.disabled)
        .map((o) => o.value),
    ).toEqual([11, 12]);
    const days = dayOptions(2026, 11, bounds);
    expect(days[19].disabled).toBe(true);
    expect(days[20].disabled).toBe(false);
    expect(dayOptions(2028, 2, {}).length).toBe(29);
  });

  it('moves the highlight over choosable values only and starts on one', () => {
    const days = dayOptions(2026, 11, bounds);
    expect(stepHighlight(days, 20, -1)).toBe(20);
    expect(stepHighlight(days, 20, 1)).toBe(21);
    expect(choosableFrom(days, 3)).toBe(20);
    expect(choosableFrom(days, 25)).toBe(25);
  });

  // Wednesday 25 November 2026, in a grid whose weeks run Sunday to Saturday.
  const wednesday = { year: 2026, month: 11, day: 25 };
  const range = reachableRange([2026, 2027, 2028], {});
  const key = (name: string, shift = false) => dayAfterKey(wednesday, name, shift, range);

  it('moves through the day grid by a day, a week, the ends of the week, a month and a year', () => {
    expect(key('ArrowLeft')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(key('ArrowRight')).toEqual({ year: 2026, month: 11, day: 26 });
    expect(key('ArrowUp')).toEqual({ year: 2026, month: 11, day: 18 });
    expect(key('ArrowDown')).toEqual({ year: 2026, month: 12, day: 2 });
    expect(key('Home')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(key('End')).toEqual({ year: 2026, month: 11, day: 28 });
    expect(key('PageDown')).toEqual({ year: 2026, month: 12, day: 25 });
    expect(key('PageUp')).toEqual({ year: 2026, month: 10, day: 25 });
    expect(key('PageDown', true)).toEqual({ year: 2027, month: 11, day: 25 });
    expect(key('Enter')).toBeUndefined();
  });

  it('keeps the same day a month on, or the last day of a shorter month', () => {
    const jan31 = { year: 2027, month: 1, day: 31 };
    expect(dayAfterKey(jan31, 'PageDown', false, range)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(dayAfterKey(jan31, 'PageUp', false, range)).toEqual({ year: 2026, month: 12, day: 31 });
  });

  it('stops at the first and last days that can be chosen', () => {
    const bookable = reachableRange([2026, 2027, 2028], bounds);
    expect(dayAfterKey(wednesday, 'ArrowUp', false, bookable)).toEqual(bounds.min);
    expect(dayAfterKey(bounds.min, 'ArrowLeft', false, bookable)).toEqual(bounds.min);
    expect(dayAfterKey(wednesday, 'PageDown', true, bookable)).toEqual(bounds.max);
    expect(dayAfterKey(bounds.max, 'ArrowDown', false, bookable)).toEqual(bounds.max);
    expect(dayAfterKey({ year: 2028, month: 12, day: 30 }, 'ArrowDown', false, range)).toEqual({ year: 2028, month: 12, day: 31 });
    expect(reachableRange([2026, 2027], {})).toEqual({ min: { year: 2026, month: 1, day: 1 }, max: { year: 2027, month: 12, day: 31 } });
  });

  it("shows in a day's cell words that its full-date name contains, in every language", () => {
    // Words as voice control and the axe rule label-content-name-mismatch see them: "25" is no word of "25일".
    const words = (text: string) =>
      [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text.replace(/[^\p{L}\p{N}]+/gu, ' '))]
        .map((part) => part.segment.trim())
        .filter(Boolean);
    for (const lang of LANGUAGES) {
      const names = calendarNames(bcp47(lang));
      for (const day of [1, 9, 25]) {
        const date = { year: 2026, month: 11, day };
        const name = words(names.day(date)).join(' ');
        expect(` ${name} `, lang).toContain(` ${words(names.dayOfMonth(date)).join(' ')} `);
      }
    }
    expect(calendarNames('ko-KR').dayOfMonth(wednesday)).toBe('25일');
    expect(calendarNames('en-NZ').dayOfMonth(wednesday)).toBe('25');
  });

  it('lays a month out in weeks of seven from Sunday', () => {
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks.at(-1)).toEqual([29, 30, undefined, undefined, undefined, undefined, undefined]);
    expect(monthWeeks(2026, 12)[0]).toEqual([undefined, undefined, 1, 2, 3, 4, 5]);
  });
});
