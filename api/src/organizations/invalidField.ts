import { AppError, ErrorCode } from '../errors.ts';
import type { MessageId, MessageParams } from '../i18n/messages.ts';

/** A 400 VALIDATION_FAILED naming one input field, worded per request by the error handler. */
export const invalidField = (field: string, id: MessageId, params?: MessageParams) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', { fields: [{ field, message: params ? { id, params } : { id } }] });
