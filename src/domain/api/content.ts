import { BookingAdFormSchema, BookingAdReplySchema } from '../content/booking-notices.ts';
import { FreeAdReplySchema, MarketTextReplySchema } from '../content/market-texts.ts';
import { MealIllustrateBodySchema, MealIllustrationSchema } from '../content/meals.ts';
import { TravelNoticeBodySchema, TravelNoticeReplySchema } from '../content/travel-notices.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/**
 * The texts of the booking pages: notices, banners, tips and meal explanations of
 * a site, in its language. None fails but on bad input (an unknown site, a language
 * the site does not offer, a bad body).
 */
const TAG = 'Content';
/** The texts change only with a release, and the path names the site and language. */
const CACHE_CONTENT = 'public, max-age=3600';

export const getBookingNotices = defineOperation({
  id: 'getBookingNotices',
  method: 'post',
  path: '/ad/getBookingAd/:site/:lang',
  tag: TAG,
  summary: 'The notices and terms a traveller reads or accepts before booking on a site, in its language',
  params: SitePathSchema,
  encoding: 'form',
  body: BookingAdFormSchema,
  reply: BookingAdReplySchema,
  replies: 'Notices, basic ones first, each group in display order',
});

export const getAppMarketTexts = defineOperation({
  id: 'getAppMarketTexts',
  method: 'get',
  path: '/shop/:site/:lang/appMarketLanguage',
  tag: TAG,
  summary: 'The app-download banner of the shop',
  params: SitePathSchema,
  reply: MarketTextReplySchema,
  replies: 'Texts, with links filled in',
  cache: CACHE_CONTENT,
});

export const getCommonMarketTexts = defineOperation({
  id: 'getCommonMarketTexts',
  method: 'get',
  path: '/shop/:site/:lang/appMarketLanguageCommon',
  tag: TAG,
  summary: 'The tips the shop shows beside its prices',
  params: SitePathSchema,
  reply: MarketTextReplySchema,
  replies: 'Texts',
  cache: CACHE_CONTENT,
});

export const getFreeAds = defineOperation({
  id: 'getFreeAds',
  method: 'get',
  path: '/ad/getFreeAdCommon/:site/:lang',
  tag: TAG,
  summary: 'The free promotional banners of a site',
  params: SitePathSchema,
  reply: FreeAdReplySchema,
  replies: 'Banners in display order, links filled in',
  cache: CACHE_CONTENT,
});

export const getTravelNotices = defineOperation({
  id: 'getTravelNotices',
  method: 'post',
  path: '/shop/:site/:lang/travelNotice',
  tag: TAG,
  summary: 'The travel notices of a trip: its cities and airports decide which apply',
  params: SitePathSchema,
  body: TravelNoticeBodySchema,
  reply: TravelNoticeReplySchema,
  replies: 'Notices in display order, plain text',
});

export const illustrateMeals = defineOperation({
  id: 'illustrateMeals',
  method: 'post',
  path: '/shop/:site/:lang/meal/illustrate',
  tag: TAG,
  summary: 'What special meals are: their names and tips, markup sanitised',
  params: SitePathSchema,
  body: MealIllustrateBodySchema,
  reply: MealIllustrationSchema,
  replies: 'The note and the meals asked for',
});
