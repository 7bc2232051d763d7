import { RangeLowestOneWayFormSchema, RangeLowestReplySchema, RangeLowestRoundTripFormSchema } from '../shop/range-lowest.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/**
 * The lowest price over a range of dates for a low-fare alert (spec 7:
 * reservationCheapTicketOneWay and RoundTrip): form posts behind the captcha
 * dialog, priced by the shop's own calendar so the two never disagree.
 */
const TAG = 'Low-fare alerts';

const errors = {
  CZWEB000010: 'The captcha is needed',
  CZWEB000011: 'The captcha is wrong or used up',
} as const;

export const rangeLowestOneWay = defineOperation({
  id: 'rangeLowestOneWay',
  method: 'post',
  proofOfWork: 'standard',
  path: '/lowPrice/:site/:lang/rangeLowestOneWay',
  tag: TAG,
  summary:
    "reservationCheapTicketOneWay: the lowest fare bookable now, with seats for all passengers, of each departure date of a range (at most 31 days, from the site's first bookable day) and the cheapest of them",
  encoding: 'form',
  params: SitePathSchema,
  body: RangeLowestOneWayFormSchema,
  reply: RangeLowestReplySchema,
  replies: 'Each date and the lowest of the range (rangLowest)',
  errors,
});

export const rangeLowestRoundTrip = defineOperation({
  id: 'rangeLowestRoundTrip',
  method: 'post',
  proofOfWork: 'standard',
  path: '/lowPrice/:site/:lang/rangeLowestRoundTrip',
  tag: TAG,
  summary:
    'reservationCheapTicketRoundTrip: as one way, the way back given as repeated stay lengths (stay=3&stay=7) or return dates (returnDate=…); each date pairs with its cheapest way back, the sum of the two slices as the calendar prices them',
  encoding: 'form',
  params: SitePathSchema,
  body: RangeLowestRoundTripFormSchema,
  reply: RangeLowestReplySchema,
  replies: 'Each departure date with its cheapest return and the lowest of the range (rangLowest)',
  errors,
});
