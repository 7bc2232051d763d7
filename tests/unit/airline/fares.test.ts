import { describe, expect, it } from 'vitest';
import { seatsOpen } from '../../../src/server/airline/fares/availability.ts';
import { classesOfCabin, seatsByCabin } from '../../../src/server/airline/fares/cabins.ts';
import { type CurrencyRate, convert, currencyExponent, formatMoney, rateOn } from '../../../src/server/airline/fares/currency.ts';
import { FARE_FAMILIES, familiesOf } from '../../../src/server/airline/fares/families.ts';
import { advanceFactor, baseFare, fareForPassenger, seasonFactor } from '../../../src/server/airline/fares/pricing.ts';
import { carrierSurcharge, departureTaxes } from '../../../src/server/airline/fares/taxes.ts';

describe('cabins of an aircraft', () => {
  it('add up compartments and sort the booking classes into cabins, dearest first', () => {
    expect(seatsByCabin({ J: 28, W: 24, Y: 228 })).toEqual(
      new Map([
        [2, 28],
        [1, 24],
        [0, 228],
      ]),
    );
    expect(seatsByCabin({ F: 8, C: 40, Y: 250 }).get(3)).toBe(8);
    expect(classesOfCabin('JCDIOWSYBMHKULQETN', 2)).toEqual(['J', 'C', 'D', 'I', 'O']);
    expect(classesOfCabin('JCDIOWSYBMHKULQETN', 1)).toEqual(['W', 'S']);
    expect(classesOfCabin('JCDIOWSYBMHKULQETN', 0)).toEqual(['Y', 'B', 'M', 'H', 'K', 'U', 'L', 'Q', 'E', 'T', 'N']);
  });
});

describe('availability', () => {
  it('closes the cheapest class at 40% sold and the dearest only when the cabin is full', () => {
    expect(seatsOpen(10, 11, 200, 0)).toBe(80);
    expect(seatsOpen(10, 11, 200, 79)).toBe(1);
    expect(seatsOpen(10, 11, 200, 80)).toBe(0);
    expect(seatsOpen(0, 11, 200, 199)).toBe(1);
    expect(seatsOpen(0, 11, 200, 200)).toBe(0);
    expect(seatsOpen(5, 11, 200, 0)).toBe(140);
    expect(seatsOpen(0, 1, 8, 3)).toBe(5);
  });
});

describe('fares', () => {
  const quote = { km: 1300, cabin: 0 as const, classRank: 0, classCount: 11, international: false, month: 10, day: 15, daysBefore: 30 };

  it('grow with distance and cabin, and fall with cheaper classes', () => {
    expect(baseFare({ ...quote, km: 2500 })).toBeGreaterThan(baseFare(quote));
    expect(baseFare({ ...quote, cabin: 2, classCount: 5 })).toBeGreaterThan(baseFare(quote) * 3);
    expect(baseFare({ ...quote, classRank: 10 })).toBe(Math.round((baseFare(quote) / 100) * 0.45) * 100);
    expect(baseFare(quote) % 100).toBe(0);
  });

  it('cost more in peak seasons and close to departure', () => {
    expect(seasonFactor(2, 1)).toBe(1.25);
    expect(seasonFactor(8, 15)).toBe(1.25);
    expect(seasonFactor(12, 24)).toBe(1.25);
    expect(seasonFactor(3, 10)).toBe(0.85);
    expect(seasonFactor(10, 15)).toBe(1);
    expect(advanceFactor(2)).toBeGreaterThan(advanceFactor(10));
    expect(advanceFactor(10)).toBeGreaterThan(advanceFactor(30));
    expect(advanceFactor(30)).toBeGreaterThan(advanceFactor(90));
  });

  it('charge children 75% and infants 10% of the adult fare', () => {
    expect(fareForPassenger(150_000, 'ADT')).toBe(150_000);
    expect(fareForPassenger(150_000, 'CNN')).toBe(112_500);
    expect(fareForPassenger(150_000, 'INF')).toBe(15_000);
  });

  it('come in families with their rules, cheapest first in each cabin', () => {
    expect(familiesOf(0).map((f) => f.id)).toEqual(['ECONOMY_SAVER', 'ECONOMY_STANDARD', 'ECONOMY_FLEX']);
    expect(familiesOf(0)[0].rules).toMatchObject({ checkedBags: 0, changeFee: null, refundFee: null });
    expect(new Set(FARE_FAMILIES.map((f) => f.cabin))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('carry the departure country taxes and a carrier surcharge on international flights', () => {
    expect(departureTaxes('GB').map((t) => t.code)).toEqual(['GB', 'UB']);
    expect(departureTaxes('ZZ')).toEqual([{ code: 'XT', amount: 15000 }]);
    expect(carrierSurcharge(9000, true).amount).toBeGreaterThan(carrierSurcharge(3000, true).amount);
    expect(carrierSurcharge(1000, false).amount).toBe(0);
  });
});

describe('currency conversion', () => {
  const rates: CurrencyRate[] = [
    { currency: 'USD', perBase: 0.14, validFrom: '2026-01-01' },
    { currency: 'USD', perBase: 0.139, validFrom: '2026-11-01' },
    { currency: 'JPY', perBase: 21.37, validFrom: '2026-01-01' },
    { currency: 'KRW', perBase: 192.46, validFrom: '2026-01-01' },
    { currency: 'EUR', perBase: 0.12845, validFrom: '2026-01-01' },
  ];

  it('uses the rate in force on the date', () => {
    expect(rateOn(rates, 'USD', '2026-10-31')).toBe(0.14);
    expect(rateOn(rates, 'USD', '2026-11-01')).toBe(0.139);
    expect(() => rateOn(rates, 'USD', '2025-12-31')).toThrow();
  });

  it('rounds by the currency exponent: none for JPY and KRW, cents for USD and EUR', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
    expect(convert({ amount: 123_456, currency: 'CNY' }, 'JPY', rates, '2026-11-21')).toEqual({ amount: 26383, currency: 'JPY' });
    expect(convert({ amount: 123_456, currency: 'CNY' }, 'KRW', rates, '2026-11-21')).toEqual({ amount: 237603, currency: 'KRW' });
    expect(convert({ amount: 123_456, currency: 'CNY' }, 'USD', rates, '2026-11-21')).toEqual({ amount: 17160, currency: 'USD' });
    expect(convert({ amount: 100, currency: 'CNY' }, 'EUR', rates, '2026-11-21')).toEqual({ amount: 13, currency: 'EUR' });
    expect(convert({ amount: 500, currency: 'CNY' }, 'CNY', rates, '2026-11-21')).toEqual({ amount: 500, currency: 'CNY' });
  });

  it('shows money in the visitor language', () => {
    expect(formatMoney({ amount: 26383, currency: 'JPY' }, 'ja')).toBe('￥26,383');
    expect(formatMoney({ amount: 17160, currency: 'USD' }, 'en')).toBe('$171.60');
  });
});
