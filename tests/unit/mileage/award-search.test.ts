import { describe, expect, it } from 'vitest';
import { parseDate } from '../../../src/domain/calendar.ts';
import { checkAwardSearch } from '../../../src/domain/mileage/award-search.ts';
import { type CityChoice, defaultSearchForm, withTripType } from '../../../src/domain/shop/search-box.ts';

const d = (text: string) => parseDate(text) ?? { year: 0, month: 0, day: 0 };
const akl: CityChoice = { code: 'AKL', text: 'Auckland (AKL)', country: 'NZ' };
const can: CityChoice = { code: 'CAN', text: 'Guangzhou (CAN)', country: 'CN' };
const range = { min: d('2026-11-21'), max: d('2027-11-21') };
const fresh = () => defaultSearchForm({ depDate: 2, backDate: 4 }, d('2026-11-21'), range, { from: akl, to: can });

describe('the award search box', () => {
  it('sends a round trip as an award search (m = mileage)', () => {
    const checked = checkAwardSearch(fresh(), range);
    expect(checked).toMatchObject({ ok: true, request: { tripType: 'R', dep: ['AKL', 'CAN'], arr: ['CAN', 'AKL'], m: 'mileage' } });
  });

  it('sends a one-way trip as an award search too', () => {
    expect(checkAwardSearch(withTripType(fresh(), 'S'), range)).toMatchObject({ ok: true, request: { tripType: 'S', m: 'mileage' } });
  });

  it('refuses a multi-city trip, which no award may be', () => {
    expect(checkAwardSearch(withTripType(fresh(), 'M'), range)).toEqual({ ok: false, errors: { tripType: { key: 'e01' } } });
  });

  it('keeps the cash search box’s own errors, such as a missing city', () => {
    const form = { ...fresh(), flights: [{ from: akl, to: { code: '', text: '' }, date: '2026-11-23' }] };
    const checked = checkAwardSearch(form, range);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.errors).toHaveProperty(['to.0']);
  });
});
