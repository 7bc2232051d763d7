import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { COUPON_ID_ALPHABET } from '../../domain/coupon/codes.ts';
import type { CouponKind, CouponView, MyCoupons } from '../../domain/coupon/coupon-schemas.ts';
import type { Money } from '../../domain/money.ts';
import type { Site } from '../../domain/sites.ts';
import type { Database, DbHandle } from '../db/connect.ts';
import { member, memberCoupon } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import { roundAmountIn, storedRates } from './base-money.ts';
import { couponRows, couponView } from './coupon-views.ts';
import { claimWelcome } from './welcome-grants.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A member registered this recently is new, and gets the welcome coupon (once) when the page asks for it. */
export const WELCOME_WINDOW_DAYS = 30;
export const WELCOME_VALID_DAYS = 90;
/** The welcome coupon's worth and minimum spend, set in yuan fen and issued in the site's currency. */
export const WELCOME_VALUE_FEN = 10_000;
export const WELCOME_MIN_SPEND_FEN = 100_000;
/**
 * Welcome coupons a day to members who registered from one address: a family or a shared office address gets
 * theirs within a day or two, one person with many mailboxes and phones gets no more than this.
 */
export const WELCOME_COUPONS_PER_ADDRESS_DAY = 3;
/** Failed attempts to bind a code, per member and per address: codes must not be guessable by trying. */
export const BIND_FAILURES_PER_MEMBER_HOUR = 10;
export const BIND_FAILURES_PER_ADDRESS_HOUR = 30;

export interface NewCoupon {
  /** Its member; none for a voucher that waits to be bound by its code. */
  readonly memberId?: number;
  readonly code?: string;
  readonly kind: CouponKind;
  readonly value: Money;
  readonly minSpend?: number;
  readonly sites?: readonly string[];
  readonly validFrom: Date;
  readonly validTo: Date;
  readonly demo?: boolean;
}

function newCouponId(): string {
  let id = 'CP';
  for (let i = 0; i < 12; i++) id += COUPON_ID_ALPHABET[randomInt(COUPON_ID_ALPHABET.length)];
  return id;
}

