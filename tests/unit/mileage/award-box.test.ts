import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDate } from '../../../src/domain/calendar.ts';
import { type CityChoice, defaultSearchForm } from '../../../src/domain/shop/search-box.ts';
import { $searchBox, editSearchBox, openSearchBox } from '../../../src/stores/search-box.ts';
import { MemoryStorage } from './fixtures.ts';

const d = (text: string) => parseDate(text) ?? { year: 0, month: 0, day: 0 };
const akl: CityChoice = { code: 'AKL', text: 'Auckland (AKL)', country: 'NZ' };
const can: CityChoice = { code: 'CAN', text: 'Guangzhou (CAN)', country: 'CN' };
const range = { min: d('2026-11-21'), max: d('2027-11-21') };
const fresh = defaultSearchForm({ depDate: 2, backDate: 4 }, d('2026-11-21'), range, { from: akl, to: can });

let storage: MemoryStorage;
let stop: () => void = () => undefined;
const open = () => (stop = openSearchBox({ site: 'nz', lang: 'en', fresh, range, cities: () => Promise.resolve([]), kind: 'award' }));

beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { sessionStorage: storage });
  $searchBox.set(undefined);
});

afterEach(() => {
  stop();
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('the award search box of mileage/search', () => {
  it('keeps its own form, apart from the cash search box’s', () => {
    storage.setItem('searchBox.nz', JSON.stringify({ lang: 'en', form: { ...fresh, adt: 4 } }));
    open();
    expect($searchBox.get()).toEqual(fresh);
    editSearchBox((form) => ({ ...form, cnn: 1 }));
    expect(JSON.parse(storage.getItem('awardBox.nz') ?? '{}')).toMatchObject({ form: { cnn: 1 } });
    expect(JSON.parse(storage.getItem('searchBox.nz') ?? '{}')).toMatchObject({ form: { adt: 4 } });
  });

  it('starts afresh from a saved multi-city form, which no award may be', async () => {
    const multi = { ...fresh, tripType: 'M', flights: [fresh.flights[0], { from: can, to: akl, date: '2026-12-01' }] };
    storage.setItem('awardBox.nz', JSON.stringify({ lang: 'en', form: multi }));
    open();
    await expect.poll(() => $searchBox.get()?.tripType).toBe('R');
  });
});
