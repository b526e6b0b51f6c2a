import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OIDC_MOUNT_PATH } from './oidc-provider';

/** RFC 8414 §3: for the issuer `https://host/oidc` the metadata lives at this path of the host. */
export const AUTHORIZATION_SERVER_METADATA_PATH = `/.well-known/oauth-authorization-server${OIDC_MOUNT_PATH}`;

/**
 * Serves the RFC 8414 authorization-server metadata where §3 puts it for an issuer with a path: the
 * provider's own discovery document (same issuer, same endpoints), answered by the provider itself
 * so the two cannot differ. The origin is pinned before, as for every /oidc request.
 */
export function registerAuthorizationServerMetadata(
  app: FastifyInstance,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  pinOrigin: (request: FastifyRequest) => void,
) {
  app.get(AUTHORIZATION_SERVER_METADATA_PATH, { schema: { hide: true } }, (request, reply) => {
    pinOrigin(request);
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    // The provider derives its mount path from what originalUrl has before url: give it the /oidc one.
    raw.url = '/.well-known/openid-configuration';
    raw.originalUrl = `${OIDC_MOUNT_PATH}${raw.url}`;
    handle(raw, reply.raw);
  });
}
