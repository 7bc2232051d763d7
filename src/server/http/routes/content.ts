import type { Hono } from 'hono';
import { BookingAdFormSchema, BookingAdReplySchema } from '../../../domain/content/booking-notices.ts';
import { FreeAdReplySchema, MarketTextReplySchema } from '../../../domain/content/market-texts.ts';
import { MealIllustrateBodySchema, MealIllustrationSchema } from '../../../domain/content/meals.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import { TravelNoticeBodySchema, TravelNoticeReplySchema } from '../../../domain/content/travel-notices.ts';
import { bookingNotices } from '../../content/booking-notices.ts';
import { mealIllustration } from '../../content/meal-illustrations.ts';
import { appMarketTexts, commonMarketTexts, freeAds } from '../../content/shop-marketing.ts';
import { travelNotices } from '../../content/travel-notices.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';

const failures = { 400: { description: 'Unknown site, a language the site does not offer, or a bad body, with field codes', schema: FailureSchema } };

/** The texts change only with a release, and the path names the site and language. */
const CACHE_CONTENT = 'public, max-age=3600';

export function contentRoutes(app: Hono<AppEnv>, registry: OperationRegistry): void {
  registry.add(
    app,
    {
      method: 'post',
      path: '/ad/getBookingAd/:site/:lang',
      tag: 'Content',
      summary: 'The notices and terms a traveller reads or accepts before booking on a site, in its language',
      params: SitePathSchema,
      encoding: 'form',
      body: BookingAdFormSchema,
      responses: { 200: { description: 'Notices, basic ones first, each group in display order', schema: BookingAdReplySchema }, ...failures },
    },
    (c, { params, body }) => c.json({ data: bookingNotices(params.site, params.lang, body) }),
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/shop/:site/:lang/appMarketLanguage',
      tag: 'Content',
      summary: 'The app-download banner of the shop',
      params: SitePathSchema,
      responses: { 200: { description: 'Texts, with links filled in', schema: MarketTextReplySchema }, ...failures },
    },
    (c, { params }) => {
      c.header('cache-control', CACHE_CONTENT);
      return c.json({ data: appMarketTexts(params.site, params.lang) });
    },
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/shop/:site/:lang/appMarketLanguageCommon',
      tag: 'Content',
      summary: 'The tips the shop shows beside its prices',
      params: SitePathSchema,
      responses: { 200: { description: 'Texts', schema: MarketTextReplySchema }, ...failures },
    },
    (c, { params }) => {
      c.header('cache-control', CACHE_CONTENT);
      return c.json({ data: commonMarketTexts(params.site, params.lang) });
    },
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/ad/getFreeAdCommon/:site/:lang',
      tag: 'Content',
      summary: 'The free promotional banners of a site',
      params: SitePathSchema,
      responses: { 200: { description: 'Banners in display order, links filled in', schema: FreeAdReplySchema }, ...failures },
    },
    (c, { params }) => {
      c.header('cache-control', CACHE_CONTENT);
      return c.json({ data: freeAds(params.site, params.lang) });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/:site/:lang/travelNotice',
      tag: 'Content',
      summary: 'The travel notices of a trip: its cities and airports decide which apply',
      params: SitePathSchema,
      body: TravelNoticeBodySchema,
      responses: { 200: { description: 'Notices in display order, plain text', schema: TravelNoticeReplySchema }, ...failures },
    },
    (c, { params, body }) => c.json({ data: travelNotices(params.lang, body) }),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/:site/:lang/meal/illustrate',
      tag: 'Content',
      summary: 'What special meals are: their names and tips, markup sanitised',
      params: SitePathSchema,
      body: MealIllustrateBodySchema,
      responses: { 200: { description: 'The note and the meals asked for', schema: MealIllustrationSchema }, ...failures },
    },
    (c, { params, body }) => c.json(mealIllustration(params.lang, body.codes)),
  );
}
