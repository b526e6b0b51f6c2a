import type { FastifyRequest } from 'fastify';

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
