import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, isConnectionError, RETRY_AFTER_SECONDS } from '../../platform/errors';

/** OCPI 2.2.1 status codes (status_codes chapter): 1xxx success, 2xxx client errors, 3xxx server errors. */
export const OCPI_STATUS = {
  success: 1000,
  clientError: 2000,
  invalidParameters: 2001,
  notEnoughInformation: 2002,
  unknownLocation: 2003,
  unknownToken: 2004,
  serverError: 3000,
  clientApiUnusable: 3001,
  unsupportedVersion: 3002,
  noMatchingEndpoints: 3003,
} as const;

/** Every OCPI answer: data (when the call has any), status_code, status_message, timestamp (UTC). */
export type OcpiEnvelope<T> = {
  data?: T;
  status_code: number;
  status_message?: string;
  timestamp: string;
};

export const ocpiTimestamp = (now: number) => new Date(now).toISOString();

export const ocpiOk = <T>(data: T, now: number): OcpiEnvelope<T> => ({
  ...(data === undefined ? {} : { data }),
  status_code: OCPI_STATUS.success,
  status_message: 'Success',
  timestamp: ocpiTimestamp(now),
});

/**
 * A refusal in OCPI terms: the HTTP status (200 for requests that reached the OCPI layer, as the
 * status codes chapter asks; 401, 404, 405 where the transport or a module says so) and the OCPI code.
 */
export class OcpiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new OcpiError(200, OCPI_STATUS.invalidParameters, message);
export const notFound = (message: string, code: number = OCPI_STATUS.clientError) =>
  new OcpiError(404, code, message);
export const methodNotAllowed = (message: string) => new OcpiError(405, OCPI_STATUS.clientError, message);

function send(reply: FastifyReply, httpStatus: number, statusCode: number, message: string, now: number) {
  return reply.status(httpStatus).send({
    status_code: statusCode,
    status_message: message,
    timestamp: ocpiTimestamp(now),
  } satisfies OcpiEnvelope<never>);
}

/**
 * The OCPI routes answer every error in the OCPI envelope: a missing or unknown credentials token is
 * HTTP 401 with status 2001; malformed JSON is HTTP 400 (transport layer); server faults are 3000 with
 * nothing of the fault sent.
 */
export function registerOcpiErrorHandler(instance: FastifyInstance, now: () => number) {
  instance.setErrorHandler((error: FastifyError | AppError | OcpiError, request, reply) => {
    if (error instanceof OcpiError)
      return send(reply, error.httpStatus, error.statusCode, error.message, now());
    if (error instanceof AppError && error.statusCode === 401)
      return send(reply, 401, OCPI_STATUS.invalidParameters, 'Missing or invalid credentials token', now());
    if (error instanceof AppError && error.statusCode < 500)
      return send(reply, error.statusCode, OCPI_STATUS.invalidParameters, error.message, now());
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'ocpi: database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, OCPI_STATUS.serverError, 'Service unavailable', now());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) return send(reply, status, OCPI_STATUS.invalidParameters, error.message, now());
    request.log.error({ err: error }, 'ocpi: request failed');
    return send(reply, 500, OCPI_STATUS.serverError, 'Internal error', now());
  });
}
