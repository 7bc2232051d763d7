import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../src/domain/booking/order.ts';
import { localeFormat, siteFormat } from '../../../src/domain/locale-format.ts';
import { messagesOf } from '../../../src/lib/i18n/index.ts';
import {
  createItineraryReceipts,
  DEFAULT_RECEIPT_FONT,
  type ReceiptInput,
  type ReceiptPayment,
} from '../../../src/server/booking/receipt/itinerary-receipt.ts';
import { printable, printableMoney } from '../../../src/server/booking/receipt/receipt-fonts.ts';
import { orderWithExtras } from '../../support/order-view-fixture.ts';

// One factory for the file: it reads the 20 MB collection once, on the first receipt.
const receipts = createItineraryReceipts({ fontFile: DEFAULT_RECEIPT_FONT });
const issuedAt = new Date('2026-06-02T09:30:00Z');
const cardPayment: ReceiptPayment = { method: 'visa', amount: 35_500, currency: 'NZD', paidAt: '2026-06-01T00:05:00Z' };

async function read(pdf: Buffer): Promise<{ text: string; pages: string[] }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((page) => page.text) };
  } finally {
    await parser.destroy();
  }
}

async function receiptOf(order: OrderView, payments: readonly ReceiptPayment[] = [cardPayment]): Promise<{ pdf: Buffer; text: string; pages: string[] }> {
  const input: ReceiptInput = { order, payments, issuedAt };
  const pdf = await receipts.render(input);
  return { pdf, ...(await read(pdf)) };
}

/** A round trip of six flights for twelve passengers, each with a ticket a flight. */
function largeOrder(): OrderView {
  const base = orderWithExtras();
  const route = ['CAN', 'KMG', 'CAN', 'KMG', 'CAN', 'KMG', 'CAN'];
  const segments = route.slice(0, -1).map((from, i) => ({
    ...base.segments[0],
    segType: i < 3 ? 0 : 1,
    flightNo: `CZ${3201 + i}`,
    depAirport: from,
    depCity: from,
    arrAirport: route[i + 1],
    arrCity: route[i + 1],
    depDate: `2026-12-0${i + 1}T08:00`,
    arrDate: `2026-12-0${i + 1}T10:00`,
  }));
  const passengers = Array.from({ length: 12 }, (_, p) => ({
    type: 'ADT' as const,
    name: `TRAVELLER/NUMBER${String.fromCharCode(65 + p)}`,
    infantOf: null,
    tickets: segments.map((_, s) => `78400000${String(p).padStart(2, '0')}${String(s).padStart(3, '0')}`),
  }));
  return {
    ...base,
    segments,
    passengers,
    prices: [{ type: 'ADT', count: 12, fare: 20_000, taxes: 4_000, surcharges: 0, total: 24_000 }],
    totalPrice: 240_000,
    totalTax: 48_000,
    totalPayMoney: 288_000,
    totaladultNum: 12,
    totalinfantNum: 0,
    extras: { seats: [], bags: [], meals: [], total: 0 },
    discountOrderInfos: [],
  };
}

