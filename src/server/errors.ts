import { type FailureStatus, statusOf } from '../domain/api/error-status.ts';
import type { ErrorCode } from '../domain/error-codes.ts';
import type { FieldIssue } from '../domain/validation/issue.ts';

/**
 * A failure with a code of spec 8 or of this API, thrown by services and answered
 * by the HTTP layer as `{ex, desc, msg}`; `fields` names the inputs that are wrong.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Readonly<Record<string, FieldIssue>>;
  readonly status: FailureStatus;

  constructor(code: ErrorCode, options: { fields?: Record<string, FieldIssue> } = {}) {
    super(code);
    this.code = code;
    this.fields = options.fields ?? {};
    this.status = statusOf(code);
  }
}
