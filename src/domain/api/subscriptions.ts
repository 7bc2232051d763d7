import { SitePathSchema } from '../site-path.ts';
import {
  CheckboxLogBodySchema,
  CheckboxLoggedSchema,
  ConfirmSubscriptionBodySchema,
  OneClickBodySchema,
  OneClickQuerySchema,
  SubscribeBodySchema,
  SubscriptionConfirmedSchema,
  SubscriptionSentSchema,
  UnsubscribeBodySchema,
  UnsubscribeByEmailBodySchema,
  UnsubscribedSchema,
  UnsubscribeLinkSentSchema,
} from '../subscription/schemas.ts';
import { defineOperation } from './operation.ts';

/** E-mail subscriptions with double opt-in, their unsubscribe links, and the consent audit trail (spec 7, issue 15). */
const TAG = 'Subscriptions';

const linkInvalid = { linkInvalid: 'The link is unknown, used up or expired' } as const;

export const subscribe = defineOperation({
  id: 'subscribe',
  method: 'post',
  proofOfWork: 'standard',
  path: '/ur/:site/:lang/toSubscribe',
  tag: TAG,
  summary:
    'Subscribes an address to topics of the site: e-mails a confirmation link (single use, 7 days) before the address counts; answers alike whether or not it was subscribed',
  auth: 'optional',
  params: SitePathSchema,
  body: SubscribeBodySchema,
  reply: SubscriptionSentSchema,
  replies: 'A confirmation link is on its way',
  errors: {
    e01: "The consent document is not the site's (the page showed another text than the one to be recorded)",
    tooManyRequests: 'Too many subscriptions from the address, or confirmation mails to the e-mail address',
  },
});

export const confirmSubscription = defineOperation({
  id: 'confirmSubscription',
  method: 'post',
  path: '/ur/:site/:lang/confirmSubscription',
  tag: TAG,
  summary: 'Opens the confirmation link: the address is subscribed to the topics it chose, and the consent is recorded as confirmed by e-mail',
  params: SitePathSchema,
  body: ConfirmSubscriptionBodySchema,
  reply: SubscriptionConfirmedSchema,
  replies: 'Subscribed',
  errors: linkInvalid,
});

export const unsubscribe = defineOperation({
  id: 'unsubscribe',
  method: 'post',
  path: '/ur/:site/:lang/toUnsubscribe',
  tag: TAG,
  summary: "Withdraws a subscription: the one of an unsubscribe link's token, or without a token the logged-in member's own address on the site",
  auth: 'optional',
  params: SitePathSchema,
  body: UnsubscribeBodySchema,
  reply: UnsubscribedSchema,
  replies: 'Unsubscribed (also when the address was not subscribed)',
  errors: { ...linkInvalid, unauthorized: 'No token and not logged in' },
});

export const unsubscribeByEmail = defineOperation({
  id: 'unsubscribeByEmail',
  method: 'post',
  proofOfWork: 'standard',
  path: '/captcha/unsubscribeByEmail',
  tag: TAG,
  summary: 'E-mails an unsubscribe link to a subscribed address; always takes a captcha, and answers alike whether or not the address is subscribed',
  body: UnsubscribeByEmailBodySchema,
  reply: UnsubscribeLinkSentSchema,
  replies: 'A link is on its way if the address is subscribed',
  errors: {
    CZWEB000010: 'The captcha is needed',
    CZWEB000011: 'The captcha is wrong or used up',
    tooManyRequests: 'Too many requests from the address or for the e-mail address',
  },
});

export const oneClickUnsubscribe = defineOperation({
  id: 'oneClickUnsubscribe',
  method: 'post',
  path: '/ur/oneClickUnsubscribe',
  tag: TAG,
  summary:
    "RFC 8058 one-click unsubscribe: the List-Unsubscribe address of a marketing e-mail, posted by the mail program with the body List-Unsubscribe=One-Click; no session, no CSRF header, the link's signed token is the proof",
  auth: 'link',
  query: OneClickQuerySchema,
  body: OneClickBodySchema,
  encoding: 'form',
  reply: UnsubscribedSchema,
  replies: 'Unsubscribed',
  errors: linkInvalid,
});

export const logCheckbox = defineOperation({
  id: 'logCheckbox',
  method: 'post',
  path: '/ext/checkboxLog',
  tag: TAG,
  summary: "Writes the tick of a consent checkbox (login terms, booking notices, registration terms) into the consent audit trail, with the session's member",
  auth: 'optional',
  body: CheckboxLogBodySchema,
  reply: CheckboxLoggedSchema,
  replies: 'Recorded',
  errors: { tooManyRequests: 'Too many ticks from the address' },
});
