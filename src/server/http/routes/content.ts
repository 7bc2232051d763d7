import { getAppMarketTexts, getBookingNotices, getCommonMarketTexts, getFreeAds, getTravelNotices, illustrateMeals } from '../../../domain/api/content.ts';
import { bookingNotices } from '../../content/booking-notices.ts';
import { mealIllustration } from '../../content/meal-illustrations.ts';
import { appMarketTexts, commonMarketTexts, freeAds } from '../../content/shop-marketing.ts';
import { travelNotices } from '../../content/travel-notices.ts';
import type { Router } from '../router.ts';

/** The texts of the booking pages; they come from the release's own tables, so no service is needed. */
export const contentRoutes: Router = (routes) => {
  routes.handle(getBookingNotices, (_c, { params, body }) => ({ data: bookingNotices(params.site, params.lang, body) }));
  routes.handle(getAppMarketTexts, (_c, { params }) => ({ data: appMarketTexts(params.site, params.lang) }));
  routes.handle(getCommonMarketTexts, (_c, { params }) => ({ data: commonMarketTexts(params.site, params.lang) }));
  routes.handle(getFreeAds, (_c, { params }) => ({ data: freeAds(params.site, params.lang) }));
  routes.handle(getTravelNotices, (_c, { params, body }) => ({ data: travelNotices(params.lang, body) }));
  routes.handle(illustrateMeals, (_c, { params, body }) => mealIllustration(params.lang, body.codes));
};
