import * as v from 'valibot';
import { optionalCaptchaIdField } from '../captcha.ts';
import { LANGUAGES } from '../languages.ts';
import { PASSENGER_TYPES } from '../reference/passenger-types.ts';
import { email } from '../validation/contacts.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';
import { LOCATOR_ALPHABET, ORDER_STATUSES, OrderLookupSchema, OrderSegmentSchema, orderNumberField } from './order.ts';

/** The one-time code that opens the guest orders of an e-mail address: six digits. */
export const EMAIL_CODE = /^\d{6}$/;
/** How long an e-mailed code works. */
export const EMAIL_CODE_MINUTES = 15;

const captchaCode = textField(pattern(/^[A-Za-z0-9]{4,6}$/), { optional: true });
const captchaId = optionalCaptchaIdField;
const emailField = textField(email());
const locatorField = textField(pattern(new RegExp(`^[${LOCATOR_ALPHABET}]{6}$`, 'i')));
const surnameField = v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.maxLength(60, 'e01'));

/** POST /api/om/{site}/{lang}/refreshOrderDetail: the same as the detail (the order number, and lookup data for a guest elsewhere). */
export const RefreshOrderBodySchema = OrderLookupSchema;

/** POST /api/ext/reSendEmail: the order whose confirmation is sent again to its contact address. */
export const ResendMailBodySchema = OrderLookupSchema;
export const ResendMailReplySchema = v.object({
  sent: v.literal(true),
  /** The address it went to, partly hidden. */
  to: v.string(),
});

/** POST /api/captcha/challengeByEmail: the address to send a one-time code to, with the captcha this call always takes. */
export const EmailChallengeBodySchema = v.object({
  email: emailField,
  ca: captchaCode,
  captchaId,
  /** The language of the e-mail; the page's language when left out. */
  language: v.optional(v.picklist(LANGUAGES, 'e01')),
});
/** The same reply whether or not the address has orders. */
export const EmailChallengeReplySchema = v.object({ sent: v.literal(true), validMinutes: v.number() });

/** POST /api/om/ordersByEmail: the address and the code that was sent to it. */
export const OrdersByEmailBodySchema = v.object({
  email: emailField,
  code: textField(pattern(EMAIL_CODE)),
});

/** The find page's two forms. */
export const FindByOrderFormSchema = v.object({
  orderNo: orderNumberField,
  /** A passenger's surname or the contact e-mail address. */
  who: v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.maxLength(100, 'e01')),
});
/** The code request as the find page types it: the address and the captcha beside its image. */
export const EmailChallengeFormSchema = v.object({ email: emailField, ca: textField(pattern(/^[A-Za-z0-9]{4,6}$/)) });
export const EmailCodeFormSchema = v.object({ code: textField(pattern(EMAIL_CODE)) });

/** GET /api/pnr/{site}/{lang}/getPnr: the record locator and a passenger's surname, which is never optional. */
export const PnrQuerySchema = v.object({
  pnrNo: locatorField,
  surname: surnameField,
});
export const PnrFormSchema = v.object({ pnrNo: locatorField, surname: surnameField });

/** The booking behind a record locator: its flights and passengers, without price or contact. */
export const PnrBookingSchema = v.object({
  orderNo: v.string(),
  locator: v.string(),
  status: v.picklist(ORDER_STATUSES),
  segments: v.array(OrderSegmentSchema),
  passengers: v.array(v.object({ type: v.picklist(PASSENGER_TYPES), name: v.string(), tickets: v.array(v.string()) })),
});
export const PnrReplySchema = v.object({ booking: PnrBookingSchema });
export type PnrBooking = v.InferOutput<typeof PnrBookingSchema>;

/** Lookup data that opens a guest's order on another browser: the order number and a surname or the e-mail. */
export function lookupOf(orderNo: string, who: string): { orderNo: string; surname?: string; email?: string } {
  return who.includes('@') ? { orderNo, email: who } : { orderNo, surname: who };
}

/** Hides most of an address: the first letter of the local part and the domain stay. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
