import { getAutoSeatInfo, getFlightExtras } from '../../../domain/api/shop.ts';
import type { Router } from '../router.ts';

/** What each flight of a chosen solution offers besides the fare, and what happens without a seat chosen. */
export const extrasRoutes: Router = (routes, { extras, executions }) => {
  routes.handle(getFlightExtras, async (_c, { params, query }) => {
    const execution = await executions.require(params.session);
    return { data: await extras.showExtra(execution, params.set, params.sol, query.familyId) };
  });
  routes.handle(getAutoSeatInfo, (_c, { params }) => ({ data: extras.autoSeatInfo(params.site, params.lang) }));
};
