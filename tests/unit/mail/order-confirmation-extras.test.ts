import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/money.ts';
import { messagesOf } from '../../../src/lib/i18n/index.ts';
import { MEAL_NAMES } from '../../../src/server/content/meal-names.ts';
import { type ConfirmationContext, confirmationMail } from '../../../src/server/mail/order-mails.ts';
import { orderWithExtras } from '../../support/order-view-fixture.ts';

const context = (lang: ConfirmationContext['lang']): ConfirmationContext => ({
  lang,
  timeZones: new Map([
    ['CAN', 'Asia/Shanghai'],
    ['KMG', 'Asia/Shanghai'],
  ]),
  link: 'https://shop.example/tk/nz/en/my/order/detail/C1234567890123456/',
  uidDomain: 'shop.example',
  now: new Date('2026-06-01T00:00:00Z'),
});

/** The lines of the text part from one that starts with `first` to the next empty line. */
function block(text: string, first: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(first);
  expect(start, `${first} in\n${text}`).toBeGreaterThanOrEqual(0);
  const end = lines.indexOf('', start);
  return lines.slice(start, end);
}

describe('the confirmation e-mail of an order with extras and a discount', () => {
  it('lists each passenger’s seat, extra bags and meal under each flight, and prices that add up to the total paid', () => {
    const en = messagesOf('en');
    const mail = confirmationMail(orderWithExtras(), context('en'));
    expect(block(mail.text, 'CZ3101: Guangzhou to Kunming').slice(4)).toEqual([
      '  SMITH/ANNA',
      `    ${en['order.seat']}: 12C, exit row ($30.00)`,
      `    ${en['order.extraBags']}: 2 × 23 kg ($70.00)`,
      `    ${en['order.specialMeal']}: ${en['order.standardMeal']}`,
      '  SMITH/TOM',
      `    ${en['order.seat']}: ${en['order.onLap']}`,
      `    ${en['order.extraBags']}: ${en['order.noExtraBags']}`,
      `    ${en['order.specialMeal']}: ${MEAL_NAMES.BBML.en}`,
    ]);
    expect(block(mail.text, 'CZ3102: Kunming to Guangzhou')).toContain(`    ${en['order.seat']}: 30A ($10.00)`);
    expect(block(mail.text, `${en['mail.order.price']}:`)).toEqual([
      `${en['mail.order.price']}:`,
      `  ${en['order.fare']}: $220.00`,
      `  ${en['order.taxes']}: $45.00`,
      `  ${en['order.seatsTotal']}: $40.00`,
      `  ${en['order.bagsTotal']}: $70.00`,
      `  ${en['order.mealsTotal']}: $0.00`,
      '  Discount with coupon CP000042: −$20.00',
      `  ${en['order.totalPaid']}: $355.00`,
    ]);
  });

  it('says them in the order’s language, meal names included', () => {
    const de = messagesOf('de');
    const mail = confirmationMail(orderWithExtras({ lang: 'de' }), context('de'));
    const money = (amount: number) => formatMoney({ amount, currency: 'NZD' }, 'de');
    expect(mail.text).toContain(`${de['order.seat']}: 12C, ${de['order.seatKind.exit']} (${money(3_000)})`);
    expect(mail.text).toContain(`${de['order.specialMeal']}: ${MEAL_NAMES.BBML.de}`);
    expect(mail.text).toContain(`${de['order.discountCoupon'].replace('{code}', 'CP000042')}: −${money(2_000)}`);
    expect(mail.html).toContain(
      `<caption style="text-align: left; font-weight: bold; padding-bottom: 4px;">${de['order.flightExtras'].replace('{flightNo}', 'CZ3101')}</caption>`,
    );
  });

  it('keeps names and codes escaped in the HTML part', () => {
    const order = orderWithExtras({
      passengers: [
        { type: 'ADT', name: 'O’NEIL/<B>ANNA</B>', infantOf: null, tickets: [] },
        { type: 'INF', name: 'O’NEIL/TOM & CO', infantOf: 0, tickets: [] },
      ],
      extras: { ...orderWithExtras().extras, meals: [{ segment: 0, passenger: 1, code: '<XX>', amount: 0 }] },
      discountOrderInfos: [{ discountCode: '"A&B"', kind: 'code', amount: 2_000 }],
    });
    const html = confirmationMail(order, context('en')).html ?? '';
    expect(html).not.toContain('<B>');
    expect(html).not.toContain('<XX>');
    expect(html).toContain('O’NEIL/&lt;B&gt;ANNA&lt;/B&gt;</th>');
    expect(html).toContain('O’NEIL/TOM &amp; CO</th>');
    expect(html).toContain('>&lt;XX&gt;</td>');
    expect(html).toContain('Discount with promotion code &quot;A&amp;B&quot;</th>');
  });
});
