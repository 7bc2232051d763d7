import type { OrderView } from '../../domain/booking/order.ts';
import { maskEmail } from '../../domain/booking/order-access.ts';
import { isLang } from '../../domain/languages.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmationMail } from '../mail/order-mails.ts';
import type { PageLinks } from '../mail/page-links.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import { type OrderRecord, orderView, orderWhere, ticketsOf } from './order-records.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A sender that claimed a confirmation this long ago and never marked it sent is taken to have stopped. */
export const CONFIRMATION_CLAIM_MS = 10 * 60 * 1000;
/** A confirmation that fails this often is left for the traveller to ask for again. */
export const MAX_CONFIRMATION_TRIES = 5;
/** Orders ticketed longer ago than this are not mailed by the recovery pass. */
const RECOVERY_WINDOW_MS = 48 * HOUR_MS;
/** Confirmations sent again on request, per order and per address, in an hour. */
export const RESENDS_PER_ORDER_HOUR = 3;
export const RESENDS_PER_ADDRESS_HOUR = 20;

/**
 * The confirmation e-mail of a ticketed order. Each order's row in order_mail is
 * claimed before the mail goes out and marked sent after, so that however often
 * and wherever ticketing reports an order, one confirmation is sent; a send that
 * failed, or a server that stopped between tickets and mail, is picked up by the
 * recovery pass. A traveller may ask for it again, a few times an hour.
 */
export function createOrderConfirmations(deps: { db: DbHandle; clock: Clock; logger: Logger; mailer: Mailer; links: PageLinks; limits: RequestLimits }) {
  const { db, clock, logger, mailer, links, limits } = deps;
  const uidDomain = new URL(links.origin).hostname;

  async function timeZonesOf(view: OrderView): Promise<Map<string, string>> {
    const codes = [...new Set(view.segments.flatMap((s) => [s.depAirport, s.arrAirport]))];
    const rows = await db.query<{ code: string; time_zone: string }>('select code, time_zone from airport where code = any($1::text[])', [codes]);
    return new Map(rows.map((row) => [row.code, row.time_zone]));
  }

  async function deliver(view: OrderView): Promise<void> {
    const lang = isLang(view.lang) ? view.lang : 'en';
    const link = links.to(view.site, lang, 'my.order.detail', {}, { oId: view.orderNo });
    await mailer.send(confirmationMail(view, { lang, timeZones: await timeZonesOf(view), link, uidDomain, now: clock.now() }));
  }

  /** Takes the order's confirmation for this sender: false when it was sent, or another sender has it in hand. */
  async function claim(orderId: number): Promise<boolean> {
    const now = clock.now();
    const rows = await db.query<{ order_id: number }>(
      `insert into order_mail (order_id, claimed_at, tries) values ($1, $2, 1)
       on conflict (order_id) do update set claimed_at = excluded.claimed_at, tries = order_mail.tries + 1
         where order_mail.sent_at is null and order_mail.tries < $4 and (order_mail.claimed_at is null or order_mail.claimed_at < $3)
       returning order_id`,
      [orderId, now, new Date(now.getTime() - CONFIRMATION_CLAIM_MS), MAX_CONFIRMATION_TRIES],
    );
    return rows.length > 0;
  }

  async function sendClaimed(orderId: number): Promise<boolean> {
    const order = await orderWhere(db.query, 'id = $1', [orderId]);
    if (!order) return false;
    try {
      await deliver(orderView(order, await ticketsOf(db.query, orderId)));
    } catch (error) {
      // Given back at once, so that the next recovery pass tries again.
      await db.query('update order_mail set claimed_at = null where order_id = $1', [orderId]);
      const details = error instanceof Error ? (error as Error & { code?: unknown }) : undefined;
      logger.error('confirmation not sent', {
        orderNo: order.orderNo,
        error: details?.name ?? 'unknown',
        code: typeof details?.code === 'string' ? details.code : undefined,
      });
      return false;
    }
    await db.query('update order_mail set sent_at = $2 where order_id = $1', [orderId, clock.now()]);
    return true;
  }

  return {
    /** Ticketing's report that an order's tickets are issued. */
    async ticketed(view: OrderView): Promise<void> {
      const [row] = await db.query<{ id: number }>('select id::float8 as id from booking_order where order_no = $1', [view.orderNo]);
      if (row && (await claim(Number(row.id)))) await sendClaimed(Number(row.id));
    },

    /** Sends the confirmations of recently ticketed orders that have none yet; answers how many went out. */
    async sendPending(): Promise<number> {
      const now = clock.now();
      const due = await db.query<{ id: number }>(
        `select o.id::float8 as id from booking_order o left join order_mail m on m.order_id = o.id
         where o.status = 'ticketed' and o.ticketed_at > $1
           and (m.order_id is null or (m.sent_at is null and m.tries < $3 and (m.claimed_at is null or m.claimed_at < $2)))
         order by o.id limit 100`,
        [new Date(now.getTime() - RECOVERY_WINDOW_MS), new Date(now.getTime() - CONFIRMATION_CLAIM_MS), MAX_CONFIRMATION_TRIES],
      );
      let sent = 0;
      for (const { id } of due) if ((await claim(Number(id))) && (await sendClaimed(Number(id)))) sent++;
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
        await deliver(orderView(order, await ticketsOf(db.query, order.id)));
      } catch (error) {
        logger.error('confirmation not sent again', { orderNo: order.orderNo, error: error instanceof Error ? error.name : 'unknown' });
        throw new AppError('unavailable');
      }
      return { sent: true, to: maskEmail(order.contact.email) };
    },
  };
}

export type OrderConfirmations = ReturnType<typeof createOrderConfirmations>;
