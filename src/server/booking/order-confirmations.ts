import { and, eq, gt, inArray, isNull, lt, or, type Placeholder, sql } from 'drizzle-orm';
import type { OrderView } from '../../domain/booking/order.ts';
import { maskEmail } from '../../domain/booking/order-access.ts';
import { isLang } from '../../domain/languages.ts';
import type { DbHandle } from '../db/connect.ts';
import { placeholderSql } from '../db/placeholder-sql.ts';
import { airport, bookingOrder, orderMail } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { ConfirmationSender } from '../mail/order-mails.ts';
import type { PageLinks } from '../mail/page-links.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import { groupedWrites } from '../platform/grouped-writes.ts';
import type { Logger } from '../platform/logger.ts';
import { type OrderRecord, orderView, orderWhere, ticketsOf } from './order-records.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A sender that claimed a confirmation this long ago and never marked it sent is taken to have stopped. */
export const CONFIRMATION_CLAIM_MS = 10 * 60 * 1000;
/** A confirmation that fails this often is left for the traveller to ask for again. */
export const MAX_CONFIRMATION_TRIES = 5;
/**
 * Confirmations sent within this time are marked sent together, by one statement and one commit rather than one of
 * each for every order (under the order load, a tenth of the embedded database's statements). A server that stops
 * before the mark is written sends that confirmation again once its claim lapses, as one that stopped while sending.
 */
const SENT_MARKS_MS = 50;
/** Orders ticketed longer ago than this are not mailed by the recovery pass. */
const RECOVERY_WINDOW_MS = 48 * HOUR_MS;
/** Confirmations sent again on request, per order and per address, in an hour. */
export const RESENDS_PER_ORDER_HOUR = 3;
export const RESENDS_PER_ADDRESS_HOUR = 20;

/** A confirmation nobody holds: never claimed, or claimed before `cutoff` by a sender taken to have stopped. */
const unclaimedSince = (cutoff: Date | Placeholder) => or(isNull(orderMail.claimedAt), lt(orderMail.claimedAt, cutoff));

/**
 * The confirmation e-mail of a ticketed order. Each order's row in order_mail is
 * claimed before the mail goes out (by the statement that writes the tickets, or
 * here) and marked sent after, so that however often and wherever ticketing
 * reports an order, one confirmation is sent; a send that failed is picked up by
 * the next recovery pass, and a server that stopped between tickets and mail by
 * the first pass after its claim lapses (CONFIRMATION_CLAIM_MS). A traveller may
 * ask for it again, a few times an hour.
 */
