import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isLang } from '../../domain/languages.ts';
import type { DbHandle } from '../db/connect.ts';
import { bookingOrder, scheduleChange } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PageLinks } from '../mail/page-links.ts';
import { scheduleChangeMail } from '../mail/schedule-change-mails.ts';
import type { Clock } from '../platform/clock.ts';
import type { OrderContact } from './order-records.ts';
import { scheduleChangeView } from './schedule-changes.ts';

/**
 * Tells travellers of the schedule changes to their bookings: one e-mail per order with every change
 * not yet told, in the order's language. A change is claimed before its mail goes out and given back
 * if the send fails, so that a second run sends what the first could not, and nothing twice.
 */
export function createScheduleChangeNotices(deps: { db: DbHandle; clock: Clock; mailer: Mailer; links: PageLinks }) {
  const { db, clock, mailer, links } = deps;

  async function notifyOrder(orderId: number): Promise<boolean> {
    const claimed = await db.db
      .update(scheduleChange)
      .set({ notifiedAt: clock.now() })
      .where(and(eq(scheduleChange.orderId, orderId), isNull(scheduleChange.notifiedAt)))
      .returning();
    if (claimed.length === 0) return false;
    const [order] = await db.db
      .select({ orderNo: bookingOrder.orderNo, locator: bookingOrder.locator, site: bookingOrder.site, lang: bookingOrder.lang, contact: bookingOrder.contact })
      .from(bookingOrder)
      .where(eq(bookingOrder.id, orderId));
    const contact = order.contact as OrderContact;
    const lang = isLang(order.lang) ? order.lang : 'en';
    try {
      await mailer.send(
        scheduleChangeMail(
          { orderNo: order.orderNo, locator: order.locator, contactName: contact.contactName, email: contact.email },
          claimed.sort((a, b) => a.id - b.id).map(scheduleChangeView),
          { lang, site: order.site, link: links.to(order.site, lang, 'my.order.detail', {}, { oId: order.orderNo }) },
        ),
      );
      return true;
    } catch (error) {
      await db.db
        .update(scheduleChange)
        .set({ notifiedAt: null })
        .where(
          inArray(
            scheduleChange.id,
            claimed.map((c) => c.id),
          ),
        );
      throw error;
    }
  }

  return {
    /** Sends every notice not yet sent; the orders it mailed. */
    async sendPending(): Promise<{ sent: number; failed: number }> {
      const pending = await db.db.selectDistinct({ orderId: scheduleChange.orderId }).from(scheduleChange).where(isNull(scheduleChange.notifiedAt));
      let sent = 0;
      let failed = 0;
      for (const { orderId } of pending) {
        try {
          if (await notifyOrder(orderId)) sent++;
        } catch {
          failed++;
        }
      }
      return { sent, failed };
    },
  };
}

export type ScheduleChangeNotices = ReturnType<typeof createScheduleChangeNotices>;
