import type { CabinClass } from '../../domain/reference/cabins.ts';
import { findSite } from '../../domain/site-lookup.ts';
import { calendarDateIn, parseDate } from '../../domain/validation/dates.ts';
import type { CurrencyRate, Money } from '../airline/fares/currency.ts';
import { dayNumber, localOf, type Flight } from '../airline/network/flights.ts';
import { findItineraries, type Itinerary } from '../airline/network/itineraries.ts';
import { loadScheduleIndex, type ScheduleIndex } from '../airline/network/schedule-index.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../http/errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Execution } from './executions.ts';
import { priceItinerary, type FamilyOffer, type SoldSeats } from './offer-pricing.ts';

const AIRLINE_TIME_ZONE = 'Asia/Shanghai';
/** How long the schedule and rates in memory are trusted before checking for a newer import. */
const RELOAD_CHECK_MS = 60_000;
const CABINS: readonly CabinClass[] = [0, 1, 2, 3];

export interface FlightView {
  readonly flightNo: string;
  readonly from: string;
  readonly to: string;
  /** Local date and time at each airport, YYYY-MM-DDTHH:MM. */
  readonly departure: string;
  readonly arrival: string;
  readonly minutes: number;
  readonly aircraft: string;
}

export interface GridCell {
  readonly cabin: CabinClass;
  readonly lowest: Money | null;
  readonly brands: readonly { id: string; saleTotal: Money; seatsLeft: number; classes: readonly string[] }[];
}

export interface GridRow {
  readonly sol: number;
  readonly flights: readonly FlightView[];
  readonly minutes: number;
  readonly stops: number;
  readonly cells: readonly GridCell[];
}

export interface SliceGrid {
  readonly session: string;
  readonly set: number;
  readonly date: string;
  readonly rows: readonly GridRow[];
}

