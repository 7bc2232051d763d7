import * as v from 'valibot';
import { optionalCaptchaIdField } from '../captcha.ts';
import { LANGUAGES } from '../languages.ts';
import { linkToken } from '../member/recovery-schemas.ts';
import { siteField } from '../site-path.ts';
import { email } from '../validation/contacts.ts';
import { textField } from '../validation/field-schema.ts';
import { maxLength, pattern } from '../validation/issue.ts';
import { CONSENT_CHECKBOXES, SUBSCRIPTION_TOPICS } from './topics.ts';

const emailField = textField(email());
const captchaCode = textField(pattern(/^[A-Za-z0-9]{4,6}$/), { optional: true });
const captchaId = optionalCaptchaIdField;

/** The topics chosen: at least one, each known, none twice. */
export const topicsField = v.pipe(
  v.array(v.picklist(SUBSCRIPTION_TOPICS, 'e01'), 'e01'),
  v.minLength(1, 'e00'),
  v.check((topics) => new Set(topics).size === topics.length, 'e01'),
);

/** The token of an unsubscribe link: the subscriber's number and its signature. */
export const unsubscribeToken = textField(pattern(/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{22}$/));

/**
 * POST /api/ur/{site}/{lang}/toSubscribe: the address, the topics and the consent document whose sentence the
 * page showed (it must be the site's: the record keeps that sentence word for word).
 */
export const SubscribeBodySchema = v.object({
  email: emailField,
  topics: topicsField,
  consent: v.picklist(['membership', 'privacy'], 'e01'),
});
export type SubscribeBody = v.InferOutput<typeof SubscribeBodySchema>;

/** The same reply whether or not the address was already subscribed. */
export const SubscriptionSentSchema = v.object({ sent: v.literal(true), validDays: v.number() });

/** POST /api/ur/{site}/{lang}/confirmSubscription: the token of the confirmation link. */
export const ConfirmSubscriptionBodySchema = v.object({ token: linkToken });
export const SubscriptionConfirmedSchema = v.object({ email: v.string(), topics: v.array(v.picklist(SUBSCRIPTION_TOPICS)) });

/** POST /api/ur/{site}/{lang}/toUnsubscribe: the token of an unsubscribe link, or nothing for a member's own address. */
export const UnsubscribeBodySchema = v.object({ token: v.optional(unsubscribeToken) });
export const UnsubscribedSchema = v.object({ unsubscribed: v.literal(true) });

/** POST /api/captcha/unsubscribeByEmail: the address, the site it is subscribed on, the page's language and the captcha. */
export const UnsubscribeByEmailBodySchema = v.object({
  email: emailField,
  country: siteField,
  language: v.picklist(LANGUAGES, 'e01'),
  ca: captchaCode,
  captchaId,
});
export const UnsubscribeLinkSentSchema = v.object({ sent: v.literal(true) });

/** The form of my/cancelSubscribe, before the captcha id joins it. */
export const UnsubscribeFormSchema = v.object({ email: emailField, ca: textField(pattern(/^[A-Za-z0-9]{4,6}$/)) });

/** The form of my/subscribe. */
export const SubscribeFormSchema = v.object({ email: emailField, topics: topicsField, agreed: v.literal(true, 'e00') });

/** RFC 8058: the link's token in the address, and the one body a mail program posts. */
export const OneClickQuerySchema = v.object({ token: unsubscribeToken });
export const OneClickBodySchema = v.object({ 'List-Unsubscribe': v.literal('One-Click', 'e01') });

/** POST /api/ext/checkboxLog (spec 7): which box was ticked and what it said; the member is the session's, never the body's. */
export const CheckboxLogBodySchema = v.object({
  operation: v.picklist(CONSENT_CHECKBOXES, 'e01'),
  description: textField(maxLength(500, 'e01')),
  site: v.optional(siteField),
});
export const CheckboxLoggedSchema = v.object({ logged: v.literal(true) });
