import { MESSAGE_KEYS, type TErrorCode, type TErrorResponse } from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const STATUS: Record<TErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

const DEFAULT_KEY: Record<TErrorCode, string> = {
  VALIDATION: MESSAGE_KEYS.validation,
  UNAUTHORIZED: MESSAGE_KEYS.unauthorized,
  FORBIDDEN: MESSAGE_KEYS.forbidden,
  NOT_FOUND: MESSAGE_KEYS.notFound,
  CONFLICT: MESSAGE_KEYS.conflict,
  PAYLOAD_TOO_LARGE: MESSAGE_KEYS.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: MESSAGE_KEYS.unsupportedMediaType,
  TOO_MANY_REQUESTS: MESSAGE_KEYS.tooMany,
  UNAVAILABLE: MESSAGE_KEYS.unavailable,
  INTERNAL: MESSAGE_KEYS.defaultError,
};

/** The one typed error of the API: a code (-> HTTP status) and the spec's message key. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: string;
  constructor(
    readonly code: TErrorCode,
    messageKey?: string,
    message?: string,
    readonly issues?: TErrorResponse['issues'],
  ) {
    super(message ?? messageKey ?? code);
    this.statusCode = STATUS[code];
    this.messageKey = messageKey ?? DEFAULT_KEY[code];
  }
}

export const notFound = (messageKey?: string) => new AppError('NOT_FOUND', messageKey);
export const forbidden = (messageKey?: string) => new AppError('FORBIDDEN', messageKey);
export const badRequest = (messageKey: string, message?: string) =>
  new AppError('VALIDATION', messageKey, message);

/** Maps a Fastify/framework error status to our code, for errors not thrown as AppError. */
function codeForStatus(status: number): TErrorCode {
  const entry = Object.entries(STATUS).find(([, s]) => s === status);
  if (entry) return entry[0] as TErrorCode;
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION';
}

function body(
  code: TErrorCode,
  messageKey: string,
  message: string,
  issues?: TErrorResponse['issues'],
): TErrorResponse {
  return { statusCode: STATUS[code], code, messageKey, message, ...(issues?.length ? { issues } : {}) };
}

/** One error handler for the whole API; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .status(error.statusCode)
        .send(body(error.code, error.messageKey, error.message, error.issues));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        // Contract schemas carry the spec's message key as their zod message.
        messageKey: v.message ?? MESSAGE_KEYS.validation,
      }));
      const messageKey = issues[0]?.messageKey ?? MESSAGE_KEYS.validation;
      return reply.status(400).send(body('VALIDATION', messageKey, 'Request is not valid', issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('INTERNAL', MESSAGE_KEYS.defaultError, 'Internal error'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send(body(codeForStatus(status), MESSAGE_KEYS.defaultError, 'Internal error'));
    }
    // Framework 4xx (malformed JSON, body too large, unsupported media type...): keep status, say why.
    const code = codeForStatus(status);
    return reply.status(status).send({ ...body(code, DEFAULT_KEY[code], error.message), statusCode: status });
  });
}
