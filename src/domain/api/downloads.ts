import {
  DownloadableOrderReplySchema,
  DownloadCodeSentSchema,
  DownloadGrantBodySchema,
  DownloadGrantSchema,
  DownloadReceiptFormSchema,
  MemberDownloadBodySchema,
  SendDownloadCodeBodySchema,
  VerifyDownloadCodeBodySchema,
} from '../booking/downloads.ts';
import { defineOperation } from './operation.ts';

/**
 * Itinerary receipts to download (spec 7 "Downloads and verification"). A guest gives the order number and the phone
 * number of its contact, receives a six-digit code by text message and trades it for a grant; a member gets the grant
 * of their own order at once. The grant opens the order's summary and its PDF.
 */
const TAG = 'Downloads';
const grantErrors = { linkInvalid: 'The grant is unknown or has expired: verify again' } as const;

export const sendDownloadCode = defineOperation({
  id: 'sendDownloadCode',
  method: 'post',
  path: '/sms/sendPreVcode',
  tag: TAG,
  summary: 'Texts a six-digit code, good for 10 minutes, to the contact phone of an order when the number given matches it',
  body: SendDownloadCodeBodySchema,
  reply: DownloadCodeSentSchema,
  replies: 'Where the code went',
  proofOfWork: 'standard',
  errors: {
    orderNotMatched: 'No order has that number with that contact phone',
    tooManyRequests: 'Too many codes for the order or from the address within the hour',
  },
});

export const verifyDownloadCode = defineOperation({
  id: 'verifyDownloadCode',
  method: 'post',
  path: '/sms/verifyPreVcode',
  tag: TAG,
  summary: "Checks the code texted for an order and answers a grant to download the order's documents for 15 minutes",
  body: VerifyDownloadCodeBodySchema,
  reply: DownloadGrantSchema,
  replies: 'The grant',
  errors: {
    codeWrong: 'The code is not the one sent',
    codeLocked: 'Five wrong codes: a new one must be sent',
    codeExpired: 'No code was sent for the order within 10 minutes',
  },
});

export const memberDownloadGrant = defineOperation({
  id: 'memberDownloadGrant',
  method: 'post',
  path: '/sms/orderVerifyCode',
  tag: TAG,
  summary: 'Answers the logged-in member a grant to download the documents of one of their own orders, without a code',
  auth: 'member',
  body: MemberDownloadBodySchema,
  reply: DownloadGrantSchema,
  replies: 'The grant',
  errors: { notFound: 'The member has no order of that number' },
});

export const getDownloadableOrder = defineOperation({
  id: 'getDownloadableOrder',
  method: 'post',
  path: '/sms/orderDetail',
  tag: TAG,
  summary: 'The order a grant opens: its number, route, passengers and whether it has a receipt yet',
  body: DownloadGrantBodySchema,
  reply: DownloadableOrderReplySchema,
  replies: 'The order',
  errors: grantErrors,
});

export const downloadReceipt = defineOperation({
  id: 'downloadReceipt',
  method: 'post',
  path: '/sms/downloadUrl',
  tag: TAG,
  summary:
    'The itinerary receipt of the order a grant opens, as a PDF in the language the order was made in: passengers and tickets, flights in local times, fare, taxes and payments, and a barcode of the booking reference',
  body: DownloadReceiptFormSchema,
  encoding: 'form',
  reply: { file: { type: 'application/pdf', description: 'The receipt, as an attachment' } },
  errors: {
    ...grantErrors,
    orderClosed: 'The order is not paid, so it has no receipt yet',
    unavailable: 'The server cannot make receipts now: its font is missing',
  },
});
