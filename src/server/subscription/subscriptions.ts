import { createHash, randomBytes } from 'node:crypto';
import { and, arrayContains, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Lang } from '../../domain/languages.ts';
import type { Site } from '../../domain/sites.ts';
import type { SubscribeBody } from '../../domain/subscription/schemas.ts';
import { CONFIRM_LINK_DAYS, type ConsentCheckbox, type SubscriptionTopic } from '../../domain/subscription/topics.ts';
import { issue } from '../../domain/validation/issue.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import type { DbHandle } from '../db/connect.ts';
import { pendingSubscription, type SubscriberRow, subscriber } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PageLinks } from '../mail/page-links.ts';
import { sendQuietly } from '../mail/send-quietly.ts';
import { subscriptionMail } from '../mail/subscription-mails.ts';
import type { Members } from '../member/members.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { ConsentMethod, ConsentRecords, ConsentSource } from './consent-records.ts';
import { consentText } from './consent-text.ts';
import type { UnsubscribeTokens } from './unsubscribe-tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
export const CONFIRM_LINK_TTL_MS = CONFIRM_LINK_DAYS * 24 * HOUR_MS;
/** Confirmation or unsubscribe mails a day to one address: enough to retry, too few to flood an inbox with. */
export const SUBSCRIPTION_MAILS_PER_EMAIL_DAY = 3;
/** Subscription requests an hour from one network address, over all e-mail addresses. */
export const SUBSCRIPTION_REQUESTS_PER_ADDRESS_HOUR = 20;
/** Checkbox ticks an hour from one network address: far above what forms send, low enough to keep the trail clean. */
export const CHECKBOX_LOGS_PER_ADDRESS_HOUR = 120;

/** Where the tick of each consent checkbox happens, as the trail names it. */
const CHECKBOX_SOURCES: Readonly<Record<ConsentCheckbox, ConsentSource>> = { loginTerms: 'login', bookingNotices: 'booking', registerTerms: 'registration' };

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const emailKey = (email: string) => email.toLowerCase();
const isActive = (row: SubscriberRow) => row.confirmedAt !== null && row.withdrawnAt === null;

/** A confirmed, not withdrawn subscriber as the export lists it. */
export interface ListedSubscriber {
  readonly id: number;
  readonly email: string;
  readonly site: string;
  readonly lang: string;
  readonly topics: readonly string[];
  readonly confirmedAt: Date;
}

/**
 * E-mail subscriptions with double opt-in: a request records the consent and e-mails a single-use link (7 days);
 * only the link's confirmation subscribes the address. Unsubscribing (a signed link, one click from a mail
 * program, or a member's own page) withdraws it. Every step adds a consent record and none removes one.
 */
