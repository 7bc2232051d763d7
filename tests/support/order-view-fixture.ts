import type { OrderView } from '../../src/domain/booking/order.ts';

/**
 * A ticketed two-flight order of an adult and an infant on her lap: the adult
 * has an exit-row seat and two extra bags out, a seat of her fare's back, and
 * the infant a baby meal; a coupon takes 20.00 off. Amounts in NZD cents.
 */
export function orderWithExtras(overrides: Partial<OrderView> = {}): OrderView {
  const segment = (flightNo: string, from: string, to: string, day: string) => ({
    segType: flightNo === 'CZ3102' ? 1 : 0,
    flightNo,
    depCity: from,
    arrCity: to,
    depAirport: from,
    arrAirport: to,
    depDate: `${day}T08:00`,
    arrDate: `${day}T10:00`,
    cabin: 0,
    bookingClass: 'Y',
    familyId: 'ECONOMY_SAVER',
    baggageAllow: { pieces: 0, kg: 0 },
  });
  return {
    orderNo: 'C1234567890123456',
    locator: 'ABC234',
    status: 'ticketed',
    payStatus: true,
    type: 'cash',
    miles: 0,
    site: 'nz',
    lang: 'en',
    createdAt: '2026-06-01T00:00:00.000Z',
    deadline: '2026-06-01T00:30:00.000Z',
    segments: [segment('CZ3101', 'CAN', 'KMG', '2026-12-01'), segment('CZ3102', 'KMG', 'CAN', '2026-12-08')],
    passengers: [
      { type: 'ADT', name: 'SMITH/ANNA', infantOf: null, tickets: ['7840000000001'] },
      { type: 'INF', name: 'SMITH/TOM', infantOf: 0, tickets: ['7840000000002'] },
    ],
    contact: { contactName: 'Anna Smith', areaCode: '64', phone: '211234567', email: 'anna@example.com' },
    prices: [
      { type: 'ADT', count: 1, fare: 20_000, taxes: 4_000, surcharges: 0, total: 24_000 },
      { type: 'INF', count: 1, fare: 2_000, taxes: 500, surcharges: 0, total: 2_500 },
    ],
    equivFarecurrency: 'NZD',
    totalPrice: 22_000,
    totalTax: 4_500,
    totalSurcharge: 0,
    // 26,500 of flights, 3,000 + 1,000 of seats, 7,000 of bags, 0 for the meal, less 2,000.
    totalPayMoney: 35_500,
    totaladultNum: 1,
    totalchildNum: 0,
    totalinfantNum: 1,
    extras: {
      seats: [
        { segment: 0, passenger: 0, seat: '12C', kind: 'exit', amount: 3_000 },
        { segment: 1, passenger: 0, seat: '30A', kind: 'standard', amount: 1_000 },
      ],
      bags: [{ segment: 0, passenger: 0, pieces: 2, kg: 23, amount: 7_000 }],
      meals: [{ segment: 0, passenger: 1, code: 'BBML', amount: 0 }],
      total: 11_000,
    },
    discountOrderInfos: [{ discountCode: 'CP000042', kind: 'coupon', amount: 2_000 }],
    scheduleChanges: [],
    invoice: null,
    ...overrides,
  };
}
