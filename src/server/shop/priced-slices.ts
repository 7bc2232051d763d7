import { count, max } from 'drizzle-orm';
import { AIRLINE_TIME_ZONE } from '../../domain/calendar.ts';
import type { CabinClass } from '../../domain/reference/cabins.ts';
import { tripCurrency } from '../../domain/shop/currency-choice.ts';
import { findSite } from '../../domain/site-lookup.ts';
import type { Site } from '../../domain/sites.ts';
import { ticketTypeOf } from '../../domain/special-passengers/ticket-types.ts';
import { calendarDateIn } from '../../domain/validation/dates.ts';
import type { CurrencyRate } from '../airline/fares/currency.ts';
import type { SeatSales, SoldSeats } from '../airline/inventory/seat-sales.ts';
import { dayNumber } from '../airline/network/flights.ts';
import { findItineraries, type Itinerary } from '../airline/network/itineraries.ts';
import { loadScheduleIndex, type ScheduleIndex } from '../airline/network/schedule-index.ts';
import type { DbHandle } from '../db/connect.ts';
import { currencyRate, scheduleImport } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { approximateBytes } from '../platform/approximate-bytes.ts';
import { BoundedCache } from '../platform/bounded-cache.ts';
import type { Clock } from '../platform/clock.ts';
import type { Execution } from './executions.ts';
import { type FamilyOffer, priceItinerary } from './offer-pricing.ts';

/** How long the schedule and rates in memory are trusted before checking for a newer import. */
const RELOAD_CHECK_MS = 60_000;
/** The cabins every itinerary is priced in. */
export const CABINS: readonly CabinClass[] = [0, 1, 2, 3];

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

export interface Context {
  readonly site: Site;
  readonly today: number;
  readonly index: ScheduleIndex;
  readonly rates: readonly CurrencyRate[];
  /** What the trip is priced in: the traveller's choice among the site's currencies. */
  readonly currency: string;
}

/** What pricing reads of a booking session: its site and trip (a range lookup prices a trip that has no session). */
export type Trip = Pick<Execution, 'site' | 'request' | 'business'>;

export interface PricedSlice {
  readonly itineraries: readonly Itinerary[];
  /** Per itinerary, per cabin, the families on sale. */
  readonly offers: readonly (readonly FamilyOffer[])[][];
}

/**
 * The routes' itineraries per day, shared by every passenger count and currency: about 4,800 route-days of
 * international routes with connections.
 *
 * Each megabyte a cache keeps costs the server about two of RSS under load, as V8 lets the heap grow past what is
 * live. Under a long load of searches that never repeat (npm run bench), the server rose to 492 MB with 24 and 48 MB
 * for these two caches, and to 417 and 441 MB in two runs with 8 and 16 MB. The search bench's 10 routes over 30
 * days fill 2 MB of them.
 */
const ITINERARIES_BYTES = 8 * 1024 * 1024;
/** The priced slices, one per route, day and kind of party: each prices every itinerary in four cabins (about 40 KB for an international route with connections, so some 400 are kept). */
const PRICED_SLICES_BYTES = 16 * 1024 * 1024;
/** What a slice points to but does not own: the schedule's legs and index, the rates, the fare families' rules. */
const SHARED_BY_SLICES = new Set(['leg', 'index', 'rates', 'rules']);

/**
 * What the search prices with: a trip's context (its site, today, the schedule and rates in memory, reloaded when a
 * newer import lands, and its currency), a route's itineraries on a day, memoised per schedule, and the priced slices,
 * kept while the seats sold they were priced on are still the current ones (see SeatSales), so that the calendar, the
 * ribbon and the grid always agree. Each cache is bounded by bytes.
 */
