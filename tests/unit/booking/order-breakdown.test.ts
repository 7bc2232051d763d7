import { describe, expect, it } from 'vitest';
import { NO_EXTRAS } from '../../../src/domain/booking/extras.ts';
import { flightExtras, priceBreakdown } from '../../../src/domain/booking/order-breakdown.ts';
import { bagWords, type ExtrasWords, mealWords, priceRowWords, seatWords, signedMoney } from '../../../src/domain/booking/order-breakdown-words.ts';
import { formatMoney } from '../../../src/domain/money.ts';
import { messagesOf, translate } from '../../../src/lib/i18n/index.ts';
import { orderWithExtras } from '../../support/order-view-fixture.ts';

const en = messagesOf('en');
const words: ExtrasWords = {
  t: (key, params) => translate(en, key, params),
  money: (amount) => formatMoney({ amount, currency: 'NZD' }, 'en'),
  mealName: (code) => (code === 'BBML' ? 'Baby meal' : code),
};

describe('what each passenger has on each flight of an order', () => {
  it('pairs every passenger of a flight with their own seat, bags and meal, and nothing from another flight', () => {
    const order = orderWithExtras();
    const [anna, tom] = flightExtras(order, 0);
    expect(anna).toEqual({
      passenger: 0,
      name: 'SMITH/ANNA',
      seated: true,
      seat: { seat: '12C', kind: 'exit', amount: 3_000 },
      bags: { pieces: 2, kg: 23, amount: 7_000 },
      meal: null,
    });
    expect(tom).toEqual({ passenger: 1, name: 'SMITH/TOM', seated: false, seat: null, bags: null, meal: { code: 'BBML', amount: 0 } });
    const back = flightExtras(order, 1);
    expect(back.map((p) => p.seat?.seat ?? null)).toEqual(['30A', null]);
    expect(back.every((p) => p.bags === null && p.meal === null)).toBe(true);
  });

  it('says the seat with its kind and price, no seat chosen, or on a lap for an infant; the bags and meal with their prices or none', () => {
    const order = orderWithExtras({ extras: { ...orderWithExtras().extras, seats: [{ segment: 0, passenger: 0, seat: '12C', kind: 'exit', amount: 3_000 }] } });
    const [anna, tom] = flightExtras(order, 0);
    expect(seatWords(anna, words)).toBe('12C, exit row (NZ$30.00)');
    expect(bagWords(anna, words)).toBe('2 × 23 kg (NZ$70.00)');
    expect(mealWords(anna, words)).toBe(en['order.standardMeal']);
    expect(seatWords(tom, words)).toBe(en['order.onLap']);
    expect(bagWords(tom, words)).toBe(en['order.noExtraBags']);
    expect(mealWords(tom, words)).toBe('Baby meal');
    const [annaBack] = flightExtras(order, 1);
    expect(seatWords(annaBack, words)).toBe(en['order.noSeat']);
    const free = flightExtras(
      orderWithExtras({ extras: { ...NO_EXTRAS, seats: [{ segment: 0, passenger: 0, seat: '31B', kind: 'standard', amount: 0 }] } }),
      0,
    );
    expect(seatWords(free[0], words)).toBe('31B');
  });
});

describe('the price rows of an order', () => {
  it('are the flights, each kind of extra and the discount, and add up to the total paid', () => {
    const order = orderWithExtras();
    const rows = priceBreakdown(order);
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['fares', 26_500],
      ['seats', 4_000],
      ['bags', 7_000],
      ['meals', 0],
      ['discount', -2_000],
    ]);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(order.totalPayMoney);
    expect(rows.map((r) => priceRowWords(r, words.t))).toEqual([
      en['order.faresTotal'],
      en['order.seatsTotal'],
      en['order.bagsTotal'],
      en['order.mealsTotal'],
      'Discount with coupon CP000042',
    ]);
    expect(signedMoney(rows[4].amount, words.money)).toBe('−NZ$20.00');
  });

  it('name a promotion code as a code, and leave out the kinds of extra an order does not have', () => {
    const order = orderWithExtras({ extras: NO_EXTRAS, discountOrderInfos: [{ discountCode: 'TAKE15', kind: 'code', amount: 1_500 }], totalPayMoney: 25_000 });
    const rows = priceBreakdown(order);
    expect(rows.map((r) => r.kind)).toEqual(['fares', 'discount']);
    expect(priceRowWords(rows[1], words.t)).toBe('Discount with promotion code TAKE15');
    expect(priceBreakdown(orderWithExtras({ extras: NO_EXTRAS, discountOrderInfos: [], totalPayMoney: 26_500 }))).toEqual([{ kind: 'fares', amount: 26_500 }]);
  });

  it('show what the other rows leave unexplained as a row of its own, so that they still add up', () => {
    const order = orderWithExtras({ totalPayMoney: 36_000 });
    const rows = priceBreakdown(order);
    expect(rows.at(-1)).toEqual({ kind: 'other', amount: 500 });
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(36_000);
  });
});
