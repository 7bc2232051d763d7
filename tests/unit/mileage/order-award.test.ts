import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../src/domain/booking/order.ts';
import { AwardPrice } from '../../../src/islands/order/AwardPrice.tsx';
import { Itinerary } from '../../../src/islands/order/Itinerary.tsx';
import { OrderHeading } from '../../../src/islands/order/OrderHeading.tsx';
import { orderFormat } from '../../../src/islands/order/order-format.ts';
import { orderWithExtras } from '../../support/order-view-fixture.ts';
import { html, t, textOf } from './render.ts';

const f = orderFormat('en', 'us');
const names = { city: (code: string) => code, airport: (code: string) => code };

function award(overrides: Partial<OrderView> = {}): OrderView {
  const base = orderWithExtras();
  return {
    ...base,
    type: 'mileage',
    miles: 105_000,
    segments: base.segments.map((s) => ({ ...s, familyId: 'AWARD', baggageAllow: { pieces: 1, kg: 20 } })),
    prices: [{ type: 'ADT', count: 1, fare: 0, taxes: 20_000, surcharges: 1_000, total: 21_000 }],
    totalPrice: 0,
    totalTax: 20_000,
    totalSurcharge: 1_000,
    totalPayMoney: 21_000,
    discountOrderInfos: [],
    ...overrides,
  };
}

describe('an award order on the order pages', () => {
  it('says it is an award booking beside its status', () => {
    expect(textOf(html(OrderHeading, { order: award(), t, f }))).toContain('Booking type Award booking');
    expect(textOf(html(OrderHeading, { order: orderWithExtras(), t, f }))).not.toContain('Award booking');
  });

  it('shows the miles spent beside the taxes paid, and the taxes of each passenger type', () => {
    const text = textOf(html(AwardPrice, { order: award(), t, f }));
    expect(text).toContain('Miles spent 105,000');
    expect(text).toContain('Taxes and fees paid NZ$210.00');
    expect(text).toContain('1 × Adult NZ$210.00');
    expect(text).toContain('Total paid NZ$210.00');
  });

  it('shows the taxes still to pay while the award is unpaid', () => {
    const text = textOf(html(AwardPrice, { order: award({ status: 'unpaid', payStatus: false }), t, f }));
    expect(text).toContain('Taxes and fees to pay NZ$210.00');
    expect(text).toContain('Total to pay');
  });

  it('names each flight’s fare the award, with its baggage allowance', () => {
    const text = textOf(html(Itinerary, { segments: award().segments, names, t, f, award: true }));
    expect(text).toContain('Economy · Award');
    expect(text).toContain('Checked baggage 1 × 20 kg');
  });

  it('says a weight-only allowance in kilograms, and none as not included', () => {
    const segments = award().segments;
    const text = textOf(
      html(Itinerary, {
        segments: [
          { ...segments[0], baggageAllow: { pieces: 0, kg: 20 } },
          { ...segments[1], baggageAllow: { pieces: 0, kg: 0 } },
        ],
        names,
        t,
        f,
      }),
    );
    expect(text).toContain('Checked baggage 20 kg in total');
    expect(text).toContain('Checked baggage Not included');
  });
});
