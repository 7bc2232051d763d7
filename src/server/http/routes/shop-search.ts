import {
  getPriceMonth,
  getPriceRibbon,
  getSolutionDetail,
  movePriceRibbon,
  movePriceRibbonOfSession,
  searchFlights,
  searchNextSlice,
} from '../../../domain/api/shop.ts';
import type { Router } from '../router.ts';

/** The results page: the flights and prices of each slice of a booking session's trip. */
export const shopSearchRoutes: Router = (routes, { search }) => {
  routes.handle(searchFlights, async (_c, { body }) => ({ data: { grid: await search.slice(body.execution, body.set, body.date) } }));
  routes.handle(getPriceRibbon, async (_c, { body }) => {
    const { days, range } = await search.ribbon(body);
    return { data: days, range };
  });
  routes.handle(getPriceMonth, async (_c, { body }) => {
    const { days, range } = await search.month(body);
    return { data: days, range };
  });
  routes.handle(searchNextSlice, async (_c, { params, body }) => ({ data: { grid: await search.next(params.session, body) } }));
  routes.handle(getSolutionDetail, async (_c, { params, body }) => ({
    data: await search.detail(params.session, params.set, params.sol, body.execution),
  }));
  routes.handle(movePriceRibbon, async (_c, { body }) => {
    const { days, range } = await search.movedRibbon(undefined, body);
    return { data: days, range };
  });
  routes.handle(movePriceRibbonOfSession, async (_c, { params, body }) => {
    const { days, range } = await search.movedRibbon(params.session, body);
    return { data: days, range };
  });
};