export function createPricedSlices(deps: { db: DbHandle; clock: Clock; seatSales: SeatSales }) {
  const { db, clock, seatSales } = deps;
  const schedule = reloading(
    () => loadScheduleIndex(db),
    // A new import raises the latest id; a removed one lowers the count.
    async () => JSON.stringify(await db.db.select({ id: max(scheduleImport.id), n: count() }).from(scheduleImport)),
  );
  const rates = reloading(
    async () =>
      (await db.db.select().from(currencyRate)).map(
        (r): CurrencyRate => ({ currency: r.currency, perBase: Number(r.perBase), validFrom: r.validFrom.slice(0, 10) }),
      ),
    async () => JSON.stringify(await db.db.select({ n: count(), d: max(currencyRate.validFrom) }).from(currencyRate)),
  );
  const itineraryMemo = new WeakMap<ScheduleIndex, BoundedCache<string, Itinerary[]>>();
  const pricedMemo = new BoundedCache<
    string,
    { slice: PricedSlice; basis: readonly ReadonlyMap<string, number>[]; index: ScheduleIndex; rates: readonly CurrencyRate[] }
  >({ maxBytes: PRICED_SLICES_BYTES, sizeOf: (kept) => approximateBytes(kept, SHARED_BY_SLICES) });
  let today: { minute: number; day: number } | undefined;

  function todayAt(now: Date): number {
    const minute = Math.floor(now.getTime() / 60_000);
    if (today?.minute !== minute) today = { minute, day: dayNumber(calendarDateIn(now, AIRLINE_TIME_ZONE)) };
    return today.day;
  }

  async function context(execution: Trip): Promise<Context> {
    const site = findSite(execution.site);
    if (!site) throw new AppError('CZWEB000004');
    const now = clock.now();
    return {
      site,
      today: todayAt(now),
      index: await schedule(now.getTime()),
      rates: await rates(now.getTime()),
      currency: tripCurrency(site, execution.request.currency),
    };
  }

  function itineraries(index: ScheduleIndex, origin: string, destination: string, day: number): Itinerary[] {
    let memo = itineraryMemo.get(index);
    if (!memo) {
      memo = new BoundedCache({ maxBytes: ITINERARIES_BYTES, sizeOf: (found) => approximateBytes(found, SHARED_BY_SLICES) });
      itineraryMemo.set(index, memo);
    }
    return memo.getOrSet(`${origin}|${destination}|${day}`, () => findItineraries(index, origin, destination, day));
  }

  function priceIn(ctx: Context, execution: Trip, itinerary: Itinerary, cabin: CabinClass, sold: SoldSeats): FamilyOffer[] {
    return priceItinerary(itinerary, {
      airports: ctx.index.airports,
      cabin,
      passengers: { ADT: execution.request.adt, CNN: execution.request.cnn, INF: execution.request.inf },
      today: ctx.today,
      currency: ctx.currency,
      rates: ctx.rates,
      separateCarrierSurcharge: ctx.site.flags.carrierSurcharge,
      sold,
      ticketType: ticketTypeOf(execution.request.ptc),
      negotiatedPercent: execution.business?.percent,
    });
  }

  /**
   * The priced itineraries of a slice on a day. `remember: false` reads the priced memo but adds nothing to it: a
   * caller that walks tens of thousands of route-days once (the low-fare watcher) must not fill the server's memory
   * with prices nobody will ask for again, nor push out what travellers search. The itineraries, a fraction of the
   * size and shared by every passenger count, are kept as usual.
   */
  async function pricedSlice(ctx: Context, execution: Trip, set: number, day: number, remember = true): Promise<PricedSlice> {
    const { request } = execution;
    const key = [
      request.dep[set],
      request.arr[set],
      day,
      request.adt,
      request.cnn,
      request.inf,
      request.ptc ?? 'ADT',
      execution.business?.percent ?? 0,
      ctx.currency,
      ctx.site.flags.carrierSurcharge,
      ctx.today,
    ].join('|');
    const kept = pricedMemo.get(key);
    if (kept && kept.index === ctx.index && kept.rates === ctx.rates) {
      const flights = kept.slice.itineraries.flatMap((it) => it.flights);
      const sold = await seatSales.of(flights);
      if (flights.every((flight, i) => sold(flight) === kept.basis[i])) return kept.slice;
    }
    const found = itineraries(ctx.index, request.dep[set], request.arr[set], day);
    const flights = found.flatMap((it) => it.flights);
    const sold = await seatSales.of(flights);
    const slice = { itineraries: found, offers: found.map((it) => CABINS.map((cabin) => priceIn(ctx, execution, it, cabin, sold))) };
    if (remember) pricedMemo.set(key, { slice, basis: flights.map(sold), index: ctx.index, rates: ctx.rates });
    return slice;
  }

  return { context, itineraries, priceIn, pricedSlice };
}
