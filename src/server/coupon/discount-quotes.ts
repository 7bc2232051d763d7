import type { OrderDiscount } from '../../domain/booking/discount.ts';
import type { AddDiscountReply, QueryDiscountReply } from '../../domain/coupon/coupon-schemas.ts';
import type { DiscountBasis } from '../../domain/coupon/discount-rules.ts';
import { totalAfter } from '../../domain/coupon/discount-rules.ts';
import { DISCOUNT_CODES } from '../../domain/error-codes.ts';
import { discountBasis } from '../booking/order-discounts.ts';
import { familyById, priceOrder } from '../booking/order-pricing.ts';
import { readSold } from '../booking/seat-holds.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Execution } from '../shop/executions.ts';
import type { SearchService } from '../shop/search-service.ts';
import type { CodeGuard } from './code-guard.ts';
import { amountFor, findCandidate } from './discount-candidates.ts';
import type { MemberCoupons } from './member-coupons.ts';

/** Who asks for a quote: the logged-in member, if any, and the client's address that typed codes are counted against. */
export interface QuoteAsker {
  readonly memberId: number | undefined;
  readonly address: string;
}

export interface Choice {
  readonly set: number;
  readonly sol: string;
  readonly familyId: string;
}

type Weighed = Omit<QueryDiscountReply['coupons'][number], 'coupon'>;
const DISCOUNT_REFUSAL = new Set<string>(DISCOUNT_CODES);

/**
 * Quotes for the discount box: the trip priced as an order would price it now
 * (same solutions, families and seats sold, without holding anything), and what
 * a code or coupon would take off it. Nothing is claimed here: the order claims
 * its discount when it is made, and may still find it gone. A typed code is
 * checked under the guard against finding codes by trying; coupons are not.
 */
export function createDiscountQuotes(deps: { db: DbHandle; clock: Clock; search: SearchService; coupons: MemberCoupons; guard: CodeGuard }) {
  const { db, clock, search, coupons, guard } = deps;

  async function basisOf(execution: Execution, choices: readonly Choice[]): Promise<DiscountBasis> {
    const { request } = execution;
    if (choices.length !== request.dep.length || choices.some((choice, i) => choice.set !== i)) {
      throw new AppError('e01', { fields: { choices: { code: 'e01' } } });
    }
    const pricer = await search.pricer(execution);
    const chosen = choices.map((choice) => ({ set: choice.set, itinerary: pricer.solution(choice.set, choice.sol), family: familyById(choice.familyId) }));
    const flights = chosen.flatMap((c) => c.itinerary.flights).map((f) => ({ legId: f.leg.id, day: f.depDay }));
    const price = priceOrder(pricer, chosen, await readSold(db, flights), request.adt + request.cnn);
    return discountBasis(price, execution.site, clock.now());
  }

  async function weigh(
    discount: OrderDiscount,
    memberId: number | undefined,
    basis: DiscountBasis,
  ): Promise<Weighed & { discountCode: string; kind: 'code' | 'coupon' }> {
    const money = (amount: number) => ({ amount, currency: basis.currency });
    try {
      const candidate = await findCandidate(db.db, discount, memberId, basis.currency);
      const amount = amountFor(candidate, basis);
      return {
        discountCode: candidate.discountCode,
        kind: candidate.kind,
        applies: true,
        refusal: null,
        amount: money(amount),
        newTotal: money(totalAfter(basis.total, amount)),
      };
    } catch (error) {
      if (!(error instanceof AppError) || !DISCOUNT_REFUSAL.has(error.code)) throw error;
      const discountCode = discount.code ?? discount.couponId ?? '';
      return { discountCode, kind: discount.code ? 'code' : 'coupon', applies: false, refusal: error.code as Weighed['refusal'], amount: null, newTotal: null };
    }
  }

  /** The trip's price, the member's usable coupons and a typed code, each weighed against it. */
  async function quote(execution: Execution, choices: readonly Choice[], memberId: number | undefined, code?: string): Promise<QueryDiscountReply> {
    const basis = await basisOf(execution, choices);
    const weighedCode = code === undefined ? null : await weigh({ code }, memberId, basis);
    const usable = memberId === undefined ? [] : (await coupons.listOf(memberId)).usable;
    const weighedCoupons = [];
    for (const coupon of usable) {
      const { applies, refusal, amount, newTotal } = await weigh({ couponId: coupon.couponId }, memberId, basis);
      weighedCoupons.push({ coupon, applies, refusal, amount, newTotal });
    }
    return {
      price: { amount: basis.total, currency: basis.currency },
      code: weighedCode && {
        discountCode: weighedCode.discountCode,
        applies: weighedCode.applies,
        refusal: weighedCode.refusal,
        amount: weighedCode.amount,
        newTotal: weighedCode.newTotal,
      },
      coupons: weighedCoupons,
    };
  }

  return {
    /** queryDiscount: the member's usable coupons, and a typed code, each with what it takes off or why it does not apply. */
    async query(execution: Execution, choices: readonly Choice[], asker: QuoteAsker, code?: string): Promise<QueryDiscountReply> {
      if (code === undefined) return quote(execution, choices, asker.memberId);
      return guard(
        asker.address,
        () => quote(execution, choices, asker.memberId, code),
        (reply) => reply.code?.refusal === 'discountUnknown',
      );
    },

    /** addDiscount: one code or coupon against the chosen solutions; a refusal is its error code. Consumes nothing. */
    async add(execution: Execution, choices: readonly Choice[], discount: OrderDiscount, asker: QuoteAsker): Promise<AddDiscountReply> {
      const check = async (): Promise<AddDiscountReply> => {
        const basis = await basisOf(execution, choices);
        const candidate = await findCandidate(db.db, discount, asker.memberId, basis.currency);
        const amount = amountFor(candidate, basis);
        const money = (value: number) => ({ amount: value, currency: basis.currency });
        return {
          discountCode: candidate.discountCode,
          kind: candidate.kind,
          amount: money(amount),
          total: money(basis.total),
          newTotal: money(totalAfter(basis.total, amount)),
        };
      };
      return discount.code === undefined ? check() : guard(asker.address, check);
    },
  };
}

export type DiscountQuotes = ReturnType<typeof createDiscountQuotes>;
