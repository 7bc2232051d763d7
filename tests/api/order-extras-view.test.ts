import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from '../../src/domain/api/orders.ts';
import { getFlightExtras } from '../../src/domain/api/shop.ts';
import type { OrderExtrasInput, SeatOffer, ShowExtra } from '../../src/domain/booking/extras.ts';
import { priceBreakdown } from '../../src/domain/booking/order-breakdown.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import type { Browser } from '../support/api.ts';
import { couponAdmin } from '../support/coupon-flow.ts';
import { book, CARDS, nonStop, openSession, orderApp, payOrder, type TestApp } from '../support/order-flow.ts';

let t: TestApp;

beforeAll(async () => {
  const app = await orderApp();
  t = app.t;
  await couponAdmin(t, app.clock).promotion({ code: 'TAKE15', terms: [{ currency: 'NZD', amountOff: 1500 }] });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const en = messagesOf('en');
const nzd = (amount: number) => siteFormat('en', 'nz').money({ amount, currency: 'NZD' });

/** Books a one-way Guangzhou–Kunming trip on the saver fare with extras and the TAKE15 code; answers the order and what it was offered. */
async function bookWithExtrasAndCode(date: string, email: string, browser: Browser, extrasOf: (offer: ShowExtra) => OrderExtrasInput) {
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
  const { sol } = await nonStop(t, execution, date);
  const { data: offer } = await t.api.ok(getFlightExtras, { params: { session: execution, set: '0', sol }, query: { familyId: 'ECONOMY_SAVER' } });
  const order = await book(
    t,
    { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_SAVER' }], email, extras: extrasOf(offer), discount: { code: 'take15' } },
    browser,
  );
  return { order, offer };
}

function paidSeat(offer: ShowExtra): SeatOffer {
  const seat = offer.flights[0].seatMap.rows.flatMap((row) => row.seats).find((s) => s.kind === 'standard' && s.state === 'available' && s.price.amount > 0);
  if (!seat) throw new Error('no paid standard seat on the map');
  return seat;
}

describe('an order with a paid seat, an extra bag, a meal and a promotion code', () => {
  it('shows them in its view with their prices, and its price rows (flights, seats, bags, meals, discount) add up to the total paid', async () => {
    const browser: Browser = { address: '203.0.113.120' };
    let seat: SeatOffer | undefined;
    const { order, offer } = await bookWithExtrasAndCode('2026-12-18', 'extras.view@example.com', browser, (o) => {
      seat = paidSeat(o);
      return {
        seats: [{ segment: 0, passenger: 0, seat: seat.seat }],
        bags: [{ segment: 0, passenger: 0, pieces: 1 }],
        meals: [{ segment: 0, passenger: 0, code: 'VGML' }],
      };
    });
    if (!seat) throw new Error('no seat chosen');
    const bag = offer.flights[0].bags.offers[0];
    expect(order.extras.seats).toEqual([{ segment: 0, passenger: 0, seat: seat.seat, kind: 'standard', amount: seat.price.amount }]);
    expect(order.extras.bags).toEqual([{ segment: 0, passenger: 0, pieces: 1, kg: offer.flights[0].bags.pieceKg, amount: bag.price.amount }]);
    expect(order.extras.meals.map((m) => m.code)).toEqual(['VGML']);
    expect(order.discountOrderInfos).toEqual([{ discountCode: 'TAKE15', kind: 'code', amount: 1500 }]);

    const rows = priceBreakdown(order);
    expect(rows.map((r) => r.kind)).toEqual(['fares', 'seats', 'bags', 'meals', 'discount']);
    expect(rows.find((r) => r.kind === 'seats')?.amount).toBe(seat.price.amount);
    expect(rows.find((r) => r.kind === 'bags')?.amount).toBe(bag.price.amount);
    expect(rows.find((r) => r.kind === 'discount')?.amount).toBe(-1500);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(order.totalPayMoney);
    expect(order.totalPayMoney).toBe(
      order.totalPrice + order.totalTax + order.totalSurcharge + seat.price.amount + bag.price.amount + order.extras.meals[0].amount - 1500,
    );

    const shown = (await t.api.ok(getOrder, { params: { site: 'nz', lang: 'en' }, body: { orderNo: order.orderNo } }, { browser })).order;
    expect(shown.extras).toEqual(order.extras);
    expect(shown.discountOrderInfos).toEqual(order.discountOrderInfos);
  });

  it('lists each passenger’s seat, extra bag and meal per flight and the seat, baggage and discount price lines in the confirmation e-mail', async () => {
    const email = 'extras.mail@example.com';
    const browser: Browser = { address: '203.0.113.121' };
    let seat: SeatOffer | undefined;
    const { order, offer } = await bookWithExtrasAndCode('2026-12-19', email, browser, (o) => {
      seat = paidSeat(o);
      return {
        seats: [{ segment: 0, passenger: 0, seat: seat.seat }],
        bags: [{ segment: 0, passenger: 0, pieces: 1 }],
        meals: [{ segment: 0, passenger: 0, code: 'VGML' }],
      };
    });
    if (!seat) throw new Error('no seat chosen');
    await payOrder(t, order.orderNo, CARDS.success, browser);
    await t.jobs.ticketPaidOrders();
    const [mail] = t.mailer.to(email);
    expect(mail, 'the confirmation was sent').toBeDefined();

    const bag = offer.flights[0].bags.offers[0];
    const bagText = `${en['order.baggageAllowance'].replace('{pieces}', '1').replace('{kg}', String(offer.flights[0].bags.pieceKg))} (${nzd(bag.price.amount)})`;
    expect(mail.text).toContain(`${en['order.seat']}: ${seat.seat} (${nzd(seat.price.amount)})`);
    expect(mail.text).toContain(`${en['order.extraBags']}: ${bagText}`);
    const mealAmount = order.extras.meals[0].amount;
    const mealText = mealAmount > 0 ? `Vegan meal (${nzd(mealAmount)})` : 'Vegan meal';
    expect(mail.text).toContain(`${en['order.specialMeal']}: ${mealText}`);
    expect(mail.text).toContain(`${en['order.seatsTotal']}: ${nzd(seat.price.amount)}`);
    expect(mail.text).toContain(`${en['order.bagsTotal']}: ${nzd(bag.price.amount)}`);
    expect(mail.text).toContain(`${en['order.discountCode'].replace('{code}', 'TAKE15')}: −${nzd(1500)}`);
    expect(mail.text).toContain(`${en['order.totalPaid']}: ${nzd(order.totalPayMoney)}`);

    const html = mail.html ?? '';
    expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${en['order.seat']}</th>`));
    expect(html).toContain(`>${seat.seat} (${nzd(seat.price.amount)})</td>`);
    expect(html).toContain(`>${bagText}</td>`);
    expect(html).toContain(`>${mealText}</td>`);
    expect(html).toContain(`>${en['order.discountCode'].replace('{code}', 'TAKE15')}</th>`);
    expect(html).toContain(`>−${nzd(1500)}</td>`);
  });
});
