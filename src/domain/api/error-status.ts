import { type ErrorCode, isFieldCode } from '../error-codes.ts';

/** The statuses the API answers failures with (design 4). */
export type FailureStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 429 | 500 | 503;

const STATUS: Partial<Record<ErrorCode, FailureStatus>> = {
  badRequest: 400,
  unauthorized: 401,
  CZMILEAGE0000002: 401,
  forbidden: 403,
  badSignature: 403,
  notFound: 404,
  CZWEB000004: 404,
  discountUnknown: 404,
  orderNotMatched: 404,
  methodNotAllowed: 405,
  conflict: 409,
  soldOut: 409,
  priceChanged: 409,
  orderClosed: 409,
  sessionLimit: 409,
  seatTaken: 409,
  couponUsed: 409,
  codeUsedUp: 409,
  couponTaken: 409,
  passengerLimit: 409,
  contactLimit: 409,
  codeRequired: 409,
  milesShort: 409,
  CZSNS000006: 409,
  CZWEB000003: 410,
  linkInvalid: 410,
  codeExpired: 410,
  payloadTooLarge: 413,
  holdLimit: 429,
  seatHoldLimit: 429,
  tooManyRequests: 429,
  codeLocked: 429,
  CZSNS000008: 429,
  CZSNS000009: 429,
  internal: 500,
  unavailable: 503,
};

/**
 * The one place that maps an error code to its HTTP status. Bad input of any kind
 * is 400, and so is every code not named here (spec 8's messages about a request).
 */
export function statusOf(code: ErrorCode): FailureStatus {
  if (isFieldCode(code)) return 400;
  return STATUS[code] ?? 400;
}
