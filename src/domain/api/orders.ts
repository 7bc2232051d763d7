import { OrderListBodySchema, OrderListReplySchema, OrderLookupSchema, OrderQuerySchema, OrderReplySchema } from '../booking/order.ts';
import {
  EmailChallengeBodySchema,
  EmailChallengeReplySchema,
  OrdersByEmailBodySchema,
  PnrQuerySchema,
  PnrReplySchema,
  RefreshOrderBodySchema,
  ResendMailBodySchema,
  ResendMailReplySchema,
} from '../booking/order-access.ts';
import { OrderCreateBodySchema } from '../booking/order-create.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/**
 * Orders of spec 7: booking a session's chosen flights, reading, cancelling and
 * following up an order, and a guest's ways back to their bookings. An order is
 * open to its member, to the browser that made it (its visitor cookie), or to a
 * guest with its number and a surname or the e-mail; anyone else finds nothing.
 */
const TAG = 'Orders';
const notFound = {
  notFound: 'No such order for this requester',
  tooManyRequests: 'Too many failed lookups by number and surname or e-mail, from this address or at this order number',
} as const;
const tooManyLookups = { tooManyRequests: 'Too many tries from this address (or codes for this e-mail)' } as const;

export const createOrder = defineOperation({
  id: 'createOrder',
  method: 'post',
  path: '/b/order',
  tag: TAG,
  summary: 'Order create: re-prices the chosen solutions, checks the passengers and holds the seats until the payment deadline',
  auth: 'optional',
  query: OrderQuerySchema,
  body: OrderCreateBodySchema,
  reply: OrderReplySchema,
  replies: 'The unpaid order',
  errors: {
    CZWEB000004: 'Unknown booking session',
    CZWEB000003: 'The booking session expired',
    soldOut: 'A chosen fare has no seats left',
    priceChanged: 'The price is not the one shown (expectedTotal)',
    seatTaken: 'A chosen seat was taken meanwhile',
    holdLimit: 'Too many unpaid orders of this member or address',
    seatHoldLimit: 'The address or the browser already holds as many unpaid seats as it may, on a chosen flight or in all',
    discountUnknown: "No such promotion code, or no such coupon of the member's",
    discountExpired: 'The code or coupon is not valid on this day',
    discountNotApplicable: 'The code or coupon is not for this site or currency, or takes nothing off',
    discountMinSpend: 'The trip costs less than the discount needs',
    couponUsed: 'The coupon is on another order',
    codeUsedUp: 'Every use of the code is taken',
  },
});

export const cancelOrder = defineOperation({
  id: 'cancelOrder',
  method: 'post',
  path: '/b/order/cancelOrder',
  tag: TAG,
  summary:
    'Cancels an unpaid order and gives its seats back: for its member, the browser that made it, or a guest with the order number and a surname or the e-mail',
  auth: 'optional',
  body: OrderLookupSchema,
  reply: OrderReplySchema,
  replies: 'The cancelled order',
  errors: { ...notFound, orderClosed: 'The order is not unpaid' },
});

export const listMemberOrders = defineOperation({
  id: 'listMemberOrders',
  method: 'post',
  path: '/om/orders',
  tag: TAG,
  summary: "The logged-in member's own orders, newest first",
  auth: 'member',
  body: OrderListBodySchema,
  reply: OrderListReplySchema,
  replies: 'Orders',
});

export const getOrder = defineOperation({
  id: 'getOrder',
  method: 'post',
  path: '/om/:site/:lang/order',
  tag: TAG,
  summary: 'Order detail: for its member, the browser that made it, or a guest with the order number and a surname or the e-mail',
  auth: 'optional',
  params: SitePathSchema,
  body: OrderLookupSchema,
  reply: OrderReplySchema,
  replies: 'The order',
  errors: notFound,
});

export const refreshOrder = defineOperation({
  id: 'refreshOrder',
  method: 'post',
  path: '/om/:site/:lang/refreshOrderDetail',
  tag: TAG,
  summary: "The order detail again, brought up to date: an unpaid order's pending payments are looked up at the payment provider, a paid order is ticketed",
  auth: 'optional',
  params: SitePathSchema,
  body: RefreshOrderBodySchema,
  reply: OrderReplySchema,
  replies: 'The order as it is now',
  errors: notFound,
});

export const resendConfirmation = defineOperation({
  id: 'resendConfirmation',
  method: 'post',
  path: '/ext/reSendEmail',
  tag: TAG,
  summary: "Sends a ticketed order's confirmation e-mail again to its contact address (a few times an hour per order and per address)",
  auth: 'optional',
  body: ResendMailBodySchema,
  reply: ResendMailReplySchema,
  replies: 'Sent; the address, partly hidden',
  errors: {
    ...notFound,
    conflict: 'The order has no tickets yet',
    tooManyRequests: 'Sent too often for this order or from this address, or too many failed lookups',
    unavailable: 'The mail could not be sent',
  },
});

export const sendOrderEmailCode = defineOperation({
  id: 'sendOrderEmailCode',
  method: 'post',
  proofOfWork: 'standard',
  path: '/captcha/challengeByEmail',
  tag: TAG,
  summary:
    'Sends a one-time code (15 minutes) to an e-mail address, to list its guest orders with; always takes a captcha, and answers alike whether or not the address has orders',
  body: EmailChallengeBodySchema,
  reply: EmailChallengeReplySchema,
  replies: 'A code is on its way',
  errors: {
    CZWEB000010: 'The captcha is needed',
    CZWEB000011: 'The captcha is wrong or used up',
    ...tooManyLookups,
  },
});

export const listOrdersByEmail = defineOperation({
  id: 'listOrdersByEmail',
  method: 'post',
  path: '/om/ordersByEmail',
  tag: TAG,
  summary:
    "A guest's orders booked under an e-mail address, newest first, for the one-time code sent to it (used up); a wrong, used or expired code is e01 on code",
  body: OrdersByEmailBodySchema,
  reply: OrderListReplySchema,
  replies: 'The orders (possibly none)',
  errors: tooManyLookups,
});

export const getPnr = defineOperation({
  id: 'getPnr',
  method: 'get',
  path: '/pnr/:site/:lang/getPnr',
  tag: TAG,
  summary: "A booking by its record locator (pnrNo) and a passenger's surname: flights, passengers and tickets; a member's booking only for that member",
  auth: 'optional',
  params: SitePathSchema,
  query: PnrQuerySchema,
  reply: PnrReplySchema,
  replies: 'The booking',
  errors: { notFound: 'No booking with this locator and surname for this requester', ...tooManyLookups },
});
