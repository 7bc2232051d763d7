import { eq, sql } from 'drizzle-orm';
import { promotionCode as promotionCodeIssue } from '../../domain/validation/general.ts';
import type { DbHandle } from '../db/connect.ts';
import { promotionCode, promotionCodeTerms } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { CodeGuard } from './code-guard.ts';

/** A promotion code's terms in one currency, in its minor units. */
export interface PromotionTerms {
  readonly currency: string;
  readonly minSpend?: number;
  /** For a code of a fixed amount. */
  readonly amountOff?: number;
  /** For a percentage code: the most it takes off. */
  readonly cap?: number;
}

export interface NewPromotion {
  readonly code: string;
  readonly label: string;
  /** A percentage of the fares; without it, each currency's amountOff. */
  readonly percent?: number;
  /** The currencies it works in; a booking in any other is not applicable. */
  readonly terms: readonly PromotionTerms[];
  readonly validFrom: Date;
  readonly validTo: Date;
  /** The sites it runs on; none for all. */
  readonly sites?: readonly string[];
  /** How many orders may use it in all; none for no limit. */
  readonly usageLimit?: number;
  readonly demo?: boolean;
}

export interface ActionValidity {
  readonly valid: boolean;
  readonly validFrom: string | null;
  readonly validTo: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Promotion codes: campaign codes anyone may type, set up by the airline (or the demo data). */
export function createPromotions(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async create(input: NewPromotion): Promise<void> {
      const code = input.code.toUpperCase();
      const wellFormed =
        !promotionCodeIssue(code) &&
        input.terms.length > 0 &&
        (input.percent === undefined || (Number.isInteger(input.percent) && input.percent >= 1 && input.percent <= 100)) &&
        input.terms.every((t) => (input.percent === undefined ? (t.amountOff ?? 0) > 0 && t.cap === undefined : t.amountOff === undefined));
      if (!wellFormed) throw new AppError('badRequest');
      await db.transaction(async (tx) => {
        await tx.db.insert(promotionCode).values({
          code,
          label: input.label,
          demo: input.demo ?? false,
          percent: input.percent ?? null,
          validFrom: input.validFrom,
          validTo: input.validTo,
          sites: [...(input.sites ?? [])],
          usageLimit: input.usageLimit ?? null,
          createdAt: clock.now(),
        });
        for (const t of input.terms) {
          await tx.db
            .insert(promotionCodeTerms)
            .values({ code, currency: t.currency, minSpend: t.minSpend ?? 0, amountOff: t.amountOff ?? null, cap: t.cap ?? null });
        }
      });
    },

    /**
     * validAction: whether a promotion runs on a site on a day (UTC; today when
     * not given) and has uses left. An unknown code is simply not valid, with no
     * dates, the same answer as one that is not for this site.
     */
    async validAction(code: string, site: string, day?: string): Promise<ActionValidity> {
      const [row] = await db.db
        .select({
          validFrom: promotionCode.validFrom,
          validTo: promotionCode.validTo,
          sites: promotionCode.sites,
          usedUp: sql<boolean>`(${promotionCode.usageLimit} is not null and ${promotionCode.usedCount} >= ${promotionCode.usageLimit})`,
        })
        .from(promotionCode)
        .where(eq(promotionCode.code, code));
      if (!row || (row.sites.length > 0 && !row.sites.includes(site))) return { valid: false, validFrom: null, validTo: null };
      const from = row.validFrom;
      const to = row.validTo;
      const start = day ? new Date(`${day}T00:00:00Z`) : clock.now();
      const end = day ? new Date(start.getTime() + DAY_MS) : new Date(start.getTime() + 1);
      return { valid: !row.usedUp && from < end && to > start, validFrom: from.toISOString(), validTo: to.toISOString() };
    },
  };
}

export type Promotions = ReturnType<typeof createPromotions>;

/**
 * validAction for a client address, under the guard against finding codes by
 * trying: an answer without dates (no promotion of this site has the code)
 * counts against the address.
 */
export function guardedValidAction(
  deps: { promotions: Promotions; guard: CodeGuard },
  address: string,
  ask: { readonly code: string; readonly site: string; readonly day?: string },
): Promise<ActionValidity> {
  return deps.guard(
    address,
    () => deps.promotions.validAction(ask.code, ask.site, ask.day),
    (reply) => reply.validFrom === null,
  );
}
