import { randomInt } from 'node:crypto';
import { COUPON_ID_ALPHABET } from '../../domain/coupon/codes.ts';
import type { CouponKind, CouponView, MyCoupons } from '../../domain/coupon/coupon-schemas.ts';
import type { Money } from '../../domain/money.ts';
import type { Site } from '../../domain/sites.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { RequestLimits } from '../member/request-limits.ts';
import type { Clock } from '../platform/clock.ts';
import { roundAmountIn, storedRates } from './base-money.ts';
import { COUPON_COLUMNS, COUPON_FROM, type CouponRow, couponView } from './coupon-views.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A member registered this recently is new, and gets the welcome coupon (once) when the page asks for it. */
export const WELCOME_WINDOW_DAYS = 30;
export const WELCOME_VALID_DAYS = 90;
/** The welcome coupon's worth and minimum spend, set in yuan fen and issued in the site's currency. */
export const WELCOME_VALUE_FEN = 10_000;
export const WELCOME_MIN_SPEND_FEN = 100_000;
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

  async function viewOf(condition: string, params: readonly unknown[]): Promise<CouponView | undefined> {
    const [row] = await db.query<CouponRow>(`select ${COUPON_COLUMNS} from ${COUPON_FROM} where ${condition}`, params);
    return row ? couponView(row, clock.now()) : undefined;
  }

  /** Writes a coupon; undefined when a unique rule refuses it (its code is taken, the member has the welcome coupon). */
  async function insert(input: NewCoupon): Promise<string | undefined> {
    for (;;) {
      const id = newCouponId();
      const [row] = await db.query<{ id: string }>(
        `insert into member_coupon (id, code, member_id, kind, currency, amount, min_spend, sites, valid_from, valid_to, demo, issued_at, bound_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing returning id`,
        [
          id,
          input.code?.toUpperCase() ?? null,
          input.memberId ?? null,
          input.kind,
          input.value.currency,
          input.value.amount,
          input.minSpend ?? 0,
          [...(input.sites ?? [])],
          input.validFrom,
          input.validTo,
          input.demo ?? false,
          clock.now(),
          input.code && input.memberId !== undefined ? clock.now() : null,
        ],
      );
      if (row) return row.id;
      // Ids are random; on the rare clash, draw again.
      const [clash] = await db.query('select 1 from member_coupon where id = $1', [id]);
      if (!clash) return undefined;
    }
  }

  return {
    /** Issues a coupon to a member, or a voucher with a code to bind. */
    async issue(input: NewCoupon): Promise<CouponView> {
      const id = await insert(input);
      if (id === undefined) throw new AppError('conflict');
      const view = await viewOf('c.id = $1', [id]);
      if (!view) throw new Error('The coupon just issued is missing');
      return view;
    },

    /** The member's coupons by state: usable (soonest to end first), used (latest first), expired (latest first). */
    async listOf(memberId: number): Promise<MyCoupons> {
      const now = clock.now();
      const rows = await db.query<CouponRow>(`select ${COUPON_COLUMNS} from ${COUPON_FROM} where c.member_id = $1 order by c.valid_to, c.id limit 500`, [
        memberId,
      ]);
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
      const [bound] = await db.query<{ id: string }>(
        'update member_coupon set member_id = $2, bound_at = $3 where code = $1 and member_id is null and valid_to > $3 returning id',
        [code, memberId, now],
      );
      const [found] = bound ? [] : await db.query<{ member_id: number | null }>('select member_id from member_coupon where code = $1', [code]);
      if (!bound && found?.member_id !== memberId) {
        if (!found) throw new AppError('discountUnknown');
        throw new AppError(found.member_id === null ? 'discountExpired' : 'couponTaken');
      }
      await limits.strike(attempt);
      const coupon = await viewOf('c.code = $1 and c.member_id = $2', [code, memberId]);
      if (!coupon) throw new Error('The coupon just bound is missing');
      return { coupon, alreadyYours: !bound };
    },

    /**
     * autoSendCoupon: a member who registered in the last WELCOME_WINDOW_DAYS gets
     * one welcome coupon, in the currency of the site they are on, the first time
     * the page asks; every later call (or an older member) gets nothing.
     */
    async sendWelcome(memberId: number, site: Site): Promise<CouponView | undefined> {
      const now = clock.now();
      const [member] = await db.query<{ created_at: Date | string }>('select created_at from member where id = $1', [memberId]);
      if (!member || now.getTime() - new Date(member.created_at).getTime() > WELCOME_WINDOW_DAYS * DAY_MS) return undefined;
      const [had] = await db.query("select 1 from member_coupon where member_id = $1 and kind = 'welcome'", [memberId]);
      if (had) return undefined;
      const today = now.toISOString().slice(0, 10);
      const rates = await storedRates(db);
      const value = roundAmountIn(WELCOME_VALUE_FEN, site.currencies.default, rates, today);
      const minSpend = roundAmountIn(WELCOME_MIN_SPEND_FEN, site.currencies.default, rates, today);
      if (!value || !minSpend || value.amount <= 0) return undefined;
      const id = await insert({
        memberId,
        kind: 'welcome',
        value,
        minSpend: minSpend.amount,
        validFrom: now,
        validTo: new Date(now.getTime() + WELCOME_VALID_DAYS * DAY_MS),
      });
      return id === undefined ? undefined : viewOf('c.id = $1', [id]);
    },
  };
}

export type MemberCoupons = ReturnType<typeof createMemberCoupons>;
