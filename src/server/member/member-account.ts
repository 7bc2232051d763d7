import { eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { type CalendarDate, calendarDateIn, formatDate, parseDate } from '../../domain/calendar.ts';
import { certificateSchema, ffpEnrollmentSchema, MEMBER_TIERS, type MemberStatus, type MemberTier } from '../../domain/member/account-schemas.ts';
import { certificateType } from '../../domain/reference/certificates.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import type { DbHandle } from '../db/connect.ts';
import { member, memberCard, memberCertificate } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { maskCardNumber } from './members.ts';
import type { RequestLimits } from './request-limits.ts';

/** A member keeps at most this many identity documents (spec 9's passenger-related maximum of 10). */
export const MAX_CERTIFICATES = 10;

const HOUR_MS = 60 * 60 * 1000;
const CAPTCHA_WINDOW_MS = 15 * 60 * 1000;
/** Failed member checks on one number, and from one address, after which the captcha is asked for. */
export const VERIFY_CAPTCHA_AFTER_NUMBER_FAILURES = 3;
export const VERIFY_CAPTCHA_AFTER_ADDRESS_FAILURES = 10;
/** Beyond these failures an hour, checks are refused (429). */
export const VERIFY_FAILURES_PER_NUMBER_HOUR = 20;
export const VERIFY_FAILURES_PER_ADDRESS_HOUR = 100;

/** All but the last four characters of a document number are masked. */
export function maskDocumentNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

/** A checked date as YYYY-MM-DD (the form allows YYYY-M-D). */
const isoDate = (value: string) => {
  const parsed = parseDate(value);
  return parsed ? formatDate(parsed) : value;
};

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
const isTier = (tier: string): tier is MemberTier => (MEMBER_TIERS as readonly string[]).includes(tier);

/** Validates against a schema that needs today; a wrong field is the API's usual 400 with field codes. */
function checked<S extends v.GenericSchema>(schema: S, values: unknown): v.InferOutput<S> {
  const result = validateForm(schema, values);
  if (result.ok) return result.value;
  const first = Object.values(result.fields)[0];
  throw new AppError(first.code, { fields: result.fields });
}

/**
 * The member calls of spec 7 beside login: the member's status, the check of a
 * member number against a name, enrolment in the programme, and identity documents.
 */
export function createMemberAccount(deps: { db: DbHandle; clock: Clock; limits: RequestLimits; captcha: CaptchaService }) {
  const { clock, limits, captcha } = deps;
  const { db } = deps.db;
  const today = (): CalendarDate => calendarDateIn(clock.now());

  async function certificates(memberId: number): Promise<MemberStatus['certificates']> {
    const rows = await db
      .select({
        id: memberCertificate.id,
        type: memberCertificate.type,
        number: memberCertificate.number,
        issuer: memberCertificate.issuer,
        expiry: memberCertificate.expiry,
      })
      .from(memberCertificate)
      .where(eq(memberCertificate.memberId, memberId))
      .orderBy(memberCertificate.id);
    return rows.flatMap((r) => {
      const type = certificateType(r.type);
      return type ? [{ id: r.id, type, number: maskDocumentNumber(r.number), issuer: r.issuer, expiry: r.expiry }] : [];
    });
  }

  async function cards(memberId: number): Promise<MemberStatus['cards']> {
    const rows = await db
      .select({ idx: memberCard.idx, cardNo: memberCard.cardNo, holderName: memberCard.holderName, disabled: memberCard.disabled })
      .from(memberCard)
      .where(eq(memberCard.memberId, memberId))
      .orderBy(memberCard.idx);
    return rows.map((r) => ({ ...r, cardNo: maskCardNumber(r.cardNo) }));
  }

  return {
    async status(memberId: number): Promise<MemberStatus> {
      const [row] = await db
        .select({
          memberNo: member.memberNo,
          givenName: member.givenName,
          surname: member.surname,
          tier: member.tier,
          emailVerified: sql<boolean>`${member.emailVerifiedAt} is not null`,
          ffpEnrolledAt: member.ffpEnrolledAt,
        })
        .from(member)
        .where(eq(member.id, memberId));
      if (!row) throw new AppError('unauthorized');
      return {
        memberNo: row.memberNo,
        givenName: row.givenName,
        surname: row.surname,
        name: `${row.givenName} ${row.surname}`,
        tier: isTier(row.tier) ? row.tier : 'standard',
        emailVerified: row.emailVerified,
        ffp: { enrolled: row.ffpEnrolledAt !== null, enrolledAt: row.ffpEnrolledAt ? row.ffpEnrolledAt.toISOString() : null },
        certificates: await certificates(memberId),
        cards: await cards(memberId),
      };
    },

    /**
     * Whether the number and the name belong together. Failures are counted per
     * number and per address as logins are: the captcha after a few, 429 after many.
     */
    async verifyMember(body: { cardNo: string; surname: string; givenName: string; ca?: string; captchaId?: string }, address: string): Promise<boolean> {
      const numberKey = `number:${body.cardNo}`;
      const addressKey = `address:${address}`;
      const attempt = await limits.begin('verifyMember', [numberKey, addressKey]);
      const blocked = await attempt.over([
        { key: numberKey, max: VERIFY_FAILURES_PER_NUMBER_HOUR, windowMs: HOUR_MS },
        { key: addressKey, max: VERIFY_FAILURES_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
      ]);
      if (blocked) throw new AppError('tooManyRequests');
      const captchaNeeded = await attempt.over([
        { key: numberKey, max: VERIFY_CAPTCHA_AFTER_NUMBER_FAILURES, windowMs: CAPTCHA_WINDOW_MS },
        { key: addressKey, max: VERIFY_CAPTCHA_AFTER_ADDRESS_FAILURES, windowMs: CAPTCHA_WINDOW_MS },
      ]);
      if (captchaNeeded) await requireCaptcha(captcha, body, 'consume');
      const [named] = await db.select({ givenName: member.givenName, surname: member.surname }).from(member).where(eq(member.memberNo, body.cardNo));
      const match = named !== undefined && sameName(named.surname, body.surname) && sameName(named.givenName, body.givenName);
      if (match) await limits.strike(attempt);
      return match;
    },

    /** Enrols the member, or confirms the enrolment with the profile as given now. */
    async enrol(memberId: number, body: unknown): Promise<{ memberNo: string; enrolledAt: string }> {
      const profile = checked(ffpEnrollmentSchema(today()), body);
      const [row] = await db
        .update(member)
        .set({
          birthday: isoDate(profile.birthday),
          gender: profile.gender,
          nationality: profile.nationality.toUpperCase(),
          ffpEnrolledAt: sql`coalesce(${member.ffpEnrolledAt}, ${clock.now()})`,
        })
        .where(eq(member.id, memberId))
        .returning({ memberNo: member.memberNo, enrolledAt: member.ffpEnrolledAt });
      // The update sets the enrolment time whenever it finds the member, so a row always has one.
      if (!row?.enrolledAt) throw new AppError('unauthorized');
      return { memberNo: row.memberNo, enrolledAt: row.enrolledAt.toISOString() };
    },

    async addCertificate(memberId: number, body: unknown): Promise<MemberStatus['certificates'][number]> {
      const document = checked(certificateSchema(today()), body);
      const type = certificateType(document.type) ?? 'PP';
      const number = document.number.toUpperCase();
      if ((await db.$count(memberCertificate, eq(memberCertificate.memberId, memberId))) >= MAX_CERTIFICATES) throw new AppError('conflict');
      const [row] = await db
        .insert(memberCertificate)
        .values({ memberId, type, number, issuer: document.issuer.toUpperCase(), expiry: isoDate(document.expiry), createdAt: clock.now() })
        .onConflictDoNothing({ target: [memberCertificate.memberId, memberCertificate.type, memberCertificate.number] })
        .returning({ id: memberCertificate.id });
      if (!row) throw new AppError('conflict', { fields: { number: { code: 'e01' } } });
      return { id: row.id, type, number: maskDocumentNumber(number), issuer: document.issuer.toUpperCase(), expiry: isoDate(document.expiry) };
    },
  };
}

export type MemberAccount = ReturnType<typeof createMemberAccount>;
