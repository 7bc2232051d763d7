import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { EMAIL_CODE_MINUTES, type PnrBooking } from '../../domain/booking/order-access.ts';
import type { Lang } from '../../domain/languages.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import type { DbHandle } from '../db/connect.ts';
import { bookingOrder, orderEmailCode } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderCodeMail } from '../mail/order-mails.ts';
import { sendQuietly } from '../mail/send-quietly.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import { surnameOf } from './order-passengers.ts';
import { type OrderRecord, ordersWhere, orderView, orderWhere, ticketsOf } from './order-records.ts';
import type { Requester } from './orders.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Wrong codes a sent code survives before it is thrown away. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one address, and asked for from one client address, in an hour. */
export const CODES_PER_EMAIL_HOUR = 5;
export const CODES_PER_ADDRESS_HOUR = 20;
/** Tries at a code or a record locator from one client address in an hour. */
export const LOOKUPS_PER_ADDRESS_HOUR = 30;

/** How an address is known in the e-mail codes and their limits (the account closing finds its rows by it). */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
const codeHash = (key: string, code: string) => createHash('sha256').update(`${key}:${code}`).digest('base64url');

/**
 * What a guest reaches without an account: the orders booked under an e-mail
 * address, once a one-time code sent to that address is typed back (asked for
 * with a captcha, answered alike whether or not the address has orders), and one
 * booking by its record locator and a passenger's surname. Both are limited per
 * client address, and neither opens a member's order to anyone but its member.
 */
export function createGuestOrders(deps: { db: DbHandle; clock: Clock; logger: Logger; captcha: CaptchaService; limits: RequestLimits; mailer: Mailer }) {
  const { db, clock, logger, captcha, limits, mailer } = deps;

  async function limited(kind: string, keys: readonly { key: string; max: number }[]): Promise<void> {
    const attempt = await limits.begin(
      kind,
      keys.map((k) => k.key),
    );
    if (await attempt.over(keys.map((k) => ({ ...k, windowMs: HOUR_MS })))) throw new AppError('tooManyRequests');
  }

  return {
    /** Sends a one-time code to the address (whatever orders it has); the code replaces any earlier one. */
    async challenge(input: { email: string; ca?: string; captchaId?: string }, lang: Lang, address: string): Promise<{ sent: true; validMinutes: number }> {
      await requireCaptcha(captcha, input, 'consume');
      const key = emailKey(input.email);
      await limited('orderCode', [
        { key: `email:${key}`, max: CODES_PER_EMAIL_HOUR },
        { key: `address:${address}`, max: CODES_PER_ADDRESS_HOUR },
      ]);
      const now = clock.now();
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      await db.db.delete(orderEmailCode).where(lt(orderEmailCode.expiresAt, now));
      const fresh = { codeHash: codeHash(key, code), attempts: 0, expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * MINUTE_MS) };
      await db.db
        .insert(orderEmailCode)
        .values({ emailHash: key, ...fresh })
        .onConflictDoUpdate({ target: orderEmailCode.emailHash, set: fresh });
      sendQuietly(mailer, logger, 'orderCode', orderCodeMail({ to: input.email.trim(), lang, code, validMinutes: EMAIL_CODE_MINUTES }));
      return { sent: true, validMinutes: EMAIL_CODE_MINUTES };
    },

    /** The guest orders of the address, newest first, for the code sent to it; the code is used up. */
    async ordersByEmail(input: { email: string; code: string }, address: string): Promise<OrderRecord[]> {
      await limited('orderCodeTry', [{ key: `address:${address}`, max: LOOKUPS_PER_ADDRESS_HOUR }]);
      const key = emailKey(input.email);
      const now = clock.now();
      // Deleting the row is what makes the code single-use, even when two requests bring it at once.
      const [used] = await db.db
        .delete(orderEmailCode)
        .where(and(eq(orderEmailCode.emailHash, key), eq(orderEmailCode.codeHash, codeHash(key, input.code)), gt(orderEmailCode.expiresAt, now)))
        .returning({ emailHash: orderEmailCode.emailHash });
      if (!used) {
        const [wrong] = await db.db
          .update(orderEmailCode)
          .set({ attempts: sql`${orderEmailCode.attempts} + 1` })
          .where(eq(orderEmailCode.emailHash, key))
          .returning({ attempts: orderEmailCode.attempts });
        if (wrong && wrong.attempts >= EMAIL_CODE_MAX_ATTEMPTS) await db.db.delete(orderEmailCode).where(eq(orderEmailCode.emailHash, key));
        throw new AppError('e01', { fields: { code: { code: 'e01' } } });
      }
      return ordersWhere(db.db, and(isNull(bookingOrder.memberId), sql`lower(${bookingOrder.contact}->>'email') = ${input.email.trim().toLowerCase()}`));
    },

    /**
     * The booking of a record locator, for a passenger's surname: a guest's booking
     * for anyone who has both, a member's only for that member. Anything else is
     * notFound, so that locators cannot be probed.
     */
    async pnr(locator: string, surname: string, requester: Requester, address: string): Promise<PnrBooking> {
      await limited('pnr', [{ key: `address:${address}`, max: LOOKUPS_PER_ADDRESS_HOUR }]);
      const order = await orderWhere(db.db, eq(bookingOrder.locator, locator.trim().toUpperCase()));
      const named = order?.passengers.some((p) => surnameOf(p).toLowerCase() === surname.trim().toLowerCase());
      if (!order || !named || (order.memberId !== null && order.memberId !== requester.memberId)) throw new AppError('notFound');
      const view = orderView(order, await ticketsOf(db.db, order.id));
      return {
        orderNo: view.orderNo,
        locator: view.locator,
        status: view.status,
        segments: view.segments,
        passengers: view.passengers.map((p) => ({ type: p.type, name: p.name, tickets: p.tickets })),
      };
    },
  };
}

export type GuestOrders = ReturnType<typeof createGuestOrders>;
