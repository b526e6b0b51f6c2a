import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { absoluteOrigin } from '../modules/identity/portal-origin';
import { registerAuthorizationServerMetadata } from './authorization-server-metadata';
import { OIDC_MOUNT_PATH } from './oidc-provider';

/**
 * The provider builds its discovery and endpoint URLs from the request's host and protocol, which it
 * reads from X-Forwarded-Host and -Proto (its `proxy` is on): we set both to the configured origin the
 * request belongs to, so a Host header of the caller's choosing never names a URL (issue 42 §3). A
 * client's X-Forwarded-For is dropped unless a proxy we trust sets it (issue 14 finding 9).
 */
function pinOrigin(raw: IncomingMessage, origin: string, trustProxy: boolean) {
  const url = new URL(origin);
  raw.headers['x-forwarded-host'] = url.host;
  raw.headers['x-forwarded-proto'] = url.protocol.replace(':', '');
  if (!trustProxy) delete raw.headers['x-forwarded-for'];
}

/**
 * Hands every request under /oidc to the provider's own (Koa) handler, untouched by Fastify's body
 * parsing. Routes registered elsewhere under /oidc (the interaction pages) are more specific and win.
 */
export async function mountOidcProvider(app: FastifyInstance, provider: Provider) {
  const handle = provider.callback();
  // Every request the provider reads: its own routes and our interaction and password pages.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(`${OIDC_MOUNT_PATH}/`))
      pinOrigin(request.raw, absoluteOrigin(request, app.config), app.config.trustProxy);
  });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${OIDC_MOUNT_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(OIDC_MOUNT_PATH.length) || '/';
      handle(raw, reply.raw);
    });
  });
  registerAuthorizationServerMetadata(app, handle, (request) =>
    pinOrigin(request.raw, absoluteOrigin(request, app.config), app.config.trustProxy),
  );
}
