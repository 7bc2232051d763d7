import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderDiscountSchema } from '../../../src/domain/booking/discount.ts';
import { AddDiscountBodySchema } from '../../../src/domain/coupon/coupon-schemas.ts';
import { amountOff, type DiscountBasis, type DiscountTerms, totalAfter, weighDiscount } from '../../../src/domain/coupon/discount-rules.ts';
import { DISCOUNT_CODES } from '../../../src/domain/error-codes.ts';
import { LANGUAGES } from '../../../src/domain/languages.ts';
import { validateForm } from '../../../src/domain/validation/field-schema.ts';
import { messagesOf } from '../../../src/lib/i18n/index.ts';

const at = new Date('2026-11-21T08:00:00Z');
const terms = (over: Partial<DiscountTerms> = {}): DiscountTerms => ({
  currency: 'NZD',
  minSpend: 0,
  off: { kind: 'amount', amount: 2000 },
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validTo: new Date('2026-12-01T00:00:00Z'),
  sites: [],
  ...over,
});
const basis = (over: Partial<DiscountBasis> = {}): DiscountBasis => ({ site: 'nz', at, currency: 'NZD', fares: 40_000, total: 52_000, ...over });

describe('the discount of a promotion code or coupon', () => {
  it('takes a fixed amount off', () => {
    expect(weighDiscount(terms(), basis())).toEqual({ ok: true, amount: 2000 });
  });

  it('takes a percentage of the base fares, rounded down to the minor unit, and no more than its cap', () => {
    expect(weighDiscount(terms({ off: { kind: 'percent', percent: 10, cap: null } }), basis({ fares: 40_005 }))).toEqual({ ok: true, amount: 4000 });
    expect(weighDiscount(terms({ off: { kind: 'percent', percent: 10, cap: 3000 } }), basis())).toEqual({ ok: true, amount: 3000 });
  });

  it('rounds a percentage in a currency without minor units to whole units', () => {
    const yen = terms({ currency: 'JPY', off: { kind: 'percent', percent: 15, cap: null } });
    expect(weighDiscount(yen, basis({ currency: 'JPY', fares: 12_345, total: 20_000 }))).toEqual({ ok: true, amount: 1851 });
  });

  it('never takes more than the base fares, so taxes and surcharges stay payable', () => {
    const outcome = weighDiscount(terms({ off: { kind: 'amount', amount: 90_000 } }), basis());
    expect(outcome).toEqual({ ok: true, amount: 40_000 });
    expect(totalAfter(52_000, 40_000)).toBe(12_000);
  });

  it('is valid from its first moment until, not including, its end', () => {
    expect(weighDiscount(terms({ validFrom: at }), basis()).ok).toBe(true);
    expect(weighDiscount(terms({ validTo: at }), basis())).toEqual({ ok: false, reason: 'discountExpired' });
    expect(weighDiscount(terms({ validFrom: new Date(at.getTime() + 1) }), basis())).toEqual({ ok: false, reason: 'discountExpired' });
  });

  it('applies only on its sites and in its currency', () => {
    expect(weighDiscount(terms({ sites: ['au', 'nz'] }), basis()).ok).toBe(true);
    expect(weighDiscount(terms({ sites: ['au'] }), basis())).toEqual({ ok: false, reason: 'discountNotApplicable' });
    expect(weighDiscount(terms(), basis({ currency: 'AUD' }))).toEqual({ ok: false, reason: 'discountNotApplicable' });
  });

  it('needs the trip price with taxes to reach the minimum spend', () => {
    expect(weighDiscount(terms({ minSpend: 52_000 }), basis()).ok).toBe(true);
    expect(weighDiscount(terms({ minSpend: 52_001 }), basis())).toEqual({ ok: false, reason: 'discountMinSpend' });
  });

  it('never exceeds the fares nor the offer, and never leaves a negative total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        (fares, taxes, percent, cap) => {
          const off = { kind: 'percent' as const, percent, cap };
          const outcome = weighDiscount(terms({ off }), basis({ fares, total: fares + taxes }));
          if (!outcome.ok) {
            expect(amountOff(off, fares)).toBe(0);
            return;
          }
          expect(outcome.amount).toBeLessThanOrEqual(fares);
          expect(outcome.amount).toBeLessThanOrEqual((fares * percent) / 100);
          if (cap !== null) expect(outcome.amount).toBeLessThanOrEqual(cap);
          expect(totalAfter(fares + taxes, outcome.amount)).toBeGreaterThanOrEqual(taxes);
        },
      ),
    );
    expect(totalAfter(100, 250)).toBe(0);
  });
});

describe('the discount of an order body and of the discount box', () => {
  it('takes a promotion code of 3 to 20 letters or digits, in capitals, or a coupon id, but not both', () => {
    expect(v.parse(OrderDiscountSchema, { code: ' welcome10 ' })).toEqual({ code: 'WELCOME10' });
    expect(v.parse(OrderDiscountSchema, { couponId: 'CPABCDEFGH2345' })).toEqual({ couponId: 'CPABCDEFGH2345' });
    expect(validateForm(OrderDiscountSchema, { code: 'AB' })).toEqual({ ok: false, fields: { code: { code: 'e01' } } });
    expect(validateForm(OrderDiscountSchema, { code: 'SAVE 10' })).toEqual({ ok: false, fields: { code: { code: 'e01' } } });
    expect(validateForm(OrderDiscountSchema, { code: 'A'.repeat(21) })).toEqual({ ok: false, fields: { code: { code: 'e01' } } });
    expect(validateForm(OrderDiscountSchema, { couponId: 'CP0000' }).ok).toBe(false);
    expect(validateForm(OrderDiscountSchema, { code: 'WELCOME10', couponId: 'CPABCDEFGH2345' })).toEqual({ ok: false, fields: { code: { code: 'e01' } } });
    expect(validateForm(OrderDiscountSchema, {}).ok).toBe(false);
    expect(validateForm(AddDiscountBodySchema, { choices: [{ set: 0, sol: '1.2', familyId: 'ECONOMY_FLEX' }] }).ok).toBe(false);
  });

  it('has a message for every refusal in every language', () => {
    for (const lang of LANGUAGES) {
      const messages = messagesOf(lang);
      for (const code of DISCOUNT_CODES) expect(messages[`error.${code}`], `${lang} ${code}`).toBeTruthy();
    }
  });
});