export function createOrderConfirmations(deps: {
  db: DbHandle;
  clock: Clock;
  logger: Logger;
  send: ConfirmationSender;
  links: PageLinks;
  limits: RequestLimits;
}) {
  const { db, clock, logger, send, links, limits } = deps;
  const uidDomain = new URL(links.origin).hostname;

  // The two statements of each confirmation, built once and kept prepared by name (as in order-records.ts).
  const claimRow = db.db
    .insert(orderMail)
    .values({ orderId: sql.placeholder('orderId'), claimedAt: sql.placeholder('now'), tries: 1 })
    .onConflictDoUpdate({
      target: orderMail.orderId,
      set: { claimedAt: placeholderSql('now'), tries: sql`${orderMail.tries} + 1` },
      setWhere: and(isNull(orderMail.sentAt), lt(orderMail.tries, MAX_CONFIRMATION_TRIES), unclaimedSince(sql.placeholder('cutoff'))),
    })
    .returning({ orderId: orderMail.orderId })
    .prepare('order_mail_claim');
  const markSent = db.db
    .update(orderMail)
    .set({ sentAt: placeholderSql('now') })
    .where(sql`${orderMail.orderId} = any(${sql.placeholder('orderIds')}::bigint[])`)
    .prepare('order_mail_sent');
  // Under load, the confirmations sent within SENT_MARKS_MS are marked by one statement (grouped-writes.ts).
  const sentMarks = groupedWrites<number>(async (orderIds) => {
    await markSent.execute({ orderIds, now: clock.now() });
  }, SENT_MARKS_MS);

  // An airport keeps its time zone, so each is read once: no larger than the network's airports.
  const knownZones = new Map<string, string>();

  async function timeZonesOf(view: OrderView): Promise<Map<string, string>> {
    const codes = [...new Set(view.segments.flatMap((s) => [s.depAirport, s.arrAirport]))];
    const unknown = codes.filter((code) => !knownZones.has(code));
    if (unknown.length > 0) {
      const rows = await db.db.select({ code: airport.code, timeZone: airport.timeZone }).from(airport).where(inArray(airport.code, unknown));
      for (const row of rows) knownZones.set(row.code, row.timeZone);
    }
    return new Map(
      codes.flatMap((code) => {
        const zone = knownZones.get(code);
        return zone === undefined ? [] : [[code, zone] as const];
      }),
    );
  }

  async function deliver(view: OrderView): Promise<void> {
    const lang = isLang(view.lang) ? view.lang : 'en';
    const link = links.to(view.site, lang, 'my.order.detail', {}, { oId: view.orderNo });
    await send(view, { lang, timeZones: await timeZonesOf(view), link, uidDomain, now: clock.now() });
  }

  /** Takes the order's confirmation for this sender: false when it was sent, or another sender has it in hand. */
  async function claim(orderId: number): Promise<boolean> {
    const now = clock.now();
    const rows = await claimRow.execute({ orderId, now, cutoff: new Date(now.getTime() - CONFIRMATION_CLAIM_MS) });
    return rows.length > 0;
  }

  async function viewOf(orderId: number): Promise<OrderView | undefined> {
    const order = await orderWhere(db.db, eq(bookingOrder.id, orderId));
    return order ? orderView(order, await ticketsOf(db.db, orderId)) : undefined;
  }

  async function sendClaimed(orderId: number, view: OrderView): Promise<boolean> {
    try {
      await deliver(view);
    } catch (error) {
      // Given back at once, so that the next recovery pass tries again.
      await db.db.update(orderMail).set({ claimedAt: null }).where(eq(orderMail.orderId, orderId));
      const details = error instanceof Error ? (error as Error & { code?: unknown }) : undefined;
      logger.error('confirmation not sent', {
        orderNo: view.orderNo,
        error: details?.name ?? 'unknown',
        code: typeof details?.code === 'string' ? details.code : undefined,
      });
      return false;
    }
    await sentMarks.add(orderId);
    return true;
  }

  return {
    /**
     * Ticketing's report that an order's tickets are issued, with the order as ticketing wrote it, and whether its
     * statement claimed the confirmation for this process already (ticketing.ts); if not, it is claimed here.
     */
    async ticketed(view: OrderView, orderId: number, claimedAtTicketing = false): Promise<void> {
      if (claimedAtTicketing || (await claim(orderId))) await sendClaimed(orderId, view);
    },

    /** Sends the confirmations of recently ticketed orders that have none yet; answers how many went out. */
    async sendPending(): Promise<number> {
      const now = clock.now();
      const due = await db.db
        .select({ id: bookingOrder.id })
        .from(bookingOrder)
        .leftJoin(orderMail, eq(orderMail.orderId, bookingOrder.id))
        .where(
          and(
            eq(bookingOrder.status, 'ticketed'),
            gt(bookingOrder.ticketedAt, new Date(now.getTime() - RECOVERY_WINDOW_MS)),
            or(
              isNull(orderMail.orderId),
              and(isNull(orderMail.sentAt), lt(orderMail.tries, MAX_CONFIRMATION_TRIES), unclaimedSince(new Date(now.getTime() - CONFIRMATION_CLAIM_MS))),
            ),
          ),
        )
        .orderBy(bookingOrder.id)
        .limit(100);
      let sent = 0;
      for (const { id } of due) {
        if (!(await claim(id))) continue;
        const view = await viewOf(id);
        if (view && (await sendClaimed(id, view))) sent++;
      }
      return sent;
    },

    /** Sends a ticketed order's confirmation again to its contact address. */
    async resend(order: OrderRecord, address: string): Promise<{ sent: true; to: string }> {
      if (order.status !== 'ticketed') throw new AppError('conflict');
      const orderKey = `order:${order.orderNo}`;
      const addressKey = `address:${address}`;
      const attempt = await limits.begin('orderMail', [orderKey, addressKey]);
      const over = await attempt.over([
        { key: orderKey, max: RESENDS_PER_ORDER_HOUR, windowMs: HOUR_MS },
        { key: addressKey, max: RESENDS_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
      ]);
      if (over) throw new AppError('tooManyRequests');
      try {
        await deliver(orderView(order, await ticketsOf(db.db, order.id)));
      } catch (error) {
        logger.error('confirmation not sent again', { orderNo: order.orderNo, error: error instanceof Error ? error.name : 'unknown' });
        throw new AppError('unavailable');
      }
      return { sent: true, to: maskEmail(order.contact.email) };
    },
  };
}

export type OrderConfirmations = ReturnType<typeof createOrderConfirmations>;
