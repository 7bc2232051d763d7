import { AIRLINE_TIME_ZONE } from '../../domain/calendar.ts';
import type { Money } from '../../domain/money.ts';
import {
  MAX_RANGE_DAYS,
  type RangeDay,
  type RangeLowestOneWayForm,
  type RangeLowestReply,
  type RangeLowestRoundTripForm,
} from '../../domain/shop/range-lowest.ts';
import type { SearchRequest } from '../../domain/shop/search-request.ts';
import type { Site } from '../../domain/sites.ts';
import { addYears, calendarDateIn, parseDate } from '../../domain/validation/dates.ts';
import { dayNumber, dayText } from '../airline/network/flights.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { SearchService } from './search-service.ts';
import type { CalendarDay } from './search-views.ts';

type TripForm = RangeLowestOneWayForm;

/**
 * The lowest price over a range of dates (spec 7's reservationCheapTicket calls).
 * Every price comes from the shop's own calendar, so a range shows exactly what
 * the month view shows for those dates: fares on sale today with seats left for
 * all the passengers. A round trip adds the two slices' lowest prices, as the
 * results page prices each slice apart.
 */
export function createRangeLowest(deps: { search: SearchService; captcha: CaptchaService; clock: Clock }) {
  const { search, captcha, clock } = deps;

  function dayOf(field: string, text: string): number {
    const date = parseDate(text);
    if (!date) throw new AppError('e01', { fields: { [field]: { code: 'e01' } } });
    return dayNumber(date);
  }

  function outOfRange(field: string, params?: { min?: number; max?: number }): AppError {
    return new AppError('e04', { fields: { [field]: params ? { code: 'e04', params } : { code: 'e04' } } });
  }

  /** The site's bookable days (spec 3: minDate and maxDate), as a search link checks them. */
  function bookableDays(site: Site): { first: number; last: number } {
    const today = calendarDateIn(clock.now(), AIRLINE_TIME_ZONE);
    return { first: dayNumber(today) + site.defaults.minDate, last: dayNumber(addYears(today, site.defaults.maxDateYears)) };
  }

  /** The departure days of the range: from a bookable day, in order, at most MAX_RANGE_DAYS long. */
  function rangeOf(site: Site, form: TripForm): { from: number; to: number } {
    const from = dayOf('dateFrom', form.dateFrom);
    const to = dayOf('dateTo', form.dateTo);
    const { first, last } = bookableDays(site);
    if (from < first || from > last) throw outOfRange('dateFrom');
    if (to < from || to > last) throw outOfRange('dateTo');
    if (to - from + 1 > MAX_RANGE_DAYS) throw outOfRange('dateTo', { max: MAX_RANGE_DAYS });
    return { from, to };
  }

  function tripOf(site: Site, form: TripForm, round: boolean): { site: string; request: SearchRequest } {
    const { origin, destination, dateFrom, adt, cnn, inf, cabin } = form;
    return {
      site: site.code,
      request: round
        ? { tripType: 'R', dep: [origin, destination], arr: [destination, origin], date: [dateFrom, dateFrom], adt, cnn, inf, cabin, m: 'cash' }
        : { tripType: 'S', dep: [origin], arr: [destination], date: [dateFrom], adt, cnn, inf, cabin, m: 'cash' },
    };
  }

  function replyOf(days: RangeDay[]): RangeLowestReply {
    let best: RangeDay | undefined;
    for (const day of days) if (day.saleTotal && (!best?.saleTotal || day.saleTotal.amount < best.saleTotal.amount)) best = day;
    return { rangLowest: best?.saleTotal ? { outbound: best.outbound, inbound: best.inbound, saleTotal: best.saleTotal } : null, days };
  }

  return {
    async oneWay(site: Site, form: RangeLowestOneWayForm): Promise<RangeLowestReply> {
      const { from, to } = rangeOf(site, form);
      await requireCaptcha(captcha, form, 'consume');
      const calendar = await search.tripCalendar(tripOf(site, form, false), 0, from, to);
      return replyOf(calendar.map((day) => ({ outbound: day.id, inbound: null, saleTotal: day.saleTotal })));
    },

    async roundTrip(site: Site, form: RangeLowestRoundTripForm): Promise<RangeLowestReply> {
      const { from, to } = rangeOf(site, form);
      const { last } = bookableDays(site);
      const returns = form.returnDate.map((text) => dayOf('returnDate', text));
      if (returns.some((day) => day <= from || day > last)) throw outOfRange('returnDate');
      if (form.stay.some((stay) => to + stay > last)) throw outOfRange('stay');
      await requireCaptcha(captcha, form, 'consume');

      const trip = tripOf(site, form, true);
      const outbound = await search.tripCalendar(trip, 0, from, to);
      const backDays = new Set(form.stay.length > 0 ? outbound.flatMap((day) => form.stay.map((stay) => dayOf('dateFrom', day.id) + stay)) : returns);
      const back = new Map<number, Money | null>();
      for (const day of [...backDays].sort((a, b) => a - b)) back.set(day, lowestOf(await search.tripCalendar(trip, 1, day, day)));

      return replyOf(
        outbound.map((day): RangeDay => {
          const leave = dayOf('dateFrom', day.id);
          const options = form.stay.length > 0 ? form.stay.map((stay) => leave + stay) : returns.filter((r) => r > leave);
          let cheapest: RangeDay = { outbound: day.id, inbound: null, saleTotal: null };
          if (!day.saleTotal) return cheapest;
          for (const r of options) {
            const home = back.get(r);
            if (!home) continue;
            const total = { amount: day.saleTotal.amount + home.amount, currency: home.currency };
            if (!cheapest.saleTotal || total.amount < cheapest.saleTotal.amount) cheapest = { outbound: day.id, inbound: dayText(r), saleTotal: total };
          }
          return cheapest;
        }),
      );
    },
  };
}

function lowestOf(days: readonly CalendarDay[]): Money | null {
  return days[0]?.saleTotal ?? null;
}

export type RangeLowest = ReturnType<typeof createRangeLowest>;
