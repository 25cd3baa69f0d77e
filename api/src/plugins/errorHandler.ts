import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ErrorCode, type FieldError } from '../errors.ts';
import type { Language } from '../i18n/Language.ts';
import type { Message } from '../i18n/Message.ts';
import type { MessageId } from '../i18n/messages.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { translate } from '../i18n/translate.ts';
import { fieldErrorOf } from '../i18n/validationMessages.ts';
import { isLocalizableValidationError } from '../i18n/validatorCompiler.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.VALIDATION_FAILED,
  429: ErrorCode.RATE_LIMITED,
};

/** The generic message of an error status (Fastify's own 4xx, and anything unexpected). */
const messageByStatus: Record<number, MessageId> = {
  400: 'error.invalidRequest',
  401: 'error.unauthenticated',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.payloadTooLarge',
  415: 'error.unsupportedMediaType',
  429: 'error.rateLimited',
};

/** Fastify's own 400s that deserve a more precise message than "the request is invalid". */
const messageByFastifyCode: Record<string, MessageId> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.emptyBody',
};

function validationFields(error: FastifyError, language: Language): FieldError[] {
  const requestPart = (error as { validationContext?: string }).validationContext ?? 'body';
  return (error.validation ?? []).map((issue: FastifySchemaValidationError) => {
    // Zod issues (all our routes) are worded per language; anything else gets a generic message.
    const { field, message } = isLocalizableValidationError(issue)
      ? fieldErrorOf(issue.params.issue, requestPart)
      : { field: pathOf(issue.instancePath) || requestPart, message: { id: 'validation.invalid' } satisfies Message };
    return { field, message: translate(language, message.id, message.params) };
  });
}

const pathOf = (instancePath: string) => instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

/**
 * The one place errors become responses: `{ message, code }` (+ `fields` for 400, + `requestId`
 * for 5xx), the message in the caller's language (i18n/requestLanguage.ts) and named in
 * `Content-Language`. Never a stack trace; 5xx details go to the log only, tagged with the request id.
 */
export const errorHandlerPlugin = fp(async function errorHandlerPlugin(app: FastifyInstance) {
  function localized(request: FastifyRequest, reply: FastifyReply): Language {
    const language = requestLanguage(request);
    reply.header('content-language', language);
    // The same URL answers in another language for another Accept-Language: caches must know.
    // Appended, not set: CORS has already put `Origin` there.
    const vary = reply.getHeader('vary');
    const varies = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
    if (!varies.some((v) => v.toLowerCase() === 'accept-language')) reply.header('vary', [...varies, 'Accept-Language'].join(', '));
    return language;
  }

  app.setErrorHandler(async (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const language = localized(request, reply);

    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      // A shed request (503) is the instance protecting itself, not a failure to investigate.
      if (error.statusCode >= 500 && error.statusCode !== 503) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send({
        message: translate(language, error.messageId, error.params),
        code: error.code,
        ...(error.fields
          ? { fields: error.fields.map(({ field, message }) => ({ field, message: translate(language, message.id, message.params) })) }
          : {}),
        ...(error.statusCode >= 500 ? { requestId: request.id } : {}),
      });
    }

    if ((error as FastifyError).validation) {
      return reply.status(400).send({
        message: translate(language, 'error.invalidFields'),
        code: ErrorCode.VALIDATION_FAILED,
        fields: validationFields(error as FastifyError, language),
      });
    }

    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500 && codeByStatus[status]) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type): its English text
      // is never shown, only our message for the case.
      const code = codeByStatus[status];
      const messageId = messageByFastifyCode[(error as FastifyError).code] ?? messageByStatus[status] ?? 'error.invalidRequest';
      return reply.status(status).send({
        message: translate(language, messageId),
        code,
        ...(code === ErrorCode.VALIDATION_FAILED ? { fields: [] } : {}),
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      message: translate(language, 'error.internal'),
      code: ErrorCode.INTERNAL,
      requestId: request.id,
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const language = localized(request, reply);
    return reply.status(404).send({ message: translate(language, 'error.notFound'), code: ErrorCode.NOT_FOUND });
  });
}, { name: 'errorHandlerPlugin' });
