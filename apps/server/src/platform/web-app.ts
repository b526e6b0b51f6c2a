import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withRouteAccess } from './route-registry';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api/', '/api', '/content/', '/oidc/', '/oidc'];

const isClientRoute = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`)))
    return false;
  // A path whose last segment has a file extension is a missing asset, except the spec's *.html routes.
  const last = pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]+$/i.test(last) || last.endsWith('.html');
};

/**
 * Serves the built web app and falls back to index.html for every client route, with or without a
 * locale segment; everything else that matches no route gets the API's 404 body. Hashed assets are
 * cached for a year (their name changes with their content); index.html is revalidated every time.
 */
export async function registerWebApp(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const indexPath = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    // The built assets are public: the sign-in page needs them before anyone signs in.
    await withRouteAccess(app, 'public', (instance) =>
      instance.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz next to each asset: sent when Accept-Encoding allows, with Vary.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`, then restart the server.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  };

  app.setNotFoundHandler((request, reply) => {
    if (isClientRoute(request)) return sendIndex(reply);
    const pathname = request.url.split('?')[0];
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      messageKey: MESSAGE_KEYS.notFound,
      message: `No route ${request.method} ${pathname}`,
    });
  });
}