describe('the itinerary receipt', () => {
  it('of an English order holds the order number, booking reference, each passenger with their tickets, each flight and the total paid', async () => {
    const order = orderWithExtras();
    const { text, pages } = await receiptOf(order);
    expect(pages).toHaveLength(1);
    expect(text).toContain('Itinerary receipt');
    expect(text).toContain(order.orderNo);
    expect(text).toContain(order.locator);
    for (const passenger of order.passengers) {
      expect(text).toContain(passenger.name);
      for (const ticket of passenger.tickets) expect(text).toContain(ticket);
    }
    for (const segment of order.segments) expect(text).toContain(segment.flightNo);
    expect(text).toMatch(/Guangzhou\s+\(CAN\)/);
    // English on the New Zealand site: its day-first dates, its 12-hour clock and its own dollar.
    expect(text).toMatch(/Tue, 1 Dec\s+2026, 8:00\sam/);
    const total = siteFormat('en', 'nz').money({ amount: order.totalPayMoney, currency: 'NZD' });
    expect(total).toBe('$355.00');
    expect(text).toMatch(new RegExp(`Total paid\\s+${total.replace('$', '\\$')}`));
    expect(text).toContain('Discount with coupon CP000042');
    expect(text).toContain('Card (Visa)');
    expect(text).toContain('fictional airline');
  });

  it('of a Japanese order is written in Japanese, in an embedded subset of the Japanese face', async () => {
    const ja = messagesOf('ja');
    const { pdf, text } = await receiptOf(orderWithExtras({ lang: 'ja', site: 'jp' }));
    expect(text).toContain(ja['receipt.title']);
    expect(text).toContain('旅程表兼領収書');
    expect(text).toContain('広州 (CAN)');
    expect(text).toContain(ja['order.passengerType.INF']);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile3?\b/);
    // A subset's name is six letters, a plus and the face's PostScript name.
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansCJKjp-Regular/);
    expect(raw).toContain('/Lang (ja)');
    expect(raw).toContain('/Marked true');
  });

  it('sets the title, author, subject and language of the document', async () => {
    const parser = new PDFParse({
      data: new Uint8Array(await receipts.render({ order: orderWithExtras({ lang: 'tc', site: 'hk' }), payments: [], issuedAt })),
    });
    try {
      const { info, total } = await parser.getInfo();
      expect(total).toBe(1);
      expect(info?.Title).toBe(`${messagesOf('tc')['receipt.title']} C1234567890123456`);
      expect(info?.Author).toBe('Demo Air');
      expect(info?.Subject).toContain('ABC234');
      expect(info?.Language).toBe('zh-Hant');
      expect(info?.PDFFormatVersion).toBe('1.7');
    } finally {
      await parser.destroy();
    }
  });

  it('flows a long order onto further pages, each with its page number, and leaves nothing out', async () => {
    const order = largeOrder();
    const { text, pages } = await receiptOf(order);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    for (const passenger of order.passengers) {
      expect(text).toContain(passenger.name);
      for (const ticket of passenger.tickets) expect(text).toContain(ticket);
    }
    for (const segment of order.segments) expect(text).toContain(segment.flightNo);
    expect(pages.at(-1)).toContain('Payments');
  });

  it('of an award order shows the miles spent beside the taxes paid', async () => {
    const order = orderWithExtras({
      type: 'mileage',
      miles: 45_000,
      prices: [{ type: 'ADT', count: 1, fare: 0, taxes: 4_000, surcharges: 0, total: 4_000 }],
      passengers: [{ type: 'ADT', name: 'SMITH/ANNA', infantOf: null, tickets: ['7840000000001'] }],
      totalPrice: 0,
      totalTax: 4_000,
      totalPayMoney: 4_000,
      totalinfantNum: 0,
      extras: { seats: [], bags: [], meals: [], total: 0 },
      discountOrderInfos: [],
    });
    const { text } = await receiptOf(order, [{ ...cardPayment, amount: 4_000 }]);
    expect(text).toMatch(/Miles spent\s+45,000 miles/);
    expect(text).toContain('Award booking');
    expect(text).toMatch(/Taxes and fees paid\s+\$40\.00/);
  });

  it('of a business traveller’s order shows who the invoice is made out to', async () => {
    const invoice = { companyCode: 'ACME01', title: 'Acme Test Ltd', taxId: 'NZ-123-456', address: '1 Test Street, Auckland' };
    const { text } = await receiptOf(orderWithExtras({ invoice }));
    expect(text).toContain('Invoice details');
    for (const value of Object.values(invoice)) expect(text).toContain(value);
    expect((await receiptOf(orderWithExtras())).text).not.toContain('Invoice details');
  });

  it('of an order not paid yet says so', async () => {
    const { text } = await receiptOf(orderWithExtras({ status: 'unpaid', payStatus: false }), []);
    expect(text).toContain('Not paid yet');
    expect(text).toContain('Awaiting payment');
    expect(text).toMatch(/Total to pay\s+\$355\.00/);
  });

  it('fails with an error naming the font file and its Debian package when the file is missing or not set', async () => {
    const missing = '/nowhere/fonts/NotoSansCJK-Regular.ttc';
    const input: ReceiptInput = { order: orderWithExtras(), payments: [], issuedAt };
    await expect(createItineraryReceipts({ fontFile: missing }).render(input)).rejects.toThrow(
      expect.objectContaining({ name: 'ReceiptFontError', message: expect.stringMatching(/\/nowhere\/fonts\/NotoSansCJK-Regular\.ttc.*fonts-noto-cjk/) }),
    );
    await expect(createItineraryReceipts({ fontFile: undefined }).render(input)).rejects.toThrow(/fonts-noto-cjk/);
  });
});

describe('the text of a receipt', () => {
  it('uses only characters its font draws: spaces, accented letters and currency signs it lacks are replaced', () => {
    expect(printable('1\u202f234,00\u00a0€')).toBe('1\u00a0234,00\u00a0€');
    expect(printable('Šibenik, Łódź, Nguyễn, Lǚ')).toBe('Sibenik, Lódz, Nguyen, Lǚ');
    expect(printableMoney(localeFormat('en'), 'INR')(123_456)).toBe('INR\u00a01,234.56');
    expect(printableMoney(localeFormat('fr'), 'EUR')(123_456)).toBe('1\u00a0234,56\u00a0€');
    expect(printableMoney(localeFormat('ko'), 'KRW')(50_000)).toBe('₩50,000');
  });
});
