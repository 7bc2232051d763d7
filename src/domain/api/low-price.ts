import {
  AlertBodySchema,
  AlertConfirmedSchema,
  AlertListSchema,
  CancelAlertBodySchema,
  ConfirmAlertBodySchema,
  OneClickCancelBodySchema,
  OneClickCancelQuerySchema,
  QueryAlertsBodySchema,
  SubscribedSchema,
  SucceedSchema,
  UpdateAlertBodySchema,
} from '../low-price/schemas.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

/** Low-fare alerts (spec 7 cheapTicketSubscribe*, cheapTicketQuery; issue 16): a watcher e-mails when a route's fare drops. */
const TAG = 'Low-fare alerts';

const notFound = { notFound: "No such alert of the caller's: unknown, or another's (a member's session or a guest's token proves whose)" } as const;

export const subscribeLowPrice = defineOperation({
  id: 'subscribeLowPrice',
  method: 'post',
  proofOfWork: 'standard',
  path: '/lowPrice/:site/:lang/subscribe',
  tag: TAG,
  summary:
    "Creates a low-fare alert (cheapTicketSubscribeSubmit): a member's runs at once; a guest's waits for the confirmation link e-mailed to them (single use, 7 days)",
  auth: 'optional',
  params: SitePathSchema,
  body: AlertBodySchema,
  reply: SubscribedSchema,
  replies: 'The alert, with its FR order number',
  errors: { tooManyRequests: 'Too many alerts from the address, or confirmation mails to the e-mail address' },
});

export const confirmLowPrice = defineOperation({
  id: 'confirmLowPrice',
  method: 'post',
  path: '/lowPrice/:site/:lang/confirm',
  tag: TAG,
  summary: "Opens a guest's confirmation link, once: the alert starts running",
  params: SitePathSchema,
  body: ConfirmAlertBodySchema,
  reply: AlertConfirmedSchema,
  replies: 'Confirmed',
  errors: { linkInvalid: 'The link is unknown, used up or expired' },
});

export const updateLowPrice = defineOperation({
  id: 'updateLowPrice',
  method: 'post',
  path: '/lowPrice/:site/:lang/update',
  tag: TAG,
  summary: 'Changes what a running alert tells of (cheapTicketSubscribeUpdate): target price, flight scheme, keep watching',
  auth: 'optional',
  params: SitePathSchema,
  body: UpdateAlertBodySchema,
  reply: SucceedSchema,
  replies: 'Changed',
  errors: { ...notFound, conflict: 'The alert is no longer running' },
});

export const cancelLowPrice = defineOperation({
  id: 'cancelLowPrice',
  method: 'post',
  path: '/lowPrice/:site/:lang/cancel',
  tag: TAG,
  summary: 'Cancels an alert (cheapTicketSubscribeCancel); cancelling one already ended changes nothing',
  auth: 'optional',
  params: SitePathSchema,
  body: CancelAlertBodySchema,
  reply: SucceedSchema,
  replies: 'Cancelled',
  errors: notFound,
});

export const queryLowPrice = defineOperation({
  id: 'queryLowPrice',
  method: 'post',
  path: '/lowPrice/:site/:lang/query',
  tag: TAG,
  summary: "Lists alerts (cheapTicketQuery): a member's own on the site, or the one a guest's token names, with status and the lowest fare last seen",
  auth: 'optional',
  params: SitePathSchema,
  body: QueryAlertsBodySchema,
  reply: AlertListSchema,
  replies: 'The alerts',
  errors: { ...notFound, unauthorized: 'No token and not logged in' },
});

export const oneClickCancelLowPrice = defineOperation({
  id: 'oneClickCancelLowPrice',
  method: 'post',
  path: '/lowPrice/oneClickCancel',
  tag: TAG,
  summary:
    "One-click cancel of an alert e-mail (RFC 8058 List-Unsubscribe-Post): posted by the mail program with List-Unsubscribe=One-Click; the link's signed token is the proof",
  auth: 'link',
  query: OneClickCancelQuerySchema,
  body: OneClickCancelBodySchema,
  encoding: 'form',
  reply: SucceedSchema,
  replies: 'Cancelled',
  errors: { linkInvalid: 'The link is not one of ours' },
});
