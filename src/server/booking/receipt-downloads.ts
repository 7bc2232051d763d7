import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DownloadableOrder } from '../../domain/booking/downloads.ts';
import type { Lang } from '../../domain/languages.ts';
import { messagesOf, translate } from '../../lib/i18n/index.ts';
import type { DbHandle } from '../db/connect.ts';
import { bookingOrder, downloadCode, paymentAttempt } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import { codeHashes, drawSixDigits } from '../platform/code-hashes.ts';
import { tryCode } from '../platform/code-tries.ts';
import type { Logger } from '../platform/logger.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import type { DownloadGrants } from './download-grants.ts';
import { type OrderRecord, orderView, orderWhere, ticketsOf } from './order-records.ts';
import { orderSummary } from './order-summary.ts';
import { type ItineraryReceipts, ReceiptFontError } from './receipt/itinerary-receipt.ts';

/** A code is good this long after it is texted. */
export const DOWNLOAD_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries before a code locks and a new one must be sent. */
export const DOWNLOAD_CODE_MAX_TRIES = 5;
/** Codes one order may be sent within an hour, and codes one address may ask for. */
export const CODES_PER_ORDER_HOUR = 5;
export const CODES_PER_ADDRESS_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** The digits of a phone number with its calling code, as a number is compared: national trunk zeros dropped. */
const dialledDigits = (areaCode: string, phone: string) => `${areaCode.replace(/\D/g, '')}:${phone.replace(/\D/g, '').replace(/^0+/, '')}`;

/** The phone shown back to the traveller: the calling code and the last three digits. */
const maskedPhone = (contact: { areaCode: string; phone: string }) => `+${contact.areaCode.replace(/^\+/, '')} ••••${contact.phone.slice(-3)}`;

/** Only paid orders have a receipt: an unpaid one has nothing to show yet, a closed one was never paid. */
const hasReceipt = (order: OrderRecord) => order.status === 'paid' || order.status === 'ticketed';

/**
 * Itinerary receipts to download (spec 7 sendPreVcode, verifyPreVcode, orderVerifyCode, orderDetail, downloadUrl).
 * A guest proves an order theirs with the phone number its contact gave and a six-digit code texted to it (good for
 * 10 minutes, locked after five wrong tries, five an hour per order); a member, by owning it. Either proof is traded
 * for a grant (download-grants.ts) that opens the order's summary and its PDF.
 */
