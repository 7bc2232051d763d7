import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Lang } from '../../domain/languages.ts';
import type { AlertBody, AlertView, UpdateAlertBody } from '../../domain/low-price/schemas.ts';
import { ALERT_CONFIRM_DAYS, LOW_FARE_STATUS, nonstopOnly } from '../../domain/reference/low-fare.ts';
import type { Site } from '../../domain/sites.ts';
import type { DbHandle } from '../db/connect.ts';
import { type LowPriceAlertRow, lowPriceAlert } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { lowPriceMail } from '../mail/low-price-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PageLinks } from '../mail/page-links.ts';
import { sendQuietly } from '../mail/send-quietly.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import { newAlertNumber } from './alert-numbers.ts';
import type { AlertTokens } from './alert-tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Confirmation mails a day to one address: enough to retry, too few to flood an inbox with. */
export const ALERT_MAILS_PER_EMAIL_DAY = 3;
/** New alerts an hour from one network address. */
export const ALERTS_PER_ADDRESS_HOUR = 20;

type Status = (typeof LOW_FARE_STATUS)[Exclude<keyof typeof LOW_FARE_STATUS, 'all'>];
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Who asks: a logged-in member, or whoever holds an alert's token. */
export interface AlertHolder {
  readonly memberId?: number;
  readonly token?: string;
}

/**
 * Low-fare alerts as travellers manage them. A member's alert is theirs and runs at once; a guest's runs only once
 * the single-use link e-mailed to the address is opened (double opt-in), and is theirs by the signed token its
 * e-mails carry. Anyone else's alert is answered as not found, so that order numbers reveal nothing.
 */
