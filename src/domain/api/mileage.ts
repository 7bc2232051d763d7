import {
  AwardPriceBodySchema,
  AwardPriceReplySchema,
  CodeSentSchema,
  CodeVerifiedSchema,
  MemberPassengersBodySchema,
  MemberPassengersReplySchema,
  MileageFlightFormSchema,
  MileageFlightReplySchema,
  MilesBalanceSchema,
  SendCodeBodySchema,
  VerifyCodeBodySchema,
} from '../mileage/schemas.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/**
 * Award (mileage) booking of spec 7 and issue 17: the member's miles, award flights priced in miles plus taxes, the
 * travellers an award may be booked for, the one-time code asked before the order, and the order itself. Every call
 * serves members only; a guest gets CZMILEAGE0000002 (the page then opens the login dialog).
 */
export const AWARD_TAG = 'Award booking';
export const AWARD_GUEST_ERRORS = { CZMILEAGE0000002: 'Not logged in' } as const;
export const AWARD_SESSION_ERRORS = { CZWEB000004: 'No such booking session', CZWEB000003: 'The booking session has expired' } as const;

export const getMilesBalance = defineOperation({
  id: 'getMilesBalance',
  method: 'get',
  path: '/mileage/:site/:lang/balance',
  tag: AWARD_TAG,
  summary: "The member's miles balance: the sum of their ledger",
  auth: 'optional',
  params: SitePathSchema,
  reply: MilesBalanceSchema,
  replies: 'The balance',
  errors: AWARD_GUEST_ERRORS,
});

export const sendMileageCode = defineOperation({
  id: 'sendMileageCode',
  method: 'post',
  path: '/mileage/:site/:lang/sendVerificationVode',
  tag: AWARD_TAG,
  summary: "Sends a six-digit one-time code to the member's phone (a text message) or e-mail, good for 10 minutes",
  auth: 'optional',
  params: SitePathSchema,
  body: SendCodeBodySchema,
  reply: CodeSentSchema,
  replies: 'Where the code went',
  errors: { ...AWARD_GUEST_ERRORS, tooManyRequests: 'Too many codes within the hour' },
});

export const verifyMileageCode = defineOperation({
  id: 'verifyMileageCode',
  method: 'post',
  path: '/mileage/:site/:lang/verificationcode',
  tag: AWARD_TAG,
  summary: 'Checks the code: once right, it lets one award order through within its 10 minutes',
  auth: 'optional',
  params: SitePathSchema,
  body: VerifyCodeBodySchema,
  reply: CodeVerifiedSchema,
  replies: 'Verified',
  errors: {
    ...AWARD_GUEST_ERRORS,
    codeWrong: 'Not the code sent (five wrong tries lock it)',
    codeLocked: 'Five wrong tries: a new code must be sent',
    codeExpired: 'No code sent within the last 10 minutes',
  },
});

export const getMemberPassengers = defineOperation({
  id: 'getMemberPassengers',
  method: 'post',
  path: '/mileage/:site/:lang/getMemPsgs',
  tag: AWARD_TAG,
  summary:
    "getMemPsgs: the member's saved passengers who may travel on an award, each with a certificate the trip accepts (any for a domestic trip, a passport otherwise)",
  auth: 'optional',
  params: SitePathSchema,
  body: MemberPassengersBodySchema,
  reply: MemberPassengersReplySchema,
  replies: 'The travellers',
  errors: { ...AWARD_GUEST_ERRORS, noPsg: 'No saved passenger holds a certificate the trip accepts' },
});

export const searchMileageFlights = defineOperation({
  id: 'searchMileageFlights',
  method: 'post',
  path: '/shop/mileageFlight',
  tag: AWARD_TAG,
  summary: 'Award flights of every direction of the session, in miles plus taxes per cabin, each with its ±3 day ribbon',
  auth: 'optional',
  encoding: 'form',
  body: MileageFlightFormSchema,
  reply: MileageFlightReplySchema,
  replies: 'The directions',
  errors: { ...AWARD_GUEST_ERRORS, ...AWARD_SESSION_ERRORS, x02: 'A direction the trip needs has no award seats for the party' },
});

export const getAwardPrice = defineOperation({
  id: 'getAwardPrice',
  method: 'post',
  path: '/shop/getItaTicketPrice',
  tag: AWARD_TAG,
  summary: 'getItaTicketPrice: the miles and taxes of the chosen directions for the party, with the award baggage allowances',
  auth: 'optional',
  body: AwardPriceBodySchema,
  reply: AwardPriceReplySchema,
  replies: 'The quote',
  errors: { ...AWARD_GUEST_ERRORS, ...AWARD_SESSION_ERRORS, soldOut: 'A chosen direction has no award seats left for the party' },
});
