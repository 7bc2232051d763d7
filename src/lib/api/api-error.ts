/** A failed call: the spec's code (`ex`), the server's message when it sent one, and the HTTP status. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(code: string, options: { message?: string; status?: number; data?: unknown } = {}) {
    super(options.message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status;
    this.data = options.data;
  }
}

/** Codes that ask for the captcha dialog (spec 8): required, or the code given was wrong. */
export const CAPTCHA_REQUIRED = 'CZWEB000010';
export const CAPTCHA_WRONG = 'CZWEB000011';

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
