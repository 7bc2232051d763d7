import type { CabinClass } from '../../domain/reference/cabins.ts';
import type { DateCalendarForm, MoveCalendarForm, NextForm } from '../../domain/shop/search-results.ts';
import { parseDate } from '../../domain/validation/dates.ts';
import { convert, type Money } from '../airline/fares/currency.ts';
import type { SeatSales, SoldSeats } from '../airline/inventory/seat-sales.ts';
import { dayNumber, dayText } from '../airline/network/flights.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Execution, ExecutionService } from './executions.ts';
import { cabinStatus, type FamilyOffer } from './offer-pricing.ts';
import { CABINS, type Context, createPricedSlices, type Trip } from './priced-slices.ts';
import type { CalendarDay, Chosen, GridRow, SliceCalendar, SliceGrid, SolutionDetail } from './search-views.ts';
import { bookableDays, canFollow, clampDays, type DayRange, monthAround, sliceDays } from './slice-days.ts';
import { flightView, itineraryRow, solutionId } from './solutions.ts';

/** Days either side of the chosen date in the price ribbon. */
export const RIBBON_DAYS = 3;

/** The lowest fare of a cabin on a day: over every itinerary, and over the non-stop ones only. */
export interface CabinLowest {
  readonly any: Money | null;
  readonly nonstop: Money | null;
}

/**
 * Flight search for a booking session: the itineraries of a slice of the trip on
 * a date, each priced in every cabin and fare family with the seats still open,
 * and the lowest price of the days around it, computed the same way.
 *
 * Itineraries depend only on the schedule and are memoised per schedule; priced
 * slices are kept while the seats sold they were priced on are still the current
 * ones (see SeatSales and priced-slices.ts), so the calendar, the ribbon and the grid always agree.
 *
 * The calls of the results page name their booking session by id: each is opened
 * here (unknown CZWEB000004, expired CZWEB000003) after the checks that the keys
 * sent belong to it, so a request mixing two sessions is refused as bad input.
 */
