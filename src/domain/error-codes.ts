/** Field codes of spec 8: what is wrong with one input. */
export const FIELD_CODES = [
  'e00',
  'e01',
  'e01_1',
  'e02',
  'e04',
  'e06',
  'nameMin',
  'nameMax',
  'midNameMax',
  'cnNameMin',
  'cnNameMax',
  'fullNameMax',
  'gNameMax',
  'gName',
  'errorType',
  'expiration',
  'errorCode',
  'phone',
  'emailPart',
  // Ours: the two passwords of a form differ.
  'pwMismatch',
  // Ours: the proof files of a special-passenger registration: too many, too large, or neither an image nor a PDF.
  'fileCount',
  'fileSize',
  'fileType',
  // Ours: a traveller holds no approved registration for the special fare's ticket type.
  'specialNotApproved',
] as const;

/** Message codes of spec 8 that are not about one field. */
export const MESSAGE_CODES = ['x00', 'x01', 'x02', 'x66', 'noPsg', 'xxx'] as const;

/** Server error codes of spec 8, shown through `error.{code}`. */
export const SERVER_CODES = [
  'CZWEB000003',
  'CZWEB000004',
  'CZWEB000010',
  'CZWEB000011',
  'CZMILEAGE0000002',
  'CZSNS000006',
  'CZSNS000008',
  'CZSNS000009',
  'CZSNS000010',
  'CZSSO030014',
] as const;

/** Codes of our own API for failures the spec does not name. */
export const API_CODES = [
  'network',
  'abort',
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'methodNotAllowed',
  'conflict',
  'payloadTooLarge',
  'tooManyRequests',
  'internal',
  'unavailable',
  // An e-mailed link (password reset, e-mail verification) that is unknown, used up or expired.
  'linkInvalid',
  // A protected call came without a solved proof-of-work challenge, or with one that is wrong, used or expired.
  'proofOfWork',
] as const;

/** Codes of booking, payment and orders. */
export const ORDER_CODES = [
  'soldOut',
  'priceChanged',
  'holdLimit',
  'seatHoldLimit',
  'orderClosed',
  'badSignature',
  'seatTaken',
  'orderNotMatched',
  // A booking session already extended to its maximum life.
  'sessionLimit',
] as const;

/** Codes of promotion codes and member coupons (see domain/coupon). */
export const DISCOUNT_CODES = [
  'discountUnknown',
  'discountExpired',
  'discountNotApplicable',
  'discountMinSpend',
  'couponUsed',
  'codeUsedUp',
  'couponTaken',
] as const;

/** Codes of a member's saved passengers and contacts: the most each member may keep. Their messages are the keys themselves. */
export const SAVED_DATA_CODES = ['passengerLimit', 'contactLimit'] as const;

/** Codes of award bookings: the one-time code asked before an award order, and a balance short of the miles. */
export const MILEAGE_CODES = ['codeWrong', 'codeLocked', 'codeExpired', 'codeRequired', 'milesShort'] as const;

export type FieldCode = (typeof FIELD_CODES)[number];
export type ApiCode = (typeof API_CODES)[number];
export type ErrorCode =
  | FieldCode
  | (typeof MESSAGE_CODES)[number]
  | (typeof SERVER_CODES)[number]
  | ApiCode
  | (typeof ORDER_CODES)[number]
  | (typeof DISCOUNT_CODES)[number]
  | (typeof SAVED_DATA_CODES)[number]
  | (typeof MILEAGE_CODES)[number];

export function isFieldCode(code: string): code is FieldCode {
  return (FIELD_CODES as readonly string[]).includes(code);
}
