import { describe, expect, it } from 'vitest';
import { siteSupportsCurrency, tripCurrency } from '../../../src/domain/shop/currency-choice.ts';
import { searchRequestValues } from '../../../src/domain/shop/search-box-request.ts';
import { findSite } from '../../../src/domain/site-lookup.ts';

describe('the currency a trip is priced in', () => {
  const eu = findSite('eu');
  const nz = findSite('nz');
  if (!eu || !nz) throw new Error('sites missing');

  it("is the traveller's choice among the site's currencies, else the site's default", () => {
    expect(tripCurrency(eu, 'HUF')).toBe('HUF');
    expect(tripCurrency(eu, undefined)).toBe('EUR');
    expect(tripCurrency(nz, 'GBP')).toBe('NZD');
    expect(siteSupportsCurrency(eu, 'GBP')).toBe(true);
    expect(siteSupportsCurrency(nz, 'GBP')).toBe(false);
  });

  it('is sent by the search box only once chosen', () => {
    const form = {
      tripType: 'S' as const,
      flights: [{ from: { code: 'CAN', text: 'CAN' }, to: { code: 'KMG', text: 'KMG' }, date: '2026-12-10' }],
      returnDate: '',
      adt: 1,
      cnn: 0,
      inf: 0,
      cabin: '0' as const,
    };
    expect(searchRequestValues(form)).not.toHaveProperty('currency');
    expect(searchRequestValues({ ...form, currency: 'GBP' })).toMatchObject({ currency: 'GBP' });
  });
});
