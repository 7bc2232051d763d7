import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import type { OrderView } from '../../../domain/booking/order.ts';
import { bcp47 } from '../../../domain/languages.ts';
import { mailExtraPriceRows } from '../../mail/order-mail-extras.ts';
import { bookingBarcode } from './booking-barcode.ts';
import { type ReceiptFontFiles, receiptFontLoader, registerReceiptFonts } from './receipt-fonts.ts';
import { type Column, facts, figure, heading, PAGE_MARGIN, pageFooters, paragraph, type Sheet, startSheet, table, title } from './receipt-layout.ts';
import { type ReceiptWords, receiptWords } from './receipt-words.ts';

export { DEFAULT_RECEIPT_FONT, ReceiptFontError } from './receipt-fonts.ts';

/** A payment of the order as the payment records hold it. */
export interface ReceiptPayment {
  /** card, or the card's brand (visa, mastercard…); another method is shown as it is. */
  readonly method: string;
  /** Minor units of `currency`. */
  readonly amount: number;
  readonly currency: string;
  /** ISO 8601 instant. */
  readonly paidAt: string;
}

export interface ReceiptInput {
  readonly order: OrderView;
  readonly payments: readonly ReceiptPayment[];
  readonly issuedAt: Date;
}

export interface ItineraryReceipts {
  /** The receipt as a PDF; fails with a ReceiptFontError when the font file cannot be had. */
  render(input: ReceiptInput): Promise<Buffer>;
}

const BARCODE = { width: 168, height: 58 } as const;

/**
 * The itinerary receipt of an order as an A4 PDF in the order's language: the brand and a line saying the
 * airline is a demonstration, the order number, the booking reference with its PDF417 barcode, the status
 * and date of issue; the passengers with their ticket numbers; the flights with local times, cabin, booking
 * class and baggage; the fares and taxes per passenger type, extras, discounts and the total (an award's
 * miles too); and the payments. Set in Noto Sans CJK (subset into the file) in the face of the language.
 * The font collections are read once, on the first receipt.
 */
export function createItineraryReceipts(deps: { fontFile: string | undefined }): ItineraryReceipts {
  const fonts = receiptFontLoader(deps.fontFile);
  return {
    async render(input) {
      const files = await fonts();
      const barcode = await bookingBarcode(input.order.locator);
      return writeReceipt(input, files, barcode);
    },
  };
}

