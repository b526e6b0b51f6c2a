import {
  isMessageKey,
  MESSAGE_KEYS,
  type TErrorCode,
  type TErrorResponse,
  type TMessageKey,
} from '@portal/contract';
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
  UNPROCESSABLE: 422,
};

const DEFAULT_KEY: Record<TErrorCode, TMessageKey> = {
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
  UNPROCESSABLE: MESSAGE_KEYS.validation,
};

/** The one typed error of the API: a code (-> HTTP status) and the spec's message key. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: TMessageKey;
  constructor(
    readonly code: TErrorCode,
    messageKey?: TMessageKey,
    message?: string,
    readonly issues?: TErrorResponse['issues'],
  ) {
    super(message ?? messageKey ?? code);
    this.statusCode = STATUS[code];
    this.messageKey = messageKey ?? DEFAULT_KEY[code];
  }
}

export const notFound = (messageKey?: TMessageKey) => new AppError('NOT_FOUND', messageKey);
export const forbidden = (messageKey?: TMessageKey) => new AppError('FORBIDDEN', messageKey);
export const badRequest = (messageKey: TMessageKey, message?: string) =>
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
  messageKey: TMessageKey,
  message: string,
  issues?: TErrorResponse['issues'],
): TErrorResponse {
  return { statusCode: STATUS[code], code, messageKey, message, ...(issues?.length ? { issues } : {}) };
}

/**
 * pg SQLSTATE classes and codes that mean the database is unreachable or too busy to answer now, not
 * that the request is wrong: connection exceptions (08), shutdown and termination (57P01-03), too many
 * connections (53300, 53400), and the API's own limits (db/timeouts.ts, issue 42 §2): a statement
 * cancelled by statement_timeout (57014), a lock not granted within lock_timeout (55P03), a transaction
 * ended by idle_in_transaction_session_timeout (25P03).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300|53400|57014|55P03|25P03)$/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;
/** Seconds a client waits before retrying while the database (or Redis) is away. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * Whether an error (or one it wraps: Drizzle wraps the driver's error as its cause) is a lost or
 * refused connection (issue 14 finding 10): such a request answers 503 with Retry-After, not 500.
 */
export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
        messageKey: isMessageKey(v.message) ? v.message : MESSAGE_KEYS.validation,
      }));
      const messageKey = issues[0]?.messageKey ?? MESSAGE_KEYS.validation;
      return reply.status(400).send(body('VALIDATION', messageKey, 'Request is not valid', issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('INTERNAL', MESSAGE_KEYS.defaultError, 'Internal error'));
    }
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'database or store unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(body('UNAVAILABLE', MESSAGE_KEYS.unavailable, 'Service unavailable'));
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
