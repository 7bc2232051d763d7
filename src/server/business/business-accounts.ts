import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { BusinessCompany, Invoice } from '../../domain/business/business-accounts.ts';
import type { Lang } from '../../domain/languages.ts';
import { messagesOf, translate } from '../../lib/i18n/index.ts';
import type { DbHandle } from '../db/connect.ts';
import { type BusinessAccountRow, businessAccount, businessCode, businessMember } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/member-mails.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import { codeHashes, drawSixDigits } from '../platform/code-hashes.ts';
import { tryCode } from '../platform/code-tries.ts';

/** A code is good this long after it is mailed. */
export const BUSINESS_CODE_TTL_MS = 10 * 60 * 1000;
export const BUSINESS_CODE_MAX_TRIES = 5;
/** Codes one member may ask for within an hour. */
export const BUSINESS_CODES_PER_HOUR = 5;

/** The company a member travels for, with what the booking and the invoice need of it. */
export interface BusinessTraveller {
  readonly accountId: number;
  readonly company: BusinessCompany;
  readonly invoice: Invoice;
}

const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};

function travellerOf(row: BusinessAccountRow): BusinessTraveller {
  return {
    accountId: row.id,
    company: { companyCode: row.companyCode, name: row.name, discountPercent: row.discountPercent },
    invoice: { companyCode: row.companyCode, title: row.invoiceTitle, taxId: row.taxId, address: row.invoiceAddress },
  };
}

/** Adds or updates a company's account: the airline's sales team's step, and the demo data's. */
export async function saveBusinessAccount(db: DbHandle, clock: Clock, input: Omit<BusinessAccountRow, 'id' | 'createdAt'>): Promise<void> {
  await db.db
    .insert(businessAccount)
    .values({ ...input, createdAt: clock.now() })
    .onConflictDoUpdate({ target: businessAccount.companyCode, set: { ...input } });
}

/**
 * Business-travel sales accounts (spec 1 and 7, bizPax): a member proves they travel for a company with a code mailed to
 * the travel-desk address the airline has on record for it (never to an address the member gives), and from then on
 * books the company's negotiated fares, with its invoice details on the order.
 */
export function createBusinessAccounts(deps: {
  db: DbHandle;
  clock: Clock;
  mailer: Mailer;
  limits: RequestLimits;
  keys: readonly Buffer[];
  draw?: () => string;
}) {
  const { db, clock } = deps;
  const draw = deps.draw ?? drawSixDigits;
  const hashes = codeHashes(deps.keys, 'business');

  async function account(companyCode: string): Promise<BusinessAccountRow> {
    const [row] = await db.db.select().from(businessAccount).where(eq(businessAccount.companyCode, companyCode));
    if (!row) throw new AppError('notFound', { fields: { companyCode: { code: 'e01' } } });
    return row;
  }

  async function mail(row: BusinessAccountRow, code: string, lang: Lang, memberNo: string): Promise<void> {
    const messages = messagesOf(lang);
    const t = (key: string) => translate(messages, `mail.bizPax.${key}`, { code, company: row.name, memberNo, minutes: BUSINESS_CODE_TTL_MS / 60_000 });
    const signature = translate(messages, 'mail.signature', { brand: translate(messages, 'main.brand') });
    const lines = [t('intro'), t('code'), t('ignore'), signature];
    await deps.mailer.send({
      to: row.email,
      subject: t('subject'),
      text: `${lines.join('\n\n')}\n`,
      html: `<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5;">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>\n`,
    });
  }

  return {
    /** Mails a new code for the member to the company's travel desk; five an hour per member. */
    async sendCode(
      member: { id: number; memberNo: string },
      companyCode: string,
      lang: Lang,
    ): Promise<{ status: 'codeSent'; sentTo: string; expiresIn: number }> {
      const attempt = await deps.limits.begin('business-code', [`member:${member.id}`]);
      if (await attempt.over([{ key: `member:${member.id}`, max: BUSINESS_CODES_PER_HOUR, windowMs: 3_600_000 }])) throw new AppError('tooManyRequests');
      const row = await account(companyCode);
      const code = draw();
      const now = clock.now();
      await db.db.delete(businessCode).where(and(eq(businessCode.memberId, member.id), lt(businessCode.expiresAt, now)));
      await db.db.insert(businessCode).values({
        accountId: row.id,
        memberId: member.id,
        codeHash: hashes.hash(member.id, `${row.id}:${code}`),
        createdAt: now,
        expiresAt: new Date(now.getTime() + BUSINESS_CODE_TTL_MS),
      });
      await mail(row, code, lang, member.memberNo);
      return { status: 'codeSent', sentTo: maskedEmail(row.email), expiresIn: BUSINESS_CODE_TTL_MS / 1000 };
    },

    /** Checks the member's newest code for the company and, when it is right, makes them the company's traveller. */
    async verify(memberId: number, companyCode: string, code: string): Promise<{ status: 'verified'; company: BusinessCompany }> {
      const row = await account(companyCode);
      const now = clock.now();
      const [newest] = await db.db
        .select()
        .from(businessCode)
        .where(and(eq(businessCode.memberId, memberId), eq(businessCode.accountId, row.id)))
        .orderBy(desc(businessCode.id))
        .limit(1);
      const sent = await tryCode(newest, {
        now,
        max: BUSINESS_CODE_MAX_TRIES,
        matches: (candidate) => hashes.matches(candidate.codeHash, memberId, `${row.id}:${code}`),
        countWrongTry: async (candidate) => {
          const [counted] = await db.db
            .update(businessCode)
            .set({ wrongTries: sql`${businessCode.wrongTries} + 1` })
            .where(and(eq(businessCode.id, candidate.id), lt(businessCode.wrongTries, BUSINESS_CODE_MAX_TRIES)))
            .returning({ wrongTries: businessCode.wrongTries });
          return counted?.wrongTries;
        },
      });
      await db.transaction(async (tx) => {
        await tx.db.delete(businessCode).where(eq(businessCode.id, sent.id));
        await tx.db
          .insert(businessMember)
          .values({ memberId, accountId: row.id, verifiedAt: now })
          .onConflictDoUpdate({ target: businessMember.memberId, set: { accountId: row.id, verifiedAt: now } });
      });
      return { status: 'verified', company: travellerOf(row).company };
    },

    /** The company a member travels for, if any. */
    async travellerOf(memberId: number | undefined): Promise<BusinessTraveller | undefined> {
      if (memberId === undefined) return undefined;
      const [row] = await db.db
        .select({ account: businessAccount })
        .from(businessMember)
        .innerJoin(businessAccount, eq(businessAccount.id, businessMember.accountId))
        .where(eq(businessMember.memberId, memberId));
      return row ? travellerOf(row.account) : undefined;
    },
  };
}

export type BusinessAccounts = ReturnType<typeof createBusinessAccounts>;