async function writeReceipt(input: ReceiptInput, files: ReceiptFontFiles, barcode: Buffer): Promise<Buffer> {
  const { order } = input;
  const w = receiptWords(order);
  const brand = w.t('main.brand');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: bcp47(w.lang),
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: w.t('receipt.documentTitle', { orderNo: order.orderNo }),
      Author: brand,
      Subject: w.t('receipt.subject', { locator: order.locator }),
      Keywords: `${order.orderNo} ${order.locator}`,
      Creator: brand,
      CreationDate: input.issuedAt,
      ModDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  registerReceiptFonts(doc, files, w.lang);
  const sheet = startSheet(doc);

  head(sheet, input, w, barcode);
  passengers(sheet, order, w);
  flights(sheet, order, w);
  prices(sheet, order, w);
  payments(sheet, input.payments, w);
  invoice(sheet, order, w);
  if (doc.bufferedPageRange().count > 1) {
    pageFooters(sheet, `${brand} · ${order.orderNo}`, (page, pages) => w.t('receipt.page', { page, pages }));
  }

  const ended = once(doc, 'end');
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The title, the brand and the demonstration notice, then the order's facts beside the barcode of its booking reference. */
function head(sheet: Sheet, input: ReceiptInput, w: ReceiptWords, barcode: Buffer): void {
  const { order } = input;
  const brand = w.t('main.brand');
  title(sheet, w.t('receipt.title'));
  paragraph(sheet, brand, { strong: true });
  paragraph(sheet, w.t('receipt.demo', { brand }), { muted: true, small: true });
  sheet.doc.y += 8;

  const top = sheet.doc.y;
  const x = PAGE_MARGIN + sheet.width - BARCODE.width;
  figure(sheet, barcode, w.t('receipt.barcode', { locator: order.locator }), { x, y: top, ...BARCODE });
  const rows: [string, string][] = [
    [w.t('order.orderNo'), order.orderNo],
    [w.t('order.locator'), order.locator],
    ...(order.type === 'mileage' ? [[w.t('mileage.order.kind'), w.t('mileage.order.award')] as [string, string]] : []),
    [w.t('order.status'), w.t(`order.status.${order.status}`)],
    [w.t('order.bookedOn'), w.instant(order.createdAt)],
    [w.t('receipt.issuedOn'), w.instant(input.issuedAt)],
  ];
  facts(sheet, rows, { width: sheet.width - BARCODE.width - 24, labelShare: 0.42 });
  sheet.doc.y = Math.max(sheet.doc.y, top + BARCODE.height);
}

function passengers(sheet: Sheet, order: OrderView, w: ReceiptWords): void {
  heading(sheet, w.t('order.passengers'));
  const columns: Column[] = [
    { header: w.t('order.name'), share: 3 },
    { header: w.t('order.type'), share: 1.6 },
    { header: w.t('order.ticket'), share: 2.4 },
  ];
  const rows = order.passengers.map((p) => [p.name, w.t(`order.passengerType.${p.type}`), p.tickets.length > 0 ? p.tickets.join(', ') : w.t('order.noTicket')]);
  table(sheet, columns, rows);
}

function flights(sheet: Sheet, order: OrderView, w: ReceiptWords): void {
  heading(sheet, w.t('order.itinerary'), 72);
  paragraph(sheet, w.t('receipt.localTimes'), { muted: true, small: true });
  const columns: Column[] = [
    { header: w.t('receipt.flight'), share: 1 },
    { header: w.t('receipt.from'), share: 1.5 },
    { header: w.t('receipt.to'), share: 1.5 },
    { header: w.t('order.departs'), share: 1.7 },
    { header: w.t('order.arrives'), share: 1.7 },
    { header: w.t('order.cabin'), share: 2.3 },
    { header: w.t('order.baggage'), share: 1.3 },
  ];
  const place = (code: string) => `${w.names.city(code)} (${code})`;
  // The class letter stays on the line of the word before it.
  const bookingClass = (code: string) => w.t('receipt.bookingClass', { code }).replace(/ (?=\S+$)/, '\u00a0');
  const fare = (familyId: string) => (order.type === 'mileage' ? w.t('mileage.order.fare') : w.t(`shop.family.${familyId}`));
  const rows = order.segments.map((s) => [
    s.flightNo,
    place(s.depAirport),
    place(s.arrAirport),
    w.local(s.depDate),
    w.local(s.arrDate),
    `${w.t(`cabin.${s.cabin}`)} · ${fare(s.familyId)}\n${bookingClass(s.bookingClass)}`,
    w.baggage(s.baggageAllow),
  ]);
  table(sheet, columns, rows);
}

/**
 * The fares, taxes and surcharges of each passenger type for all its passengers (an award's: its taxes, beside
 * the miles it spent), then, when the order has extras or a discount, the rows that add up to the total.
 */
function prices(sheet: Sheet, order: OrderView, w: ReceiptWords): void {
  heading(sheet, w.t('order.price'));
  const award = order.type === 'mileage';
  const totalLabel = w.t(order.payStatus ? 'order.totalPaid' : 'order.totalToPay');
  const others = mailExtraPriceRows(order, { t: w.t, money: w.money, mealName: w.mealName });
  // Without extras or a discount the flights are the whole price, and the first table's total says it.
  const summed = others.length > 0;
  const fares = order.totalPrice + order.totalTax + order.totalSurcharge;
  const surcharges = !award && order.totalSurcharge > 0;
  const amount = (header: string, share = 1.6): Column => ({ header, share, align: 'right' });
  const perType = (line: OrderView['prices'][number]) => w.t('order.priceLine', { count: line.count, type: w.t(`order.passengerType.${line.type}`) });

  if (award) {
    facts(sheet, [
      [w.t('mileage.order.milesSpent'), w.t('receipt.miles', { miles: order.miles })],
      [w.t(order.payStatus ? 'mileage.order.taxesPaid' : 'mileage.order.taxesToPay'), w.money(order.totalPayMoney)],
    ]);
    sheet.doc.y += 6;
  }
  // An award's fare is its miles: its lines are taxes alone.
  const columns: Column[] = award
    ? [{ header: w.t('order.type'), share: 3 }, amount(w.t('order.taxes'), 2)]
    : [
        { header: w.t('order.type'), share: 2.6 },
        amount(w.t('order.fare')),
        amount(w.t('order.taxes')),
        ...(surcharges ? [amount(w.t('order.surcharges'))] : []),
        amount(w.t('order.subtotal'), 1.8),
      ];
  const rows = order.prices.map((line) =>
    award
      ? [perType(line), w.money(line.total * line.count)]
      : [
          perType(line),
          w.money(line.fare * line.count),
          w.money(line.taxes * line.count),
          ...(surcharges ? [w.money(line.surcharges * line.count)] : []),
          w.money(line.total * line.count),
        ],
  );
  const total = summed ? [w.t('order.faresTotal'), w.money(fares)] : [totalLabel, w.money(order.totalPayMoney)];
  const footer = award
    ? total
    : [total[0], w.money(order.totalPrice), w.money(order.totalTax), ...(surcharges ? [w.money(order.totalSurcharge)] : []), total[1]];
  table(sheet, columns, rows, footer);

  if (summed) {
    sheet.doc.y += 8;
    table(
      sheet,
      [{ header: w.t('order.item'), share: 5 }, amount(w.t('order.amount'), 2)],
      [[w.t('order.faresTotal'), w.money(fares)], ...others],
      [totalLabel, w.money(order.totalPayMoney)],
    );
  }
}

/** A business traveller's invoice details: who the receipt is made out to. */
function invoice(sheet: Sheet, order: OrderView, w: ReceiptWords): void {
  if (!order.invoice) return;
  heading(sheet, w.t('order.invoice.heading'), 36);
  facts(sheet, [
    [w.t('order.invoice.title'), order.invoice.title],
    [w.t('order.invoice.taxId'), order.invoice.taxId],
    [w.t('order.invoice.address'), order.invoice.address],
    [w.t('order.invoice.company'), order.invoice.companyCode],
  ]);
}

function payments(sheet: Sheet, paid: readonly ReceiptPayment[], w: ReceiptWords): void {
  heading(sheet, w.t('receipt.payments'), 36);
  if (paid.length === 0) {
    paragraph(sheet, w.t('receipt.notPaid'));
    return;
  }
  table(
    sheet,
    [
      { header: w.t('receipt.paymentMethod'), share: 2.4 },
      { header: w.t('receipt.paidAt'), share: 2.4 },
      { header: w.t('order.amount'), share: 2, align: 'right' },
    ],
    paid.map((p) => [w.paymentMethod(p.method), w.instant(p.paidAt), w.moneyIn(p.amount, p.currency)]),
  );
}
