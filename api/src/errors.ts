/**
 * Domain errors. Code throws `AppError` with a code; the central error handler
 * (plugins/errorHandler.ts) maps the code to an HTTP status and the contract's
 * `{ message, code }` body, so routes never build error responses by hand.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_RESET_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldError[];
  /** Seconds, sent as `Retry-After` with RATE_LIMITED. */
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fields?: FieldError[]; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = extra.fields;
    this.retryAfter = extra.retryAfter;
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError(ErrorCode.NOT_FOUND, `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(ErrorCode.FORBIDDEN, message);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);
