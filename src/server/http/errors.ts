import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isFieldCode, type ErrorCode } from '../../domain/error-codes.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';

/** A failure the API answers with `{ex, desc, msg}`; `fields` names the inputs that are wrong. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Readonly<Record<string, FieldIssue>>;
  readonly status: ContentfulStatusCode;

  constructor(code: ErrorCode, options: { fields?: Record<string, FieldIssue>; status?: ContentfulStatusCode } = {}) {
    super(code);
    this.code = code;
    this.fields = options.fields ?? {};
    this.status = options.status ?? statusOf(code);
  }
}

const STATUS: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  badRequest: 400,
  unauthorized: 401,
  CZMILEAGE0000002: 401,
  forbidden: 403,
  notFound: 404,
  CZWEB000004: 404,
  methodNotAllowed: 405,
  conflict: 409,
  soldOut: 409,
  priceChanged: 409,
  orderClosed: 409,
  seatTaken: 409,
  holdLimit: 429,
  discountUnknown: 404,
  couponUsed: 409,
  codeUsedUp: 409,
  couponTaken: 409,
  passengerLimit: 409,
  contactLimit: 409,
  badSignature: 403,
  CZSNS000006: 409,
  CZWEB000003: 410,
  linkInvalid: 410,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  CZSNS000008: 429,
  CZSNS000009: 429,
  internal: 500,
  unavailable: 503,
};

/** The one place that maps an error code to its HTTP status; bad input of any kind is 400. */
export function statusOf(code: ErrorCode): ContentfulStatusCode {
  if (isFieldCode(code)) return 400;
  return STATUS[code] ?? 400;
}
