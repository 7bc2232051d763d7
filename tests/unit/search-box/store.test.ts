import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CalendarDate, parseDate } from '../../../src/domain/calendar.ts';
import type { City } from '../../../src/domain/cities.ts';
import { type CityChoice, defaultSearchForm } from '../../../src/domain/shop/search-box.ts';
import { $searchBox, editSearchBox, openSearchBox } from '../../../src/stores/search-box.ts';

const d = (text: string): CalendarDate => parseDate(text) ?? { year: 0, month: 0, day: 0 };
const akl: CityChoice = { code: 'AKL', text: 'Auckland (AKL)', country: 'NZ' };
const can: CityChoice = { code: 'CAN', text: 'Guangzhou (CAN)', country: 'CN' };
const range = { min: d('2026-11-21'), max: d('2027-11-21') };
const fresh = defaultSearchForm({ depDate: 2, backDate: 4 }, d('2026-11-21'), range, { from: akl, to: can });
const zhCities: City[] = [
  { code: 'AKL', country: 'NZ', name: '奥克兰', airports: [] },
  { code: 'CAN', country: 'CN', name: '广州', airports: [] },
];

/** Session storage as the browser keeps it, for one test. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

let storage: MemoryStorage;
let stop: () => void = () => undefined;
const open = (lang = 'en', cities: readonly City[] = []) => (stop = openSearchBox({ site: 'nz', lang, fresh, range, cities: () => Promise.resolve(cities) }));

beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { sessionStorage: storage });
  $searchBox.set(undefined);
});

afterEach(() => {
  stop();
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('the kept-alive search box', () => {
  it('starts with the fresh form and saves every change for the site', () => {
    open();
    expect($searchBox.get()).toEqual(fresh);
    editSearchBox((form) => ({ ...form, adt: 3 }));
    expect(JSON.parse(storage.getItem('searchBox.nz') ?? '{}')).toMatchObject({ lang: 'en', form: { adt: 3 } });
  });

  it('comes back as it was left, with past dates moved to today', async () => {
    storage.setItem(
      'searchBox.nz',
      JSON.stringify({ lang: 'en', form: { ...fresh, tripType: 'S', cnn: 2, flights: [{ from: can, to: akl, date: '2026-11-01' }] } }),
    );
    open();
    await expect.poll(() => $searchBox.get()).toMatchObject({ tripType: 'S', cnn: 2, flights: [{ from: can, to: akl, date: '2026-11-21' }] });
  });

  it('ignores a saved form of another shape', async () => {
    storage.setItem('searchBox.nz', JSON.stringify({ lang: 'en', form: { tripType: 'X' } }));
    open();
    await expect.poll(() => $searchBox.get()).toEqual(fresh);
    stop();
    $searchBox.set(undefined);
    storage.setItem('searchBox.nz', '{not json');
    open();
    await expect.poll(() => $searchBox.get()).toEqual(fresh);
  });

  it('applies the edits made while a saved form is read back to that form, and saves them', async () => {
    storage.setItem('searchBox.nz', JSON.stringify({ lang: 'en', form: { ...fresh, cnn: 2 } }));
    open();
    expect($searchBox.get()).toBeUndefined();
    editSearchBox((form) => ({ ...form, adt: 3 }));
    await expect.poll(() => $searchBox.get()).toMatchObject({ adt: 3, cnn: 2 });
    expect(JSON.parse(storage.getItem('searchBox.nz') ?? '{}')).toMatchObject({ form: { adt: 3, cnn: 2 } });
  });

  it('names the saved cities again when the page is in another language', async () => {
    storage.setItem('searchBox.nz', JSON.stringify({ lang: 'en', form: fresh }));
    open('zh', zhCities);
    await expect.poll(() => $searchBox.get()?.flights[0].from.text).toBe('奥克兰 (AKL)');
    expect(JSON.parse(storage.getItem('searchBox.nz') ?? '{}').lang).toBe('zh');
  });
});