/** Member coupons: issuing them, the member's list, binding a voucher's code, and the welcome coupon. */
export function createMemberCoupons(deps: { db: DbHandle; clock: Clock; limits: RequestLimits }) {
  const { db, clock, limits } = deps;

  async function viewOf(condition: SQL | undefined): Promise<CouponView | undefined> {
    const [row] = await couponRows(db.db).where(condition);
    return row ? couponView(row, clock.now()) : undefined;
  }

  /** Writes a coupon; undefined when a unique rule refuses it (its code is taken, the member has the welcome coupon). */
  async function insert(input: NewCoupon, executor: Database = db.db): Promise<string | undefined> {
    for (;;) {
      const id = newCouponId();
      const [row] = await executor
        .insert(memberCoupon)
        .values({
          id,
          code: input.code?.toUpperCase() ?? null,
          memberId: input.memberId ?? null,
          kind: input.kind,
          currency: input.value.currency,
          amount: input.value.amount,
          minSpend: input.minSpend ?? 0,
          sites: [...(input.sites ?? [])],
          validFrom: input.validFrom,
          validTo: input.validTo,
          demo: input.demo ?? false,
          issuedAt: clock.now(),
          boundAt: input.code && input.memberId !== undefined ? clock.now() : null,
        })
        .onConflictDoNothing()
        .returning({ id: memberCoupon.id });
      if (row) return row.id;
      // Ids are random; on the rare clash, draw again.
      const [clash] = await executor.select({ id: memberCoupon.id }).from(memberCoupon).where(eq(memberCoupon.id, id));
      if (!clash) return undefined;
    }
  }

  return {
    /** Issues a coupon to a member, or a voucher with a code to bind. */
    async issue(input: NewCoupon): Promise<CouponView> {
      const id = await insert(input);
      if (id === undefined) throw new AppError('conflict');
      const view = await viewOf(eq(memberCoupon.id, id));
      if (!view) throw new Error('The coupon just issued is missing');
      return view;
    },

    /** The member's coupons by state: usable (soonest to end first), used (latest first), expired (latest first). */
    async listOf(memberId: number): Promise<MyCoupons> {
      const now = clock.now();
      const rows = await couponRows(db.db).where(eq(memberCoupon.memberId, memberId)).orderBy(memberCoupon.validTo, memberCoupon.id).limit(500);
      const views = rows.map((row) => couponView(row, now));
      return {
        usable: views.filter((c) => c.state === 'usable'),
        used: views.filter((c) => c.state === 'used').sort((a, b) => (b.usedAt ?? '').localeCompare(a.usedAt ?? '')),
        expired: views.filter((c) => c.state === 'expired').reverse(),
      };
    },

    /**
     * Binds a voucher's code to the member. Binding one's own again answers it
     * (alreadyYours); someone else's is couponTaken; failures are counted per
     * member and address so that codes cannot be found by trying.
     */
    async bind(memberId: number, code: string, address: string): Promise<{ coupon: CouponView; alreadyYours: boolean }> {
      const attempt = await limits.begin('coupon-bind', [`member:${memberId}`, `address:${address}`]);
      if (
        await attempt.over([
          { key: `member:${memberId}`, max: BIND_FAILURES_PER_MEMBER_HOUR, windowMs: HOUR_MS },
          { key: `address:${address}`, max: BIND_FAILURES_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
        ])
      ) {
        throw new AppError('tooManyRequests');
      }
      const now = clock.now();
      const [bound] = await db.db
        .update(memberCoupon)
        .set({ memberId, boundAt: now })
        .where(and(eq(memberCoupon.code, code), isNull(memberCoupon.memberId), gt(memberCoupon.validTo, now)))
        .returning({ id: memberCoupon.id });
      const [found] = bound ? [] : await db.db.select({ memberId: memberCoupon.memberId }).from(memberCoupon).where(eq(memberCoupon.code, code));
      if (!bound && found?.memberId !== memberId) {
        if (!found) throw new AppError('discountUnknown');
        throw new AppError(found.memberId === null ? 'discountExpired' : 'couponTaken');
      }
      await limits.strike(attempt);
      const coupon = await viewOf(and(eq(memberCoupon.code, code), eq(memberCoupon.memberId, memberId)));
      if (!coupon) throw new Error('The coupon just bound is missing');
      return { coupon, alreadyYours: !bound };
    },

    /**
     * autoSendCoupon: a member who registered in the last WELCOME_WINDOW_DAYS gets
     * one welcome coupon, in the currency of the site they are on, the first time
     * the page asks; every later call (or an older member) gets nothing. Only a
     * verified e-mail earns it, once per person (e-mail or phone, on any account
     * ever), and a few a day among the members who registered from one address.
     */
    async sendWelcome(memberId: number, site: Site): Promise<CouponView | undefined> {
      const now = clock.now();
      const [registered] = await db.db
        .select({
          createdAt: member.createdAt,
          verified: sql<boolean>`${member.emailVerifiedAt} is not null`,
          email: member.email,
          areaCode: member.areaCode,
          phone: member.phone,
          registeredFrom: member.registeredFrom,
        })
        .from(member)
        .where(eq(member.id, memberId));
      if (!registered?.verified || now.getTime() - registered.createdAt.getTime() > WELCOME_WINDOW_DAYS * DAY_MS) return undefined;
      const [had] = await db.db
        .select({ id: memberCoupon.id })
        .from(memberCoupon)
        .where(and(eq(memberCoupon.memberId, memberId), eq(memberCoupon.kind, 'welcome')));
      if (had) return undefined;
      const today = now.toISOString().slice(0, 10);
      const rates = await storedRates(db);
      const value = roundAmountIn(WELCOME_VALUE_FEN, site.currencies.default, rates, today);
      const minSpend = roundAmountIn(WELCOME_MIN_SPEND_FEN, site.currencies.default, rates, today);
      if (!value || !minSpend || value.amount <= 0) return undefined;

      // Only coupons given count against the address: a member turned away today may ask again tomorrow.
      const address = registered.registeredFrom === null ? undefined : `address:${registered.registeredFrom}`;
      const attempt = address === undefined ? undefined : await limits.begin('welcome', [address]);
      if (attempt && address && (await attempt.over([{ key: address, max: WELCOME_COUPONS_PER_ADDRESS_DAY, windowMs: DAY_MS }]))) {
        await limits.strike(attempt);
        return undefined;
      }
      const id = await db.transaction(async (tx) => {
        if (!(await claimWelcome(tx.db, registered, now))) return undefined;
        return insert(
          {
            memberId,
            kind: 'welcome',
            value,
            minSpend: minSpend.amount,
            validFrom: now,
            validTo: new Date(now.getTime() + WELCOME_VALID_DAYS * DAY_MS),
          },
          tx.db,
        );
      });
      if (id === undefined) {
        if (attempt) await limits.strike(attempt);
        return undefined;
      }
      return viewOf(eq(memberCoupon.id, id));
    },
  };
}

export type MemberCoupons = ReturnType<typeof createMemberCoupons>;
