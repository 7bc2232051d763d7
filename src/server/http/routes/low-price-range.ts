import { rangeLowestOneWay, rangeLowestRoundTrip } from '../../../domain/api/low-price-range.ts';
import type { Router } from '../router.ts';

/** The lowest price over a range of dates, one way and round trip (spec 7's reservationCheapTicket calls). */
export const lowPriceRangeRoutes: Router = (routes, { rangeLowest }) => {
  routes.handle(rangeLowestOneWay, (_c, { params, body }) => rangeLowest.oneWay(params.site, body));
  routes.handle(rangeLowestRoundTrip, (_c, { params, body }) => rangeLowest.roundTrip(params.site, body));
};