export function createSearchService(deps: { db: DbHandle; clock: Clock; seatSales: SeatSales; executions: ExecutionService }) {
  const { db, clock, seatSales, executions } = deps;
  const { context, itineraries, priceIn, pricedSlice } = createPricedSlices({ db, clock, seatSales });

  function dayOf(text: string): number {
    const date = parseDate(text);
    if (!date) throw new AppError('e01', { fields: { date: { code: 'e01' } } });
    return dayNumber(date);
  }

  function checkSet(execution: Trip, set: number): void {
    if (set < 0 || set >= execution.request.dep.length) throw new AppError('e01', { fields: { set: { code: 'e01' } } });
  }

  /** The itinerary a solution id names, if it is one the search offers for that slice. */
  function solutionOf(ctx: Context, execution: Execution, set: number, sol: string): Itinerary {
    checkSet(execution, set);
    const parts = sol.split('-').map((part) => part.split('.').map(Number));
    const firstDay = parts[0]?.[1];
    const found =
      firstDay === undefined
        ? undefined
        : itineraries(ctx.index, execution.request.dep[set], execution.request.arr[set], firstDay).find((it) => solutionId(it) === sol);
    if (!found) throw new AppError('e01', { fields: { sol: { code: 'e01' } } });
    return found;
  }

  function row(itinerary: Itinerary, offers: readonly (readonly FamilyOffer[])[]): GridRow {
    return {
      ...itineraryRow(itinerary),
      cells: CABINS.map((cabin, i) => {
        const families = offers[i];
        const lowest = families.reduce<Money | null>((low, o) => (!low || o.saleTotal.amount < low.amount ? o.saleTotal : low), null);
        return {
          cabin,
          status: cabinStatus(itinerary, cabin, families),
          lowest,
          brands: families.map((o) => ({ id: o.familyId, saleTotal: o.saleTotal, seatsLeft: o.seatsLeft, classes: o.classes })),
        };
      }),
    };
  }

  async function grid(execution: Execution, set: number, dateText: string, after?: Itinerary): Promise<SliceGrid> {
    checkSet(execution, set);
    const ctx = await context(execution);
    const day = dayOf(dateText);
    if (day < ctx.today) throw new AppError('e04', { fields: { date: { code: 'e04' } } });
    const { itineraries: found, offers } = await pricedSlice(ctx, execution, set, day);
    const rows: GridRow[] = [];
    found.forEach((itinerary, i) => {
      if (canFollow(after, itinerary)) rows.push(row(itinerary, offers[i]));
    });
    return { session: execution.id, set, date: dateText, rows };
  }

  /** The itinerary chosen last of those chosen in order before a slice, each leaving well after the one before lands. */
  function lastChosen(ctx: Context, execution: Execution, chosen: readonly Chosen[]): Itinerary | undefined {
    let previous: Itinerary | undefined;
    chosen.forEach((choice, i) => {
      if (choice.set !== i) throw new AppError('e01', { fields: { so: { code: 'e01' } } });
      const itinerary = solutionOf(ctx, execution, choice.set, choice.sol);
      if (!canFollow(previous, itinerary)) throw new AppError('e01', { fields: { so: { code: 'e01' } } });
      previous = itinerary;
    });
    return previous;
  }

  /** The grid of the next slice once the earlier ones are chosen: only itineraries that leave well after the chosen one before lands. */
  async function nextGrid(execution: Execution, chosen: readonly Chosen[], dateText: string): Promise<SliceGrid> {
    const previous = lastChosen(await context(execution), execution, chosen);
    return grid(execution, chosen.length, dateText, previous);
  }

  /**
   * The lowest price of each day from `from` to `to` in a cabin (the session's
   * unless given), optionally only on itineraries with a flight number, computed
   * as the grid computes it.
   */
  async function calendar(
    execution: Trip,
    set: number,
    from: number,
    to: number,
    options: { cabin?: CabinClass; flightNo?: string; after?: Itinerary } = {},
  ): Promise<CalendarDay[]> {
    checkSet(execution, set);
    const ctx = await context(execution);
    const cabin = options.cabin ?? (Number(execution.request.cabin) as CabinClass);
    const other = execution.request.tripType === 'R' ? execution.request.date[1 - set] : null;
    const days: CalendarDay[] = [];
    for (let day = Math.max(from, ctx.today); day <= to; day++) {
      const { itineraries: found, offers } = await pricedSlice(ctx, execution, set, day);
      let lowest: Money | null = null;
      found.forEach((itinerary, i) => {
        if (!canFollow(options.after, itinerary)) return;
        if (options.flightNo && !itinerary.flights.some((f) => `${f.leg.airline}${f.leg.flightNumber}` === options.flightNo)) return;
        for (const offer of offers[i][cabin]) if (!lowest || offer.saleTotal.amount < lowest.amount) lowest = offer.saleTotal;
      });
      const date = dayText(day);
      days.push({ id: date, outbound: set === 0 ? date : (other ?? date), inbound: set === 0 ? other : date, saleTotal: lowest, discount: false });
    }
    const cheapest = Math.min(...days.flatMap((d) => (d.saleTotal ? [d.saleTotal.amount] : [])));
    return days.map((d) => ({ ...d, discount: d.saleTotal?.amount === cheapest }));
  }

  /**
   * A calendar of a session's slice over the days it may be offered on: bookable, and for a later slice not before the
   * first day after the itinerary chosen before it (or, when none is named, the date of the slice before). Days outside
   * are neither offered nor priced.
   */
  async function sessionCalendar(
    execution: Execution,
    set: number,
    span: DayRange,
    options: { chosen?: readonly Chosen[]; cabin?: CabinClass; flightNo?: string } = {},
  ): Promise<SliceCalendar> {
    checkSet(execution, set);
    const ctx = await context(execution);
    if (options.chosen && options.chosen.length !== set) throw new AppError('e01', { fields: { so: { code: 'e01' } } });
    const after = options.chosen ? lastChosen(ctx, execution, options.chosen) : undefined;
    const before = after ? { chosen: after } : set > 0 ? { date: dayOf(execution.request.date[set - 1]) } : undefined;
    const range = sliceDays(bookableDays(ctx.today, ctx.site.defaults), before);
    const { first, last } = clampDays(span.first, span.last, range);
    const days = first > last ? [] : await calendar(execution, set, first, last, { cabin: options.cabin, flightNo: options.flightNo, after });
    return { days, range: { first: dayText(range.first), last: dayText(range.last) } };
  }

  /** The slice of the session's trip that flies from one city to another. */
  function setOf(execution: Execution, origin: string, destination: string): number {
    const set = execution.request.dep.findIndex((dep, i) => dep === origin && execution.request.arr[i] === destination);
    if (set < 0) throw new AppError('e01', { fields: { destion: { code: 'e01' } } });
    return set;
  }

  /** A session's own keys only: the body repeats the path's session, and every chosen solution is of it. */
  function checkChosenOf(sessionId: string, form: Pick<NextForm, 'execution' | 'so'>): void {
    if (form.execution !== sessionId || form.so.some((key) => key.session !== sessionId)) throw new AppError('e01', { fields: { so: { code: 'e01' } } });
  }

  /** The session a calendar form names, once every chosen solution it sends is of that session. */
  function calendarSession(form: DateCalendarForm): Promise<Execution> {
    if (form.so?.some((key) => key.session !== form.execution)) throw new AppError('e01', { fields: { so: { code: 'e01' } } });
    return executions.require(form.execution);
  }

  return {
    /** The results grid of one slice of a session's trip on a date. */
    async slice(sessionId: string, set: number, dateText: string): Promise<SliceGrid> {
      return grid(await executions.require(sessionId), set, dateText);
    },

    /** The grid of the next slice of a session's trip once the earlier slices are chosen (all of this session). */
    async next(sessionId: string, form: Pick<NextForm, 'execution' | 'so' | 'date'>): Promise<SliceGrid> {
      checkChosenOf(sessionId, form);
      return nextGrid(await executions.require(sessionId), form.so, form.date);
    },

    /** One solution priced afresh in every cabin and family; a session the body repeats must be the same. */
    async detail(sessionId: string, set: number, sol: string, repeated: string | undefined): Promise<SolutionDetail> {
      if (repeated !== undefined && repeated !== sessionId) throw new AppError('e01', { fields: { execution: { code: 'e01' } } });
      const execution = await executions.require(sessionId);
      const ctx = await context(execution);
      const itinerary = solutionOf(ctx, execution, set, sol);
      const sold = await seatSales.of(itinerary.flights);
      const money = (fen: number | null): Money | null =>
        fen === null ? null : convert({ amount: fen, currency: 'CNY' }, ctx.currency, ctx.rates, dayText(ctx.today));
      return {
        session: execution.id,
        set,
        sol,
        flights: itinerary.flights.map(flightView),
        minutes: itinerary.minutes,
        stops: itinerary.stops,
        cabins: CABINS.map((cabin) => ({
          cabin,
          families: priceIn(ctx, execution, itinerary, cabin, sold).map((o) => ({
            id: o.familyId,
            rules: { ...o.rules, changeFee: money(o.rules.changeFee), refundFee: money(o.rules.refundFee) },
            classes: o.classes,
            seatsLeft: o.seatsLeft,
            prices: o.prices,
            saleTotal: o.saleTotal,
          })),
        })),
      };
    },

    /** The price ribbon of a slice: the lowest price of each day within RIBBON_DAYS of a date that the slice may use. */
    async ribbon(form: DateCalendarForm): Promise<SliceCalendar> {
      const day = dayOf(form.date);
      return sessionCalendar(await calendarSession(form), form.set, { first: day - RIBBON_DAYS, last: day + RIBBON_DAYS }, { chosen: form.so });
    },

    /** The lowest price of each day of the month of a date that the slice may use. */
    async month(form: DateCalendarForm): Promise<SliceCalendar> {
      return sessionCalendar(await calendarSession(form), form.set, monthAround(dayOf(form.date)), { chosen: form.so });
    },

    /**
     * The price ribbon of a route moved to another week: centred on moveDate, or on
     * originDate moved by `move` days, in a cabin and on a flight number if asked.
     * The session is the path's where it names one, else the form's.
     */
    async movedRibbon(sessionId: string | undefined, form: MoveCalendarForm): Promise<SliceCalendar> {
      const id = sessionId ?? form.execution;
      if (!id) throw new AppError('e00', { fields: { execution: { code: 'e00' } } });
      const execution = await executions.require(id);
      const centre = form.moveDate ? dayOf(form.moveDate) : dayOf(form.originDate) + (form.move ?? 0);
      const set = setOf(execution, form.origin, form.destion);
      const cabin = form.originClass === undefined ? undefined : (Number(form.originClass) as CabinClass);
      return sessionCalendar(execution, set, { first: centre - RIBBON_DAYS, last: centre + RIBBON_DAYS }, { cabin, flightNo: form.flightNo });
    },

    /**
     * The lowest fare of each cabin on one day of a slice of a trip that has no booking session, over every itinerary
     * and over the non-stop ones: what the calendar shows for that day in each cabin, priced once for all of them and
     * not kept (the low-fare watcher's walk). A day already past has none.
     */
    async dayLowest(trip: Trip, set: number, day: number): Promise<readonly CabinLowest[]> {
      checkSet(trip, set);
      const ctx = await context(trip);
      const lowest = CABINS.map((): { any: Money | null; nonstop: Money | null } => ({ any: null, nonstop: null }));
      if (day < ctx.today) return lowest;
      const { itineraries: found, offers } = await pricedSlice(ctx, trip, set, day, false);
      found.forEach((itinerary, i) => {
        for (const cabin of CABINS) {
          for (const offer of offers[i][cabin]) {
            const low = lowest[cabin];
            if (!low.any || offer.saleTotal.amount < low.any.amount) low.any = offer.saleTotal;
            if (itinerary.stops === 0 && (!low.nonstop || offer.saleTotal.amount < low.nonstop.amount)) low.nonstop = offer.saleTotal;
          }
        }
      });
      return lowest;
    },

    /**
     * The calendar of one slice of a trip that has no booking session (a low-fare
     * alert's range): the same days and prices the session's month view shows.
     */
    async tripCalendar(trip: Trip, set: number, from: number, to: number): Promise<CalendarDay[]> {
      return calendar(trip, set, from, to);
    },

    /**
     * What an order needs to price a session's chosen solutions itself: the
     * itinerary a solution names, and the offers of an itinerary over seat counts
     * the caller read (an order prices under its own lock, on the counts of its
     * own transaction, the same way the detail call does).
     */
    async pricer(execution: Execution) {
      const ctx = await context(execution);
      return {
        site: ctx.site,
        /** The currency the session prices and charges in. */
        currency: ctx.currency,
        today: ctx.today,
        airports: ctx.index.airports,
        solution: (set: number, sol: string) => solutionOf(ctx, execution, set, sol),
        /** The itineraries of a slice of the session's trip on a day (as the grid lists them, unpriced). */
        itineraries: (set: number, day: number): readonly Itinerary[] => {
          checkSet(execution, set);
          return itineraries(ctx.index, execution.request.dep[set], execution.request.arr[set], day);
        },
        offers: (itinerary: Itinerary, cabin: CabinClass, sold: SoldSeats) => priceIn(ctx, execution, itinerary, cabin, sold),
        /** An amount of the base currency in the session's currency, at today's rate, as fares are converted. */
        money: (fen: number): Money => convert({ amount: fen, currency: 'CNY' }, ctx.currency, ctx.rates, dayText(ctx.today)),
      };
    },
  };
}

export type SolutionPricer = Awaited<ReturnType<SearchService['pricer']>>;

export type SearchService = ReturnType<typeof createSearchService>;