export function createLowPriceAlerts(deps: {
  db: DbHandle;
  clock: Clock;
  tokens: AlertTokens;
  limits: RequestLimits;
  mailer: Mailer;
  links: PageLinks;
  logger: Logger;
}) {
  const { clock, tokens, limits, mailer, links, logger } = deps;
  const { db } = deps.db;

  async function overLimits(email: string, address: string): Promise<boolean> {
    const attempt = await limits.begin('lowPriceSubscribe', [`email:${email}`, `address:${address}`]);
    return attempt.over([
      { key: `email:${email}`, max: ALERT_MAILS_PER_EMAIL_DAY, windowMs: 24 * HOUR_MS },
      { key: `address:${address}`, max: ALERTS_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
    ]);
  }

  /** The alert of an order number if the holder may see it; another's is not found. */
  async function owned(orderNo: string, holder: AlertHolder): Promise<LowPriceAlertRow> {
    const [row] = await db.select().from(lowPriceAlert).where(eq(lowPriceAlert.orderNo, orderNo));
    if (!row || !holds(row, holder)) throw new AppError('notFound');
    return row;
  }

  function holds(row: LowPriceAlertRow, holder: AlertHolder): boolean {
    if (holder.memberId !== undefined && row.memberId === holder.memberId) return true;
    return holder.token !== undefined && tokens.open(holder.token) === row.id;
  }

  async function setStatus(row: LowPriceAlertRow, status: Status): Promise<void> {
    // Only a running alert changes; one already ended keeps the status it ended with.
    await db
      .update(lowPriceAlert)
      .set({ status })
      .where(and(eq(lowPriceAlert.id, row.id), eq(lowPriceAlert.status, LOW_FARE_STATUS.running)));
  }

  return {
    async subscribe(site: Site, lang: Lang, body: AlertBody, who: { memberId?: number; address: string }) {
      const email = body.email.toLowerCase();
      if (await overLimits(email, who.address)) throw new AppError('tooManyRequests');
      const now = clock.now();
      const guest = who.memberId === undefined;
      const token = guest ? randomBytes(32).toString('base64url') : undefined;
      const [row] = await db
        .insert(lowPriceAlert)
        .values({
          orderNo: newAlertNumber(),
          site: site.code,
          lang,
          email,
          memberId: who.memberId,
          origin: body.origin,
          destination: body.destination,
          tripType: body.tripType,
          departFrom: body.departFrom,
          departTo: body.departTo ?? body.departFrom,
          returnDate: body.returnDate,
          stayDays: body.stayDays,
          cabin: body.cabin,
          adults: body.adults,
          children: body.children,
          infants: body.infants,
          nonstopOnly: nonstopOnly(body.flightScheme),
          targetAmount: body.targetPrice ?? null,
          currency: site.currencies.default,
          keepWatching: body.keepWatching,
          status: LOW_FARE_STATUS.running,
          confirmTokenHash: token ? hashOf(token) : null,
          confirmExpiresAt: token ? new Date(now.getTime() + ALERT_CONFIRM_DAYS * 24 * HOUR_MS) : null,
          confirmedAt: guest ? null : now,
          createdAt: now,
        })
        .returning();
      if (token) {
        const link = links.to(site.code, lang, 'my.subscribelowprice', { confirm: token });
        sendQuietly(mailer, logger, 'lowPriceConfirm', lowPriceMail({ kind: 'confirm', link, validDays: ALERT_CONFIRM_DAYS, ...mailParts(row) }));
      }
      return { orderNo: row.orderNo, nonstopOnly: row.nonstopOnly, confirmationSent: guest, status: LOW_FARE_STATUS.running };
    },

    /** Opens a guest's confirmation link, once and within its days: the alert starts running. */
    async confirm(token: string) {
      const [row] = await db
        .update(lowPriceAlert)
        .set({ confirmedAt: clock.now(), confirmTokenHash: null, confirmExpiresAt: null })
        .where(and(eq(lowPriceAlert.confirmTokenHash, hashOf(token)), gt(lowPriceAlert.confirmExpiresAt, clock.now())))
        .returning({ id: lowPriceAlert.id, orderNo: lowPriceAlert.orderNo, status: lowPriceAlert.status });
      if (!row) throw new AppError('linkInvalid');
      return { orderNo: row.orderNo, status: row.status as Status, token: tokens.sign(row.id) };
    },

    async update(body: UpdateAlertBody, holder: AlertHolder): Promise<void> {
      const row = await owned(body.orderNo, holder);
      if (row.status !== LOW_FARE_STATUS.running) throw new AppError('conflict');
      await db
        .update(lowPriceAlert)
        .set({
          targetAmount: body.targetPrice ?? null,
          nonstopOnly: nonstopOnly(body.flightScheme),
          keepWatching: body.keepWatching,
          // What was last told no longer bounds the news of a changed alert.
          notifiedAmount: null,
          lastAmount: null,
          lastDate: null,
          lastReturnDate: null,
          checkedAt: null,
        })
        .where(eq(lowPriceAlert.id, row.id));
    },

    async cancel(orderNo: string, holder: AlertHolder): Promise<void> {
      await setStatus(await owned(orderNo, holder), LOW_FARE_STATUS.cancelled);
    },

    /** The one-click cancel of an alert e-mail: the token alone is the proof. */
    async cancelByToken(token: string): Promise<void> {
      const id = tokens.open(token);
      const [row] = id === undefined ? [] : await db.select().from(lowPriceAlert).where(eq(lowPriceAlert.id, id));
      if (!row) throw new AppError('linkInvalid');
      await setStatus(row, LOW_FARE_STATUS.cancelled);
    },

    /** A member's alerts on a site, newest first, or the one alert a guest's token names. */
    async query(site: Site, holder: AlertHolder, status: '-' | Status): Promise<AlertView[]> {
      const tokenId = holder.token === undefined ? undefined : tokens.open(holder.token);
      if (holder.token !== undefined && tokenId === undefined) throw new AppError('notFound');
      if (tokenId === undefined && holder.memberId === undefined) throw new AppError('unauthorized');
      const conditions: (SQL | undefined)[] = [
        tokenId === undefined ? and(eq(lowPriceAlert.memberId, holder.memberId ?? 0), eq(lowPriceAlert.site, site.code)) : eq(lowPriceAlert.id, tokenId),
      ];
      if (status !== '-') conditions.push(eq(lowPriceAlert.status, status));
      const rows = await db
        .select()
        .from(lowPriceAlert)
        .where(and(...conditions))
        .orderBy(asc(lowPriceAlert.id));
      return rows.reverse().map(viewOf);
    },

    /** Marks the running alerts whose last departure day is before `today` outdated; answers how many. */
    async outdate(today: string): Promise<number> {
      const ended = await db
        .update(lowPriceAlert)
        .set({ status: LOW_FARE_STATUS.outdated })
        .where(and(eq(lowPriceAlert.status, LOW_FARE_STATUS.running), lt(lowPriceAlert.departTo, today)))
        .returning({ id: lowPriceAlert.id });
      return ended.length;
    },

    /** The parts every mail of an alert shares: its address, language, route and links. */
    mailParts,

    /** Alerts by number, for the watcher's mails. */
    async byIds(ids: readonly number[]): Promise<LowPriceAlertRow[]> {
      return ids.length === 0
        ? []
        : db
            .select()
            .from(lowPriceAlert)
            .where(inArray(lowPriceAlert.id, [...ids]));
    },
  };

  function mailParts(row: LowPriceAlertRow) {
    const token = tokens.sign(row.id);
    const lang = row.lang as Lang;
    return {
      lang,
      site: row.site,
      to: row.email,
      origin: row.origin,
      destination: row.destination,
      page: links.to(row.site, lang, 'my.subscribelowprice', { token }),
      cancelPage: links.to(row.site, lang, 'my.subscribelowprice', { token, cancel: '1' }),
      oneClickCancel: `${links.origin}/api/lowPrice/oneClickCancel?token=${token}`,
    };
  }
}

/** What the alert list shows of an alert. */
function viewOf(row: LowPriceAlertRow): AlertView {
  const money = (amount: number | null) => (amount === null ? null : { amount, currency: row.currency });
  return {
    orderNo: row.orderNo,
    origin: row.origin,
    destination: row.destination,
    tripType: row.tripType === 2 ? 2 : 1,
    departFrom: row.departFrom,
    departTo: row.departTo,
    returnDate: row.returnDate,
    stayDays: row.stayDays,
    cabin: row.cabin,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    flightScheme: row.nonstopOnly ? 2 : 1,
    nonstopOnly: row.nonstopOnly,
    targetPrice: money(row.targetAmount),
    keepWatching: row.keepWatching,
    email: row.email,
    status: row.status as AlertView['status'],
    confirmed: row.confirmedAt !== null,
    lowestPrice: money(row.lastAmount),
    lowestDate: row.lastDate,
  };
}

export type LowPriceAlerts = ReturnType<typeof createLowPriceAlerts>;
