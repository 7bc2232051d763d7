import * as v from 'valibot';
import { VERIFICATION_CODE } from '../mileage/verification-code.ts';
import { areaCode } from '../validation/contacts.ts';
import { textField } from '../validation/field-schema.ts';
import { pattern } from '../validation/issue.ts';
import { ORDER_KINDS, ORDER_STATUSES, orderNumberField } from './order.ts';

/**
 * The documents of an order a traveller may download (spec 7 "Downloads and verification"): a guest proves the order
 * is theirs with a code texted to its contact phone, a member with their login; either way the proof is a grant, a
 * short-lived token that names the order, and the PDF is fetched with it.
 */

/** sendPreVcode: the order and the phone number its contact gave, which must match before a code is texted. */
export const SendDownloadCodeBodySchema = v.object({
  orderNo: orderNumberField,
  areaCode: textField(areaCode),
  phone: textField(pattern(/^\d{4,20}$/, 'phone')),
});

export const DownloadCodeSentSchema = v.object({
  /** The phone number the code went to, partly masked. */
  sentTo: v.string(),
  /** Seconds the code stays good. */
  expiresIn: v.number(),
});

/** verifyPreVcode: the six digits texted for the order. */
export const VerifyDownloadCodeBodySchema = v.object({
  orderNo: orderNumberField,
  code: v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.regex(VERIFICATION_CODE, 'e01')),
});

/** orderVerifyCode: a member asks for the grant of one of their own orders. */
export const MemberDownloadBodySchema = v.object({ orderNo: orderNumberField });

/** A grant to download an order's documents: the token and how long it stays good. */
export const DownloadGrantSchema = v.object({
  grant: v.string(),
  /** Seconds the grant stays good. */
  expiresIn: v.number(),
});

const grantField = v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.maxLength(200, 'e01'));

/** orderDetail: what a grant lets the traveller download. */
export const DownloadGrantBodySchema = v.object({ grant: grantField });

/** The order a grant opens, as the download page shows it before the download. */
export const DownloadableOrderSchema = v.object({
  orderNo: v.string(),
  locator: v.string(),
  status: v.picklist(ORDER_STATUSES),
  type: v.picklist(ORDER_KINDS),
  route: v.array(v.string()),
  firstDeparture: v.string(),
  passengers: v.array(v.string()),
  /** Whether a receipt can be made: only a paid or ticketed order has one. */
  receipt: v.boolean(),
});
export type DownloadableOrder = v.InferOutput<typeof DownloadableOrderSchema>;
export const DownloadableOrderReplySchema = v.object({ order: DownloadableOrderSchema });

/** downloadUrl: the grant, posted as a form so that the browser can save the answer as a file. */
export const DownloadReceiptFormSchema = v.object({ grant: grantField });