export interface CalendarDay {
  readonly id: string;
  readonly outbound: string;
  readonly saleTotal: Money | null;
  /** The cheapest day of those shown. */
  readonly discount: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
function localText(utc: number, offset: number): string {
  const { date, minutes } = localOf(utc, offset);
  return `${date.year}-${pad(date.month)}-${pad(date.day)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function flightView(flight: Flight): FlightView {
  return {
    flightNo: `${flight.leg.airline}${flight.leg.flightNumber}`,
    from: flight.leg.from,
    to: flight.leg.to,
    departure: localText(flight.depUtc, flight.leg.depUtcOffset),
    arrival: localText(flight.arrUtc, flight.leg.arrUtcOffset),
    minutes: flight.arrUtc - flight.depUtc,
    aircraft: flight.leg.aircraftType,
  };
}

/** Caches a loader's value and checks every minute whether the source changed. */
function reloading<T>(load: () => Promise<T>, version: () => Promise<string>) {
  let cached: { value: Promise<T>; version: string; checkedAt: number } | undefined;
  return async (now: number): Promise<T> => {
    if (cached && now - cached.checkedAt < RELOAD_CHECK_MS) return cached.value;
    const current = await version();
    if (!cached || cached.version !== current) cached = { value: load(), version: current, checkedAt: now };
    else cached.checkedAt = now;
    return cached.value;
  };
}

/**
 * Flight search for a booking session: the itineraries of a slice of the trip on
 * a date, each priced in every cabin and fare family with the seats still open,
 * and the lowest price of the days around it, computed the same way.
 */
export function createSearchService(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  const schedule = reloading(
    () => loadScheduleIndex(db),
    async () => JSON.stringify(await db.query('select coalesce(max(id), 0) as id, count(*) as n from schedule_import')),
  );
  const rates = reloading(
    async () =>
      (await db.query<{ currency: string; per_base: string; valid_from: string }>('select currency, per_base::text, valid_from::text from currency_rate')).map(
        (r): CurrencyRate => ({ currency: r.currency, perBase: Number(r.per_base), validFrom: r.valid_from.slice(0, 10) }),
      ),
    async () => JSON.stringify(await db.query('select count(*) as n, max(valid_from)::text as d from currency_rate')),
  );

  async function soldSeats(itineraries: readonly Itinerary[]): Promise<SoldSeats> {
    const keys = [...new Set(itineraries.flatMap((it) => it.flights.map((f) => `${f.leg.id}|${f.depDay}`)))];
    const sold = new Map<string, Map<string, number>>();
    if (keys.length > 0) {
      const rows = await db.query<{ leg_id: number; day: number; booking_class: string; sold: number }>(
        `select leg_id, (dep_date - date '1970-01-01') as day, booking_class, sold from seat_sale
          where (leg_id, dep_date) in (select * from unnest($1::int[], $2::date[]))`,
        [keys.map((k) => Number(k.split('|')[0])), keys.map((k) => new Date(Number(k.split('|')[1]) * 86_400_000).toISOString().slice(0, 10))],
      );
      for (const row of rows) {
        const key = `${row.leg_id}|${row.day}`;
        const classes = sold.get(key) ?? new Map<string, number>();
        classes.set(row.booking_class, row.sold);
        sold.set(key, classes);
      }
    }
    const none = new Map<string, number>();
    return (flight) => sold.get(`${flight.leg.id}|${flight.depDay}`) ?? none;
  }

  async function context(execution: Execution) {
    const site = findSite(execution.site);
    if (!site) throw new AppError('CZWEB000004');
    const now = clock.now();
    const today = dayNumber(calendarDateIn(now, AIRLINE_TIME_ZONE));
    return { site, today, index: await schedule(now.getTime()), rates: await rates(now.getTime()) };
  }

  function price(index: ScheduleIndex, itinerary: Itinerary, execution: Execution, ctx: { site: NonNullable<ReturnType<typeof findSite>>; today: number; rates: readonly CurrencyRate[] }, sold: SoldSeats, cabin: CabinClass): FamilyOffer[] {
    return priceItinerary(itinerary, {
      airports: index.airports,
      cabin,
      passengers: { ADT: execution.request.adt, CNN: execution.request.cnn, INF: execution.request.inf },
      today: ctx.today,
      currency: ctx.site.currencies.default,
      rates: ctx.rates,
      separateCarrierSurcharge: ctx.site.flags.carrierSurcharge,
      sold,
    });
  }

  function dayOf(text: string): number {
    const date = parseDate(text);
    if (!date) throw new AppError('e01', { fields: { date: { code: 'e01' } } });
    return dayNumber(date);
  }

  return {
    /** The results grid of one slice of the trip on a date. */
    async slice(execution: Execution, set: number, dateText: string): Promise<SliceGrid> {
      const { request } = execution;
      if (set < 0 || set >= request.dep.length) throw new AppError('e01', { fields: { set: { code: 'e01' } } });
      const ctx = await context(execution);
      const day = dayOf(dateText);
      if (day < ctx.today) throw new AppError('e04', { fields: { date: { code: 'e04' } } });
      const itineraries = findItineraries(ctx.index, request.dep[set], request.arr[set], day);
      const sold = await soldSeats(itineraries);
      const rows = itineraries.map((itinerary, sol) => ({
        sol,
        flights: itinerary.flights.map(flightView),
        minutes: itinerary.minutes,
        stops: itinerary.stops,
        cells: CABINS.map((cabin) => {
          const offers = price(ctx.index, itinerary, execution, ctx, sold, cabin);
          const lowest = offers.reduce<Money | null>((low, o) => (!low || o.saleTotal.amount < low.amount ? o.saleTotal : low), null);
          return { cabin, lowest, brands: offers.map((o) => ({ id: o.familyId, saleTotal: o.saleTotal, seatsLeft: o.seatsLeft, classes: o.classes })) };
        }),
      }));
      return { session: execution.id, set, date: dateText, rows };
    },

    /** The lowest price of each day from `from` to `to` in the requested cabin, computed as the grid computes it. */
    async calendar(execution: Execution, set: number, from: number, to: number): Promise<CalendarDay[]> {
      const ctx = await context(execution);
      const cabin = Number(execution.request.cabin) as CabinClass;
      const days: CalendarDay[] = [];
      for (let day = Math.max(from, ctx.today); day <= to; day++) {
        const itineraries = findItineraries(ctx.index, execution.request.dep[set], execution.request.arr[set], day);
        const sold = await soldSeats(itineraries);
        let lowest: Money | null = null;
        for (const itinerary of itineraries) {
          for (const offer of price(ctx.index, itinerary, execution, ctx, sold, cabin)) {
            if (!lowest || offer.saleTotal.amount < lowest.amount) lowest = offer.saleTotal;
          }
        }
        const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
        days.push({ id: date, outbound: date, saleTotal: lowest, discount: false });
      }
      const cheapest = Math.min(...days.flatMap((d) => (d.saleTotal ? [d.saleTotal.amount] : [])));
      return days.map((d) => ({ ...d, discount: d.saleTotal?.amount === cheapest }));
    },

    dayOf,
  };
}

/** The first and last day (days since 1970-01-01) of the month of a date. */
export function monthAround(day: number): { first: number; last: number } {
  const date = new Date(day * 86_400_000);
  const first = day - (date.getUTCDate() - 1);
  const last = first + new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate() - 1;
  return { first, last };
}

export type SearchService = ReturnType<typeof createSearchService>;
