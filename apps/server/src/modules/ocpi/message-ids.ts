import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Unique message IDs (transport and format): every OCPI request and response carries X-Request-ID and
 * X-Correlation-ID. We answer with the caller's X-Request-ID and X-Correlation-ID; one the caller left
 * out is generated (a UUID, as the specification advises), so every answer carries both.
 */
declare module 'fastify' {
  interface FastifyRequest {
    ocpiMessageIds?: OcpiMessageIds;
  }
}

export type OcpiMessageIds = { requestId: string; correlationId: string };

/** A header as sent, at most 255 printable characters; anything else is as if it were absent. */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value) ? value : undefined;
}

/** The IDs of this request's answer (fixed on first use, so a flow reuses the same correlation ID). */
export function messageIdsOf(request: FastifyRequest): OcpiMessageIds {
  request.ocpiMessageIds ??= {
    requestId: headerOf(request, 'x-request-id') ?? randomUUID(),
    correlationId: headerOf(request, 'x-correlation-id') ?? randomUUID(),
  };
  return request.ocpiMessageIds;
}

/** Sets both headers on every answer of the instance's routes, errors and 404s included. */
export function registerMessageIds(instance: FastifyInstance) {
  instance.addHook('onSend', async (request, reply, payload) => {
    const ids = messageIdsOf(request);
    reply.header('x-request-id', ids.requestId).header('x-correlation-id', ids.correlationId);
    return payload;
  });
}
