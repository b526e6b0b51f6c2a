import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC_MOUNT_PATH } from './oidc-provider';

/**
 * Hands every request under /oidc to the provider's own (Koa) handler, untouched by Fastify's body
 * parsing. Routes registered elsewhere under /oidc (the interaction pages) are more specific and win.
 */
export async function mountOidcProvider(app: FastifyInstance, provider: Provider) {
  const handle = provider.callback();
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
}
