import { AutoSeatInfoReplySchema, ShowExtraQuerySchema, ShowExtraReplySchema } from '../booking/extras.ts';
import { CreatedSearchSchema, ExecutionInfoSchema, SealedArgsBodySchema, SessionExtensionSchema } from '../shop/execution.ts';
import { CheckedSearchRequestSchema, SearchRequestSchema } from '../shop/search-request.ts';
import {
  CalendarReplySchema,
  DateCalendarFormSchema,
  DetailFormSchema,
  DetailReplySchema,
  MoveCalendarFormSchema,
  NextFormSchema,
  SearchReplySchema,
  SessionParamsSchema,
  ShopSearchFormSchema,
  SolutionParamsSchema,
} from '../shop/search-results.ts';
import { SiteOfQuerySchema } from '../shop/site-of-query.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/**
 * The shop of spec 3: a trip sealed into a link, the booking session opened for
 * it, the flights and prices of its slices, and what each flight offers besides.
 */
const TAG = 'Shop';
const session = {
  CZWEB000004: 'No such booking session',
  CZWEB000003: 'The booking session has expired',
} as const;
const link = {
  CZWEB000004: 'The sealed link was altered or is not ours',
  CZWEB000003: 'The sealed link is older than a week',
} as const;

export const createSearchLink = defineOperation({
  id: 'createSearchLink',
  method: 'post',
  path: '/shop/app',
  tag: TAG,
  summary: 'Execution create: checks a trip and seals its arguments into a link that cannot be altered (an award trip, m=mileage, for members only)',
  auth: 'optional',
  query: SiteOfQuerySchema,
  body: SearchRequestSchema,
  reply: CreatedSearchSchema,
  replies: 'Sealed arguments and the results page',
  errors: { CZMILEAGE0000002: 'An award search (m=mileage) by a guest' },
});

export const readSearchLink = defineOperation({
  id: 'readSearchLink',
  method: 'post',
  path: '/shop/decryptArgs',
  tag: TAG,
  summary: 'The trip a sealed link stands for',
  body: SealedArgsBodySchema,
  reply: CheckedSearchRequestSchema,
  replies: 'The trip',
  errors: link,
});

export const openBookingSession = defineOperation({
  id: 'openBookingSession',
  method: 'post',
  path: '/shop/getInfo',
  tag: TAG,
  summary: "Execution getInfo: opens a booking session for a sealed link; a business traveller's is priced on their company's negotiated fares",
  auth: 'optional',
  body: SealedArgsBodySchema,
  reply: ExecutionInfoSchema,
  replies: 'The booking session',
  errors: link,
});

export const extendBookingSession = defineOperation({
  id: 'extendBookingSession',
  method: 'post',
  path: '/shop/extend/:session',
  tag: TAG,
  summary:
    'Gives an open booking session a whole session of time again from now, up to its maximum life (the traveller asked for more time when warned of its end)',
  params: SessionParamsSchema,
  reply: SessionExtensionSchema,
  replies: 'The seconds left and whether it can be extended again',
  errors: { ...session, sessionLimit: 'The booking session has reached its maximum life' },
});

export const searchFlights = defineOperation({
  id: 'searchFlights',
  method: 'post',
  path: '/shop/search',
  tag: TAG,
  summary: 'Flight search (sliceGrid): the itineraries of a slice on a date, priced by cabin and fare family (the ribbon is dateGrid)',
  encoding: 'form',
  body: ShopSearchFormSchema,
  reply: SearchReplySchema,
  replies: 'The results grid',
  errors: session,
});

export const getPriceRibbon = defineOperation({
  id: 'getPriceRibbon',
  method: 'post',
  path: '/shop/dateGrid',
  tag: TAG,
  summary: 'The lowest price of each day within three days of a date',
  encoding: 'form',
  body: DateCalendarFormSchema,
  reply: CalendarReplySchema,
  replies: 'Days and prices',
  errors: session,
});

export const getPriceMonth = defineOperation({
  id: 'getPriceMonth',
  method: 'post',
  path: '/shop/dateMonth',
  tag: TAG,
  summary: 'The lowest price of each day of the month of a date',
  encoding: 'form',
  body: DateCalendarFormSchema,
  reply: CalendarReplySchema,
  replies: 'Days and prices',
  errors: session,
});

export const searchNextSlice = defineOperation({
  id: 'searchNextSlice',
  method: 'post',
  path: '/shop/next/:session',
  tag: TAG,
  summary: 'The grid of the next slice of the trip, once the earlier slices are chosen (so: session_set_sol joined by |)',
  encoding: 'form',
  params: SessionParamsSchema,
  body: NextFormSchema,
  reply: SearchReplySchema,
  replies: 'The results grid',
  errors: session,
});

export const getSolutionDetail = defineOperation({
  id: 'getSolutionDetail',
  method: 'post',
  path: '/shop/detail/:session/:set/:sol',
  tag: TAG,
  summary: 'One solution priced afresh in every cabin and fare family, with the rules and the price per passenger type',
  encoding: 'form',
  params: SolutionParamsSchema,
  body: DetailFormSchema,
  reply: DetailReplySchema,
  replies: 'The solution and its fares',
  errors: session,
});

const moveRibbon = {
  method: 'post',
  tag: TAG,
  summary: 'The price ribbon of a slice moved to another week: centred on moveDate, or on originDate moved by move days',
  encoding: 'form',
  body: MoveCalendarFormSchema,
  reply: CalendarReplySchema,
  replies: 'Days and prices',
  errors: session,
} as const;

/** The session is the body's `execution`. */
export const movePriceRibbon = defineOperation({ ...moveRibbon, id: 'movePriceRibbon', path: '/shop/calendar' });

/** The session is in the path; a body's `execution` is not read. */
export const movePriceRibbonOfSession = defineOperation({
  ...moveRibbon,
  id: 'movePriceRibbonOfSession',
  path: '/shop/calendar/:session',
  params: SessionParamsSchema,
});

export const getFlightExtras = defineOperation({
  id: 'getFlightExtras',
  method: 'get',
  path: '/extraService/showExtra/:session/:set/:sol',
  tag: 'Extras',
  summary:
    "Per flight of a session's solution: the seat map of the fare family's cabin with each seat's state and price, extra checked bags and special meals, in the session's currency",
  params: SolutionParamsSchema,
  query: ShowExtraQuerySchema,
  reply: ShowExtraReplySchema,
  replies: 'What each flight offers',
  errors: session,
});

export const getAutoSeatInfo = defineOperation({
  id: 'getAutoSeatInfo',
  method: 'get',
  path: '/extra/:site/:lang/getAutoSeatInfo',
  tag: 'Extras',
  summary: 'What happens to a passenger who chooses no seat: the free automatic assignment at check-in and its rules on the site, in its language',
  params: SitePathSchema,
  reply: AutoSeatInfoReplySchema,
  replies: 'The rules of automatic seat assignment',
  // The rules change only with a release, and the path names the site and language.
  cache: 'public, max-age=3600',
});
