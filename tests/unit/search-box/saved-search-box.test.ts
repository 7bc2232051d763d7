import { describe, expect, it } from 'vitest';
import { MAX_SEGMENTS } from '../../../src/domain/shop/search-limits.ts';
import { savedSearchBoxOf } from '../../../src/stores/saved-search-box.ts';

const akl = { code: 'AKL', text: 'Auckland (AKL)', country: 'NZ' };
const can = { code: 'CAN', text: 'Guangzhou (CAN)' };
const form = { tripType: 'R', flights: [{ from: akl, to: can, date: '2026-12-01' }], returnDate: '2026-12-08', adt: 2, cnn: 1, inf: 0, cabin: '0' };
const saved = { lang: 'en', form };
const withForm = (change: Record<string, unknown>) => ({ lang: 'en', form: { ...form, ...change } });

describe('reading a saved search box', () => {
  it('gives back a saved form as it was saved', () => {
    expect(savedSearchBoxOf(saved)).toEqual(saved);
    expect(savedSearchBoxOf(withForm({ currency: 'CNY' }))).toEqual(withForm({ currency: 'CNY' }));
    expect(savedSearchBoxOf(withForm({ ptc: 'STU', currency: 'CNY' }))).toEqual(withForm({ ptc: 'STU', currency: 'CNY' }));
  });

  it('keeps only the fields a search box has', () => {
    const older = { lang: 'zh', extra: true, form: { ...form, promo: 'X1', flights: [{ from: { ...akl, id: 1 }, to: can, date: '2026-12-01', note: 'x' }] } };
    expect(savedSearchBoxOf(older)).toEqual({ lang: 'zh', form });
  });

  it.each([
    ['a trip type it does not know', { tripType: 'X' }],
    ['no flights', { flights: [] }],
    ['more flights than a search takes', { flights: Array.from({ length: MAX_SEGMENTS + 1 }, () => form.flights[0]) }],
    ['a flight without its date', { flights: [{ from: akl, to: can }] }],
    ['a city without its code', { flights: [{ from: { text: 'Auckland' }, to: can, date: '2026-12-01' }] }],
    ['a country that is not text', { flights: [{ from: { ...akl, country: 64 }, to: can, date: '2026-12-01' }] }],
    ['a return date that is not text', { returnDate: 20261208 }],
    ['a passenger count below zero', { adt: -1 }],
    ['a passenger count that is not whole', { cnn: 1.5 }],
    ['a passenger count in text', { inf: '0' }],
    ['a cabin it does not know', { cabin: '9' }],
    ['a currency that is not text', { currency: 5 }],
    ['a fare type it does not know', { ptc: 'VIP' }],
  ])('ignores a saved form with %s', (_, change) => {
    expect(savedSearchBoxOf(withForm(change))).toBeUndefined();
  });

  it('ignores anything that is not a saved box', () => {
    for (const value of [null, 'searchBox', [], { form }, { lang: 'en' }, { lang: 1, form }]) expect(savedSearchBoxOf(value)).toBeUndefined();
  });
});