export function createReceiptDownloads(deps: {
  db: DbHandle;
  clock: Clock;
  logger: Logger;
  sms: SmsSender;
  limits: RequestLimits;
  keys: readonly [Buffer, ...Buffer[]];
  grants: DownloadGrants;
  receipts: ItineraryReceipts;
  /** Draws a code; random unless a test needs to know it. */
  draw?: () => string;
}) {
  const { db, clock } = deps;
  const draw = deps.draw ?? drawSixDigits;
  const hashes = codeHashes(deps.keys, 'download');

  const byNumber = (orderNo: string) => orderWhere(db.db, eq(bookingOrder.orderNo, orderNo));

  async function granted(grant: string): Promise<OrderRecord> {
    const orderId = deps.grants.open(grant, clock.now());
    const order = orderId === undefined ? undefined : await orderWhere(db.db, eq(bookingOrder.id, orderId));
    if (!order) throw new AppError('linkInvalid');
    return order;
  }

  async function latestCode(orderId: number) {
    const [row] = await db.db.select().from(downloadCode).where(eq(downloadCode.orderId, orderId)).orderBy(desc(downloadCode.id)).limit(1);
    return row;
  }

  async function paymentsOf(orderId: number) {
    const rows = await db.db
      .select({ amount: paymentAttempt.amount, currency: paymentAttempt.currency, paidAt: paymentAttempt.updatedAt })
      .from(paymentAttempt)
      .where(and(eq(paymentAttempt.orderId, orderId), eq(paymentAttempt.status, 'succeeded')))
      .orderBy(paymentAttempt.updatedAt);
    return rows.map((row) => ({ method: 'card', amount: row.amount, currency: row.currency, paidAt: row.paidAt.toISOString() }));
  }

  return {
    /**
     * Texts a code to the order's contact phone when the number given is that phone. A wrong number and an unknown
     * order answer alike (orderNotMatched), so the call tells nothing of orders to someone who does not know both.
     */
    async sendCode(input: { orderNo: string; areaCode: string; phone: string }, lang: Lang, address: string): Promise<{ sentTo: string; expiresIn: number }> {
      const attempt = await deps.limits.begin('download-code', [`order:${input.orderNo}`, `address:${address}`]);
      const over = await attempt.over([
        { key: `order:${input.orderNo}`, max: CODES_PER_ORDER_HOUR, windowMs: HOUR_MS },
        { key: `address:${address}`, max: CODES_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
      ]);
      if (over) throw new AppError('tooManyRequests');
      const order = await byNumber(input.orderNo);
      if (!order || dialledDigits(order.contact.areaCode, order.contact.phone) !== dialledDigits(input.areaCode, input.phone)) {
        throw new AppError('orderNotMatched', { fields: { phone: { code: 'e01' } } });
      }
      const code = draw();
      const now = clock.now();
      await db.db.delete(downloadCode).where(and(eq(downloadCode.orderId, order.id), lt(downloadCode.expiresAt, now)));
      await db.db.insert(downloadCode).values({
        orderId: order.id,
        codeHash: hashes.hash(order.id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + DOWNLOAD_CODE_TTL_MS),
      });
      const text = translate(messagesOf(lang), 'sms.downloadCode', { code, orderNo: order.orderNo, minutes: DOWNLOAD_CODE_TTL_MS / 60_000 });
      await deps.sms.send({ to: `+${order.contact.areaCode.replace(/^\+/, '')}${order.contact.phone}`, text });
      return { sentTo: maskedPhone(order.contact), expiresIn: DOWNLOAD_CODE_TTL_MS / 1000 };
    },

    /** Checks a code against the order's newest: a wrong try is counted in one conditional statement, so tries at once cannot slip past five. */
    async verifyCode(input: { orderNo: string; code: string }): Promise<{ grant: string; expiresIn: number }> {
      const now = clock.now();
      const order = await byNumber(input.orderNo);
      if (!order) throw new AppError('codeExpired');
      const row = await tryCode(await latestCode(order.id), {
        now,
        max: DOWNLOAD_CODE_MAX_TRIES,
        matches: (sent) => hashes.matches(sent.codeHash, order.id, input.code),
        countWrongTry: async (sent) => {
          const [counted] = await db.db
            .update(downloadCode)
            .set({ wrongTries: sql`${downloadCode.wrongTries} + 1` })
            .where(and(eq(downloadCode.id, sent.id), lt(downloadCode.wrongTries, DOWNLOAD_CODE_MAX_TRIES)))
            .returning({ wrongTries: downloadCode.wrongTries });
          return counted?.wrongTries;
        },
      });
      if (!row.verifiedAt) await db.db.update(downloadCode).set({ verifiedAt: now }).where(eq(downloadCode.id, row.id));
      return deps.grants.sign(order.id, now);
    },

    /** A member's grant for one of their own orders; another's order is as unknown as one that does not exist. */
    async memberGrant(memberId: number, orderNo: string): Promise<{ grant: string; expiresIn: number }> {
      const order = await orderWhere(db.db, and(eq(bookingOrder.orderNo, orderNo), eq(bookingOrder.memberId, memberId)));
      if (!order) throw new AppError('notFound');
      return deps.grants.sign(order.id, clock.now());
    },

    /** The order a grant opens, as the download page lists it. */
    async order(grant: string): Promise<DownloadableOrder> {
      const order = await granted(grant);
      const summary = orderSummary(order);
      const view = orderView(order, new Map());
      return {
        orderNo: order.orderNo,
        locator: order.locator,
        status: order.status,
        type: order.kind,
        route: summary.route,
        firstDeparture: summary.firstDeparture,
        passengers: view.passengers.map((passenger) => passenger.name),
        receipt: hasReceipt(order),
      };
    },

    /** The receipt of the order a grant opens, as a PDF and the name to save it under; orderClosed while it is unpaid. */
    async receipt(grant: string): Promise<{ fileName: string; pdf: Buffer }> {
      const order = await granted(grant);
      if (!hasReceipt(order)) throw new AppError('orderClosed');
      const input = { order: orderView(order, await ticketsOf(db.db, order.id)), payments: await paymentsOf(order.id), issuedAt: clock.now() };
      const pdf = await deps.receipts.render(input).catch((error: unknown) => {
        // The server lacks its font: the operator's to fix, so the log says which; the traveller may try again later.
        if (error instanceof ReceiptFontError) {
          deps.logger.error('receipt font missing', { error: error.message });
          throw new AppError('unavailable');
        }
        throw error;
      });
      return { fileName: `receipt-${order.orderNo}.pdf`, pdf };
    },
  };
}

export type ReceiptDownloads = ReturnType<typeof createReceiptDownloads>;
