import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/** Query parameters that carry one-time secrets: authorization codes, state, invite and activation tokens. */
const SECRET_PARAMS =
  /([?&](?:code|state|status|token|Token|session_state|id_token_hint|refresh_token)=)[^&#]*/g;

/** A URL as it may be logged: secret query values replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Pino serializer for requests: what Fastify logs by default, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Drizzle's message of a failed query ends with its parameters: search terms, authority lists, emails. */
const PARAMS_LINE = /\n\s*params:[\s\S]*$/;

const redactQuoted = (text: string) => text.replace(/"[^"]*"/g, '"[redacted]"');

/**
 * Pino serializer for errors (issue 14 finding 10): the SQL of a failed query may be logged, its
 * parameters never, neither in the message nor as a field, in the error or any error it wraps.
 */
export function serializeError(error: Error) {
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & {
    [key: string]: unknown;
    type: string;
    message: string;
    stack: string;
  };
  const redact = (value: Record<string, unknown>) => {
    if ('params' in value) value.params = '[redacted]';
    // The database's own message and detail quote the offending value ("invalid input …: "term"").
    if (typeof value.code === 'string' && /^[0-9A-Z]{5}$/.test(value.code)) {
      if (typeof value.message === 'string') value.message = redactQuoted(value.message);
      delete value.detail;
      delete value.where;
    }
    if (typeof value.message === 'string')
      value.message = value.message.replace(PARAMS_LINE, '\nparams: [redacted]');
    if (typeof value.stack === 'string')
      value.stack = value.stack
        .replace(/\n\s*params:[^\n]*/, '\nparams: [redacted]')
        .replace(/caused by: [^\n]*/g, redactQuoted);
    if (value.cause && typeof value.cause === 'object') redact(value.cause as Record<string, unknown>);
  };
  redact(serialized as Record<string, unknown>);
  return serialized;
}
