import type * as v from 'valibot';
import { type CalendarDate, calendarDateIn, formatDate, parseDate } from '../../domain/calendar.ts';
import { certificateSchema, ffpEnrollmentSchema, MEMBER_TIERS, type MemberStatus, type MemberTier } from '../../domain/member/account-schemas.ts';
import { certificateType } from '../../domain/reference/certificates.ts';
import { validateForm } from '../../domain/validation/issue.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
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
  const { db, clock, limits, captcha } = deps;
  const today = (): CalendarDate => calendarDateIn(clock.now());

  async function certificates(memberId: number): Promise<MemberStatus['certificates']> {
    const rows = await db.query<{ id: number; type: string; number: string; issuer: string; expiry: string }>(
      "select id, type, number, issuer, to_char(expiry, 'YYYY-MM-DD') as expiry from member_certificate where member_id = $1 order by id",
      [memberId],
    );
    return rows.flatMap((r) => {
      const type = certificateType(r.type);
      return type ? [{ id: r.id, type, number: maskDocumentNumber(r.number), issuer: r.issuer, expiry: r.expiry }] : [];
    });
  }

  return {
    async status(memberId: number): Promise<MemberStatus> {
      const [row] = await db.query<{
        member_no: string;
        given_name: string;
        surname: string;
        tier: string;
        email_verified: boolean;
        ffp_enrolled_at: Date | null;
      }>('select member_no, given_name, surname, tier, email_verified_at is not null as email_verified, ffp_enrolled_at from member where id = $1', [memberId]);
      if (!row) throw new AppError('unauthorized');
      return {
        memberNo: row.member_no,
        givenName: row.given_name,
        surname: row.surname,
        name: `${row.given_name} ${row.surname}`,
        tier: isTier(row.tier) ? row.tier : 'standard',
        emailVerified: row.email_verified,
        ffp: { enrolled: row.ffp_enrolled_at !== null, enrolledAt: row.ffp_enrolled_at ? new Date(row.ffp_enrolled_at).toISOString() : null },
        certificates: await certificates(memberId),
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
      const [member] = await db.query<{ given_name: string; surname: string }>('select given_name, surname from member where member_no = $1', [body.cardNo]);
      const match = member !== undefined && sameName(member.surname, body.surname) && sameName(member.given_name, body.givenName);
      if (match) await limits.strike(attempt);
      return match;
    },

    /** Enrols the member, or confirms the enrolment with the profile as given now. */
    async enrol(memberId: number, body: unknown): Promise<{ memberNo: string; enrolledAt: string }> {
      const profile = checked(ffpEnrollmentSchema(today()), body);
      const [row] = await db.query<{ member_no: string; ffp_enrolled_at: Date }>(
        `update member set birthday = $2, gender = $3, nationality = $4, ffp_enrolled_at = coalesce(ffp_enrolled_at, $5)
          where id = $1 returning member_no, ffp_enrolled_at`,
        [memberId, isoDate(profile.birthday), profile.gender, profile.nationality.toUpperCase(), clock.now()],
      );
      if (!row) throw new AppError('unauthorized');
      return { memberNo: row.member_no, enrolledAt: new Date(row.ffp_enrolled_at).toISOString() };
    },

    async addCertificate(memberId: number, body: unknown): Promise<MemberStatus['certificates'][number]> {
      const document = checked(certificateSchema(today()), body);
      const type = certificateType(document.type) ?? 'PP';
      const number = document.number.toUpperCase();
      const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from member_certificate where member_id = $1', [memberId]);
      if (n >= MAX_CERTIFICATES) throw new AppError('conflict');
      const [row] = await db.query<{ id: number }>(
        `insert into member_certificate (member_id, type, number, issuer, expiry, created_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (member_id, type, number) do nothing returning id`,
        [memberId, type, number, document.issuer.toUpperCase(), isoDate(document.expiry), clock.now()],
      );
      if (!row) throw new AppError('conflict', { fields: { number: { code: 'e01' } } });
      return { id: row.id, type, number: maskDocumentNumber(number), issuer: document.issuer.toUpperCase(), expiry: isoDate(document.expiry) };
    },
  };
}

export type MemberAccount = ReturnType<typeof createMemberAccount>;
