import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ErrorCode, type FieldError } from '../errors.ts';

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

function validationFields(error: FastifyError): FieldError[] {
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    return { field: path || context, message: issue.message ?? 'Invalid value' };
  });
}

/**
 * The one place errors become responses: `{ message, code }` (+ `fields` for 400, + `requestId`
 * for 5xx). Never a stack trace; 5xx details go to the log only, tagged with the request id.
 */
export const errorHandlerPlugin = fp(async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.statusCode >= 500 ? { requestId: request.id } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error) || (error as FastifyError).validation) {
      return reply.status(400).send({
        message: 'The request is invalid',
        code: ErrorCode.VALIDATION_FAILED,
        fields: validationFields(error as FastifyError),
      });
    }

    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500 && codeByStatus[status]) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe messages.
      const code = codeByStatus[status];
      const message =
        status === 413
          ? 'The request body is too large'
          : status === 400 || status === 415
            ? `The request is invalid: ${error.message}`
            : error.message;
      return reply.status(status).send({
        message,
        code,
        ...(code === ErrorCode.VALIDATION_FAILED ? { fields: [] } : {}),
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      message: 'Something went wrong on our side. Please try again later.',
      code: ErrorCode.INTERNAL,
      requestId: request.id,
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    return reply.status(404).send({
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: ErrorCode.NOT_FOUND,
    });
  });
}, { name: 'errorHandlerPlugin' });
