import type { Message } from './i18n/Message.ts';
import type { MessageId, MessageParams } from './i18n/messages.ts';
import { translate } from './i18n/translate.ts';

/**
 * Domain errors. Code throws `AppError` with a code; the central error handler
 * (plugins/errorHandler.ts) maps the code to an HTTP status and the contract's
 * `{ message, code }` body (worded in the caller's language), so routes never build error
 * responses by hand.
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
  /** More requests in flight than the instance serves well: try again after `Retry-After`. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** Ingestion: no device has the network id. */
  UNKNOWN_DEVICE: 'UNKNOWN_DEVICE',
  /** Ingestion: the device belongs to another organisation than the API key. */
  FORBIDDEN_DEVICE: 'FORBIDDEN_DEVICE',
  /** Devices: the network id is taken (by a live or a deleted device). */
  DEVICE_EXISTS: 'DEVICE_EXISTS',
  /** Devices: a deleted device is read-only. */
  DEVICE_DELETED: 'DEVICE_DELETED',
  /** Devices: a permanent delete while an open service or installation order holds the device. */
  DEVICE_IN_OPEN_ORDER: 'DEVICE_IN_OPEN_ORDER',
  /** Devices: a lifecycle move other than in_stock → installed → taken_down → in_stock. */
  LIFECYCLE_MOVE_NOT_ALLOWED: 'LIFECYCLE_MOVE_NOT_ALLOWED',
  /** Downlink: the device's model has no MQTT broker number, so it has no downlink configuration. */
  DOWNLINK_NOT_SUPPORTED: 'DOWNLINK_NOT_SUPPORTED',
  /** A destructive change that needs the caller's explicit confirmation (e.g. `confirm=true`). */
  CONFIRMATION_REQUIRED: 'CONFIRMATION_REQUIRED',
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
  SERVICE_UNAVAILABLE: 503,
  UNKNOWN_DEVICE: 404,
  FORBIDDEN_DEVICE: 403,
  DEVICE_EXISTS: 409,
  DEVICE_DELETED: 409,
  DEVICE_IN_OPEN_ORDER: 409,
  LIFECYCLE_MOVE_NOT_ALLOWED: 409,
  DOWNLINK_NOT_SUPPORTED: 404,
  CONFIRMATION_REQUIRED: 409,
};

export interface FieldError {
  field: string;
  message: string;
}

/** A field error chosen where it happens; the error handler words it in the caller's language. */
export interface AppFieldError {
  field: string;
  message: Message;
}

/**
 * A failure to answer with. It carries a message id, not a sentence: the error handler translates
 * it per request (Accept-Language, else the user's language). `message` is the English text, for logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageId: MessageId;
  readonly params?: MessageParams;
  readonly fields?: AppFieldError[];
  /** Seconds, sent as `Retry-After` with RATE_LIMITED. */
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    messageId: MessageId,
    extra: { params?: MessageParams; fields?: AppFieldError[]; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(translate('en', messageId, extra.params), { cause: extra.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageId = messageId;
    this.params = extra.params;
    this.fields = extra.fields;
    this.retryAfter = extra.retryAfter;
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (messageId: MessageId = 'error.notFound') => new AppError(ErrorCode.NOT_FOUND, messageId);
export const forbidden = (messageId: MessageId = 'error.forbidden') => new AppError(ErrorCode.FORBIDDEN, messageId);
export const unauthenticated = (messageId: MessageId = 'error.unauthenticated') =>
  new AppError(ErrorCode.UNAUTHENTICATED, messageId);