export function createSubscriptions(deps: {
  db: DbHandle;
  clock: Clock;
  records: ConsentRecords;
  tokens: UnsubscribeTokens;
  members: Members;
  limits: RequestLimits;
  captcha: CaptchaService;
  mailer: Mailer;
  links: PageLinks;
  logger: Logger;
}) {
  const { clock, records, tokens, members, limits, captcha, mailer, links, logger } = deps;
  const { db } = deps.db;

  async function overLimits(kind: string, email: string, address: string, perAddressHour: number): Promise<boolean> {
    const attempt = await limits.begin(kind, [`email:${email}`, `address:${address}`]);
    return attempt.over([
      { key: `email:${email}`, max: SUBSCRIPTION_MAILS_PER_EMAIL_DAY, windowMs: 24 * HOUR_MS },
      { key: `address:${address}`, max: perAddressHour, windowMs: HOUR_MS },
    ]);
  }

  async function find(email: string, site: string): Promise<SubscriberRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriber)
      .where(and(eq(subscriber.email, emailKey(email)), eq(subscriber.site, site)));
    return row;
  }

  /** Withdraws an active subscription and records how; one already withdrawn, or never confirmed, stays as it is. */
  async function withdraw(row: SubscriberRow | undefined, how: { method: ConsentMethod; source: ConsentSource; lang: string; memberId?: number }) {
    if (!row || !isActive(row)) return;
    const [changed] = await db
      .update(subscriber)
      .set({ withdrawnAt: clock.now() })
      .where(and(eq(subscriber.id, row.id), isNull(subscriber.withdrawnAt)))
      .returning({ id: subscriber.id });
    // Two clicks at once withdraw once and leave one record.
    if (!changed) return;
    await records.append({ event: 'withdrawn', email: row.email, topics: row.topics, site: row.site, ...how });
  }

  async function subscriberOfToken(token: string): Promise<SubscriberRow> {
    const id = tokens.open(token);
    const [row] = id === undefined ? [] : await db.select().from(subscriber).where(eq(subscriber.id, id));
    if (!row) throw new AppError('linkInvalid');
    return row;
  }

  const oneClickUrl = (row: Pick<SubscriberRow, 'id'>) => `${links.origin}/api/ur/oneClickUnsubscribe?token=${tokens.sign(row.id)}`;
  const unsubscribePage = (row: Pick<SubscriberRow, 'id' | 'site' | 'lang'>) =>
    links.to(row.site, row.lang as Lang, 'my.cancelSubscribe', { token: tokens.sign(row.id) });
  const unsubscribeLinks = (row: Pick<SubscriberRow, 'id' | 'site' | 'lang'>) => ({ oneClick: oneClickUrl(row), page: unsubscribePage(row) });

  return {
    async subscribe(site: Site, lang: Lang, body: SubscribeBody, who: { memberId?: number; address: string }): Promise<void> {
      const shown = consentText(site, lang);
      // The record must keep the sentence the page showed; a page that showed another document is out of date.
      if (body.consent !== shown.document) throw new AppError('e01', { fields: { consent: issue('e01') } });
      const email = emailKey(body.email);
      if (await overLimits('subscribe', email, who.address, SUBSCRIPTION_REQUESTS_PER_ADDRESS_HOUR)) throw new AppError('tooManyRequests');
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      await db.delete(pendingSubscription).where(lt(pendingSubscription.expiresAt, now));
      await db.insert(pendingSubscription).values({
        tokenHash: hashOf(token),
        email,
        site: site.code,
        lang,
        topics: [...body.topics],
        textVersion: shown.version,
        consentText: shown.text,
        memberId: who.memberId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
      });
      await records.append({
        event: 'requested',
        email,
        topics: body.topics,
        site: site.code,
        lang,
        textVersion: shown.version,
        consentText: shown.text,
        source: 'page',
        memberId: who.memberId,
      });
      const link = links.to(site.code, lang, 'my.subscribe', { token });
      sendQuietly(mailer, logger, 'subscriptionConfirm', subscriptionMail({ kind: 'confirm', lang, to: email, link, validDays: CONFIRM_LINK_DAYS }));
    },

    /** Opens a confirmation link, once: the address is subscribed to what it asked for, with the consent it was shown. */
    async confirm(token: string): Promise<{ email: string; topics: SubscriptionTopic[] }> {
      // Deleting it is what makes it single-use, even when two requests bring it at once.
      const [pending] = await db
        .delete(pendingSubscription)
        .where(eq(pendingSubscription.tokenHash, hashOf(token)))
        .returning();
      if (!pending || pending.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('linkInvalid');
      const now = clock.now();
      await db
        .insert(subscriber)
        .values({ email: pending.email, site: pending.site, lang: pending.lang, topics: pending.topics, confirmedAt: now })
        .onConflictDoUpdate({
          target: [subscriber.email, subscriber.site],
          set: { lang: pending.lang, topics: pending.topics, confirmedAt: now, withdrawnAt: null },
        });
      await records.append({
        event: 'confirmed',
        email: pending.email,
        topics: pending.topics,
        site: pending.site,
        lang: pending.lang,
        textVersion: pending.textVersion,
        consentText: pending.consentText,
        source: 'page',
        method: 'emailLink',
        memberId: pending.memberId ?? undefined,
      });
      return { email: pending.email, topics: pending.topics as SubscriptionTopic[] };
    },

    /** An unsubscribe link opened on my/cancelSubscribe (from a marketing mail or one asked for there). */
    async unsubscribeByToken(token: string, lang: Lang, memberId?: number): Promise<void> {
      const row = await subscriberOfToken(token);
      await withdraw(row, { method: 'unsubscribeLink', source: 'page', lang, memberId });
    },

    /** RFC 8058: the mail program's POST to the List-Unsubscribe address. */
    async unsubscribeOneClick(token: string): Promise<void> {
      const row = await subscriberOfToken(token);
      await withdraw(row, { method: 'oneClick', source: 'mail', lang: row.lang });
    },

    /** A member withdraws the subscription of the account's own address on the site. */
    async unsubscribeMember(memberId: number, site: string, lang: Lang): Promise<void> {
      const member = await members.byId(memberId);
      if (!member) throw new AppError('unauthorized');
      await withdraw(await find(member.email, site), { method: 'member', source: 'page', lang, memberId });
    },

    /** The captcha form of my/cancelSubscribe: a subscribed address gets its unsubscribe link; the reply is the same either way. */
    async requestUnsubscribeLink(request: { email: string; site: Site; lang: Lang; ca?: string; captchaId?: string }, address: string): Promise<void> {
      await requireCaptcha(captcha, request, 'consume');
      const email = emailKey(request.email);
      if (await overLimits('unsubscribeLink', email, address, SUBSCRIPTION_REQUESTS_PER_ADDRESS_HOUR)) throw new AppError('tooManyRequests');
      const row = await find(email, request.site.code);
      if (!row || !isActive(row)) return;
      const link = links.to(row.site, request.lang, 'my.cancelSubscribe', { token: tokens.sign(row.id) });
      sendQuietly(mailer, logger, 'unsubscribeLink', subscriptionMail({ kind: 'unsubscribe', lang: request.lang, to: row.email, link }));
    },

    /** The tick of a consent checkbox of another form (spec 7, checkboxLog). */
    async logCheckbox(
      tick: { operation: ConsentCheckbox; description: string; site?: Site },
      who: { lang: Lang; memberId?: number; address: string },
    ): Promise<void> {
      const attempt = await limits.begin('checkboxLog', [`address:${who.address}`]);
      if (await attempt.over([{ key: `address:${who.address}`, max: CHECKBOX_LOGS_PER_ADDRESS_HOUR, windowMs: HOUR_MS }]))
        throw new AppError('tooManyRequests');
      await records.append({
        event: 'checkbox',
        site: tick.site?.code,
        lang: who.lang,
        source: CHECKBOX_SOURCES[tick.operation],
        method: 'checkbox',
        operation: tick.operation,
        description: tick.description,
        memberId: who.memberId,
      });
    },

    /** The confirmed, not withdrawn subscribers of a site to a topic, oldest first: what the marketing team may mail. */
    async listed(site: string, topic: SubscriptionTopic): Promise<ListedSubscriber[]> {
      const rows = await db
        .select()
        .from(subscriber)
        .where(and(eq(subscriber.site, site), isNotNull(subscriber.confirmedAt), isNull(subscriber.withdrawnAt), arrayContains(subscriber.topics, [topic])))
        .orderBy(asc(subscriber.id));
      return rows.flatMap((row) =>
        row.confirmedAt ? [{ id: row.id, email: row.email, site: row.site, lang: row.lang, topics: row.topics, confirmedAt: row.confirmedAt }] : [],
      );
    },

    /** The one-click address (List-Unsubscribe) and the unsubscribe page of a subscriber. */
    unsubscribeLinks,

    /** Sends the marketing test message to a confirmed subscriber of the site, with the unsubscribe headers every marketing mail carries. */
    async sendMarketingTest(site: string, to: string): Promise<void> {
      const row = await find(to, site);
      if (!row || !isActive(row)) throw new Error(`${to} is not a confirmed subscriber of the ${site} site`);
      const urls = unsubscribeLinks(row);
      await mailer.send(subscriptionMail({ kind: 'marketing', lang: row.lang as Lang, to: row.email, link: urls.page, oneClickUrl: urls.oneClick }));
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
