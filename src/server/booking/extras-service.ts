import { type AutoSeatInfo, BAG_TYPES, EXIT_ROW_TYPES, SEATED_TYPES, type ShowExtra } from '../../domain/booking/extras.ts';
import type { Lang } from '../../domain/languages.ts';
import type { CabinClass } from '../../domain/reference/cabins.ts';
import type { Site } from '../../domain/sites.ts';
import { translator } from '../../lib/i18n/index.ts';
import { type FareFamily, familiesOf } from '../airline/fares/families.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Execution } from '../shop/executions.ts';
import type { SearchService } from '../shop/search-service.ts';
import { flightExtras } from './extras-offers.ts';
import { familyById } from './order-pricing.ts';
import { takenSeats } from './seat-assignments.ts';
import { flightKey } from './seat-holds.ts';

/** Online check-in, and with it the free automatic seat assignment, opens this long before departure. */
export const CHECK_IN_OPENS_HOURS = 48;
/** Regions whose rules seat young children beside their adult free of charge (EU guidance, the US family seating rule). */
const FAMILY_SEATING_REGIONS: ReadonlySet<string> = new Set(['eu', 'americas']);

const NO_SEATS: ReadonlySet<string> = new Set();

/** The extras calls: what a chosen solution's flights offer, and what happens without a chosen seat. */
export function createExtrasService(deps: { db: DbHandle; search: SearchService }) {
  const { db, search } = deps;

  function familyOf(execution: Execution, familyId: string | undefined): FareFamily {
    if (familyId !== undefined) return familyById(familyId);
    const [cheapest] = familiesOf(Number(execution.request.cabin) as CabinClass);
    if (!cheapest) throw new AppError('e01', { fields: { familyId: { code: 'e01' } } });
    return cheapest;
  }

  return {
    /**
     * Per flight of a session's solution: the seat map of the family's cabin with
     * every seat's state and price, extra bags and special meals, priced in the
     * session's currency. Without a family, the cheapest of the searched cabin.
     */
    async showExtra(execution: Execution, set: number, sol: string, familyId?: string): Promise<ShowExtra> {
      const pricer = await search.pricer(execution);
      const itinerary = pricer.solution(set, sol);
      const family = familyOf(execution, familyId);
      const taken = await takenSeats(
        db.query,
        itinerary.flights.map((f) => ({ legId: f.leg.id, day: f.depDay })),
      );
      return {
        session: execution.id,
        set,
        sol,
        familyId: family.id,
        cabin: family.cabin,
        currency: pricer.currency,
        rules: { seatTypes: [...SEATED_TYPES], exitRowTypes: [...EXIT_ROW_TYPES], bagTypes: [...BAG_TYPES] },
        flights: itinerary.flights.map((flight) => flightExtras(flight, family, taken.get(flightKey(flight.leg.id, flight.depDay)) ?? NO_SEATS, pricer)),
      };
    },

    /** The automatic seat assignment of a site, its rules written in the language asked for. */
    autoSeatInfo(site: Site, lang: Lang): AutoSeatInfo {
      const { t } = translator(lang);
      const familySeating = FAMILY_SEATING_REGIONS.has(site.region);
      const keys = ['addition.autoSeat.rule', ...(familySeating ? ['addition.autoSeat.family'] : [])];
      return {
        autoAssign: true,
        checkInOpensHours: CHECK_IN_OPENS_HOURS,
        familySeating,
        rules: keys.map((key) => ({ key, text: t(key, { hours: CHECK_IN_OPENS_HOURS }) })),
      };
    },
  };
}

export type ExtrasService = ReturnType<typeof createExtrasService>;
