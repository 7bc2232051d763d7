import type { AwardChoice, AwardQuote, AwardSlice } from '../../domain/mileage/schemas.ts';
import type { CabinClass } from '../../domain/reference/cabins.ts';
import { parseDate } from '../../domain/validation/dates.ts';
import { mileageResultCode } from '../../domain/validation/mileage.ts';
import type { SeatSales } from '../airline/inventory/seat-sales.ts';
import { dayNumber, dayText } from '../airline/network/flights.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Execution, ExecutionService } from '../shop/executions.ts';
import { RIBBON_DAYS, type SearchService, type SolutionPricer } from '../shop/search-service.ts';
import { itineraryRow } from '../shop/solutions.ts';
import { type AwardOffer, priceAward } from './award-pricing.ts';
import { chosenAwards, priceAwardTrip } from './award-quote.ts';
import { readAllotments } from './award-space.ts';
import type { MilesLedger } from './miles-ledger.ts';

const CABINS: readonly CabinClass[] = [0, 1, 2, 3];

/** The party of a session, as pricing counts it. */
export function partyOf(execution: Execution) {
  return { ADT: execution.request.adt, CNN: execution.request.cnn, INF: execution.request.inf };
}

/**
 * Award flights of an award session (execution mode mileage): every direction of the trip with its itineraries priced
 * in miles plus taxes per cabin on the award seats open now, and the days around it; and the quote of a choice.
 */
export function createAwardSearch(deps: {
  db: DbHandle;
  search: SearchService;
  seatSales: SeatSales;
  executions: ExecutionService;
  miles: MilesLedger;
  baggageRegion: readonly string[];
}) {
  const { db, search, seatSales, executions, miles } = deps;

  /** An award session: a cash session's id is refused as if unknown, so that cash and award prices never mix. */
  async function awardSession(sessionId: string): Promise<Execution> {
    const execution = await executions.require(sessionId);
    if (execution.request.m !== 'mileage') throw new AppError('CZWEB000004');
    return execution;
  }

  /** Every day's itineraries of a direction priced as awards, with one read of the seats sold and the allotments. */
  async function offersOn(pricer: SolutionPricer, execution: Execution, set: number, days: readonly number[]) {
    const byDay = days.map((day) => ({ day, itineraries: pricer.itineraries(set, day) }));
    const flights = byDay.flatMap((d) => d.itineraries.flatMap((it) => it.flights));
    const [sold, allotments] = await Promise.all([seatSales.of(flights), readAllotments(db, flights)]);
    const context = { airports: pricer.airports, passengers: partyOf(execution), money: pricer.money, sold, allotments };
    return byDay.map(({ day, itineraries }) => ({
      day,
      itineraries,
      offers: itineraries.map((itinerary) => CABINS.map((cabin) => priceAward(itinerary, cabin, context))),
    }));
  }

  function rowOf(itinerary: Itinerary, offers: readonly (AwardOffer | undefined)[]): AwardSlice['rows'][number] {
    return {
      ...itineraryRow(itinerary),
      cells: CABINS.map((cabin, i) => {
        const offer = offers[i];
        const adult = offer?.prices.find((p) => p.type !== 'INF');
        return { cabin, miles: adult?.miles ?? null, taxes: adult?.taxes ?? null, seatsLeft: offer?.seatsLeft ?? 0 };
      }),
    };
  }

  function dayOf(text: string): number {
    const date = parseDate(text);
    if (!date) throw new AppError('e01', { fields: { date: { code: 'e01' } } });
    return dayNumber(date);
  }

  return {
    /**
     * The award flights of each direction of the session on its day (the session's, or the one the traveller moved
     * it to) and the ±3 day ribbon of the session's cabin. Only itineraries with award seats in some cabin are listed;
     * a direction the trip needs without any is x02.
     */
    async flights(
      sessionId: string,
      memberId: number,
      dates: readonly string[],
    ): Promise<{ session: string; tripType: 'S' | 'R'; slices: AwardSlice[]; balance: number }> {
      const execution = await awardSession(sessionId);
      const { request } = execution;
      if (request.tripType === 'M') throw new AppError('x02');
      if (dates.length > request.dep.length) throw new AppError('e01', { fields: { date: { code: 'e01' } } });
      const pricer = await search.pricer(execution);
      const cabin = Number(request.cabin) as CabinClass;
      const slices: AwardSlice[] = [];
      for (let set = 0; set < request.dep.length; set++) {
        const day = dayOf(dates[set] ?? request.date[set]);
        if (day < pricer.today) throw new AppError('e04', { fields: { date: { code: 'e04' } } });
        const days: number[] = [];
        for (let d = Math.max(pricer.today, day - RIBBON_DAYS); d <= day + RIBBON_DAYS; d++) days.push(d);
        const priced = await offersOn(pricer, execution, set, days);
        const chosen = priced.find((p) => p.day === day);
        const rows = (chosen?.itineraries ?? []).flatMap((itinerary, i) => {
          const offers = chosen?.offers[i] ?? [];
          return offers.some((o) => o !== undefined) ? [rowOf(itinerary, offers)] : [];
        });
        const ribbon = priced.map(({ day: d, offers }) => {
          const adultMiles = offers.flatMap((cells) => cells[cabin]?.prices.find((p) => p.type !== 'INF')?.miles ?? []);
          return { date: dayText(d), miles: adultMiles.length > 0 ? Math.min(...adultMiles) : null };
        });
        slices.push({ set, date: dayText(day), rows, ribbon });
      }
      if (mileageResultCode(request.tripType, { outbound: slices[0]?.rows, inbound: slices[1]?.rows })) throw new AppError('x02');
      return { session: execution.id, tripType: request.tripType, slices, balance: await miles.balance(memberId) };
    },

    /** The miles and taxes of the chosen directions for the session's party, their baggage, and the member's balance. */
    async quote(sessionId: string, memberId: number, choices: readonly AwardChoice[]): Promise<AwardQuote> {
      const execution = await awardSession(sessionId);
      const pricer = await search.pricer(execution);
      const chosen = chosenAwards(pricer, choices, execution.request.dep.length);
      const flights = chosen.flatMap((c) => c.itinerary.flights);
      const [sold, allotments] = await Promise.all([seatSales.of(flights), readAllotments(db, flights)]);
      const counts = new Map(flights.map((f) => [`${f.leg.id}|${f.depDay}`, new Map(sold(f))]));
      const price = priceAwardTrip(pricer, chosen, { sold: counts, allotments }, partyOf(execution), deps.baggageRegion);
      return { ...price.quote, balance: await miles.balance(memberId) };
    },

    awardSession,
  };
}

export type AwardSearch = ReturnType<typeof createAwardSearch>;
