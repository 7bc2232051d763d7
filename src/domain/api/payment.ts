import {
  JumpAnyFormSchema,
  JumpFormSchema,
  JumpReplySchema,
  NotificationReplySchema,
  PaidParamsSchema,
  PaidReplySchema,
  PaymentNotificationSchema,
} from '../booking/order.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/**
 * Paying an order (spec 7's jump and paid page): an attempt at the card provider,
 * whose signed notification is the only proof of payment, and how the attempt ended.
 */
const TAG = 'Payment';
const jumpFailures = {
  notFound: 'No such order for this requester',
  tooManyRequests: 'Too many failed lookups by number and surname, from this address or at this order number',
  orderClosed: 'The order is not waiting for payment',
} as const;

export const startPayment = defineOperation({
  id: 'startPayment',
  method: 'post',
  path: '/c/:site/:lang/jump/',
  tag: TAG,
  summary:
    "Starts paying an unpaid order (its member's, this browser's, or a guest's with its lookup data): a payment attempt at the provider, and the provider's page to go to",
  auth: 'optional',
  params: SitePathSchema,
  body: JumpFormSchema,
  encoding: 'form',
  reply: JumpReplySchema,
  replies: 'Where to pay',
  errors: jumpFailures,
});

export const startPaymentAnySite = defineOperation({
  id: 'startPaymentAnySite',
  method: 'post',
  path: '/c/jump',
  tag: TAG,
  summary: 'The same as /c/{site}/{lang}/jump/ with the site and language in the form (country, language)',
  auth: 'optional',
  body: JumpAnyFormSchema,
  encoding: 'form',
  reply: JumpReplySchema,
  replies: 'Where to pay',
  errors: jumpFailures,
});

export const receivePaymentNotification = defineOperation({
  id: 'receivePaymentNotification',
  method: 'post',
  path: '/c/notify',
  tag: TAG,
  summary: "The payment provider's signed notification of how a payment ended; applied once however often it comes",
  auth: 'signed',
  body: PaymentNotificationSchema,
  encoding: 'text',
  reply: NotificationReplySchema,
  replies: 'Received',
  errors: { badSignature: 'Not signed by the provider', notFound: 'No such payment' },
});

export const getPaymentStatus = defineOperation({
  id: 'getPaymentStatus',
  method: 'get',
  path: '/c/:site/:lang/:type/paid/:execution',
  tag: TAG,
  summary: 'How a payment attempt ended: success with the order, failure with the reason and whether paying again is possible, or pending',
  auth: 'optional',
  params: PaidParamsSchema,
  reply: PaidReplySchema,
  replies: 'The outcome',
  errors: { notFound: 'No such payment for this requester' },
});
