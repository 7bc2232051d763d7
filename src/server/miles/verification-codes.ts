import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Lang } from '../../domain/languages.ts';
import type { CodeChannel } from '../../domain/mileage/schemas.ts';
import { messagesOf, translate } from '../../lib/i18n/index.ts';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { verificationCode } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/member-mails.ts';
import type { Members } from '../member/members.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import { codeHashes, drawSixDigits } from '../platform/code-hashes.ts';
import { tryCode } from '../platform/code-tries.ts';
import type { SmsSender } from '../sms/sms-sender.ts';

/** A code is good this long after it is sent, and a verified code lets an order through within the same time. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries before a code locks and a new one must be sent. */
export const MAX_WRONG_TRIES = 5;
/** Codes one member may be sent within an hour. */
export const CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
const PURPOSE = 'mileage';

/** The number the member's phone is reached at, E.164. */
const phoneOf = (member: { areaCode: string; phone: string }) => `+${member.areaCode}${member.phone}`;

/** Shows enough of where a code went for the member to recognise it: the last three digits, or the e-mail's first letter and domain. */
export function maskedDestination(channel: CodeChannel, member: { areaCode: string; phone: string; email: string }): string {
  if (channel === 'sms') return `+${member.areaCode} ••••${member.phone.slice(-3)}`;
  const [local = '', domain = ''] = member.email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * One-time codes asked of a member before an award order (spec 7 sendVerificationVode and verificationcode): six
 * random digits, sent by text message or e-mail, kept only as a keyed hash. The newest code of a member is the only
 * one that counts; it is good for 10 minutes, locks after five wrong tries, and once verified lets exactly one award
 * order through (`consume`, in the order's transaction) within its 10 minutes.
 */
export function createVerificationCodes(deps: {
  db: DbHandle;
  clock: Clock;
  members: Members;
  sms: SmsSender;
  mailer: Mailer;
  limits: RequestLimits;
  keys: readonly Buffer[];
  /** Draws a code; random unless a test needs to know it. */
  draw?: () => string;
}) {
  const { db, clock } = deps;
  const draw = deps.draw ?? drawSixDigits;
  const hashes = codeHashes(deps.keys, PURPOSE);

  async function latest(memberId: number) {
    const [row] = await db.db
      .select()
      .from(verificationCode)
      .where(and(eq(verificationCode.memberId, memberId), eq(verificationCode.purpose, PURPOSE)))
      .orderBy(desc(verificationCode.id))
      .limit(1);
    return row;
  }

  async function deliver(channel: CodeChannel, lang: Lang, member: NonNullable<Awaited<ReturnType<Members['byId']>>>, code: string): Promise<void> {
    const messages = messagesOf(lang);
    const minutes = CODE_TTL_MS / 60_000;
    if (channel === 'sms') {
      await deps.sms.send({ to: phoneOf(member), text: translate(messages, 'sms.mileageCode', { code, minutes }) });
      return;
    }
    const t = (key: string) => translate(messages, `mail.mileageCode.${key}`, { code, minutes });
    const greeting = translate(messages, 'mail.greeting', { name: `${member.givenName} ${member.surname}` });
    const signature = translate(messages, 'mail.signature', { brand: translate(messages, 'main.brand') });
    const lines = [greeting, t('intro'), t('expiry'), t('ignore'), signature];
    await deps.mailer.send({
      to: member.email,
      subject: t('subject'),
      text: `${lines.join('\n\n')}\n`,
      html: `<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5;">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>\n`,
    });
  }

  return {
    /** Sends a new code (the older ones stop counting); at most CODES_PER_HOUR an hour per member. */
    async send(memberId: number, channel: CodeChannel, lang: Lang): Promise<{ channel: CodeChannel; sentTo: string; expiresIn: number }> {
      const member = await deps.members.byId(memberId);
      if (!member) throw new AppError('CZMILEAGE0000002');
      const attempt = await deps.limits.begin('mileage-code', [`member:${memberId}`]);
      if (await attempt.over([{ key: `member:${memberId}`, max: CODES_PER_HOUR, windowMs: HOUR_MS }])) throw new AppError('tooManyRequests');
      const code = draw();
      const now = clock.now();
      await db.db.delete(verificationCode).where(and(eq(verificationCode.memberId, memberId), lt(verificationCode.expiresAt, now)));
      await db.db.insert(verificationCode).values({
        memberId,
        purpose: PURPOSE,
        channel,
        codeHash: hashes.hash(memberId, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      });
      await deliver(channel, lang, member, code);
      return { channel, sentTo: maskedDestination(channel, member), expiresIn: CODE_TTL_MS / 1000 };
    },

    /**
     * Checks a code against the member's newest: codeExpired when there is none within 10 minutes, codeLocked after
     * five wrong tries, codeWrong otherwise. A wrong try is counted in one conditional statement, so tries at once
     * cannot slip past the five.
     */
    async verify(memberId: number, code: string): Promise<{ verified: true; validFor: number }> {
      const now = clock.now();
      const newest = await latest(memberId);
      const row = await tryCode(newest?.usedAt ? undefined : newest, {
        now,
        max: MAX_WRONG_TRIES,
        matches: (sent) => hashes.matches(sent.codeHash, memberId, code),
        countWrongTry: async (sent) => {
          const [counted] = await db.db
            .update(verificationCode)
            .set({ wrongTries: sql`${verificationCode.wrongTries} + 1` })
            .where(and(eq(verificationCode.id, sent.id), lt(verificationCode.wrongTries, MAX_WRONG_TRIES)))
            .returning({ wrongTries: verificationCode.wrongTries });
          return counted?.wrongTries;
        },
      });
      if (!row.verifiedAt) await db.db.update(verificationCode).set({ verifiedAt: now }).where(eq(verificationCode.id, row.id));
      return { verified: true, validFor: Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000) };
    },

    /** Uses the member's verified code for one award order, in the order's transaction; codeRequired when there is none. */
    async consume(tx: Transaction, memberId: number): Promise<void> {
      const now = clock.now();
      const used = await tx.db
        .update(verificationCode)
        .set({ usedAt: now })
        .where(
          and(
            eq(verificationCode.memberId, memberId),
            eq(verificationCode.purpose, PURPOSE),
            isNotNull(verificationCode.verifiedAt),
            isNull(verificationCode.usedAt),
            gt(verificationCode.expiresAt, now),
          ),
        )
        .returning({ id: verificationCode.id });
      if (used.length === 0) throw new AppError('codeRequired');
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
