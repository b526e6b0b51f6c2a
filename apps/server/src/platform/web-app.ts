import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPagePath, MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withRouteAccess } from './route-registry';

/**
 * Paths that belong to the server, never to the single-page app: an unknown path under them answers
 * the API's 404 JSON (under /ocpi the OCPI module answers its own 404 first).
 */
const SERVER_PREFIXES = ['/api', '/content', '/oidc', '/.well-known', '/ocpi', '/partner', '/assets'];

type Fallback = 'page' | 'unknown-page' | 'server';

/**
 * What an unmatched request is: one of the web app's pages (the app, 200), a path that could be a
 * page but none is (the app's 404 page, status 404), or the server's (the 404 JSON). A path whose
 * last segment has a file extension is a missing file unless it is one of the spec's *.html pages.
 */
const fallbackOf = (request: FastifyRequest): Fallback => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'server';
  const pathname = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return 'server';
  if (isWebPagePath(pathname)) return 'page';
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last) ? 'server' : 'unknown-page';
};

/**
 * Serves the built web app and falls back to index.html for every page route, with or without a
 * locale segment, and with status 404 for an unknown page path (the app shows its 404 page);
 * everything else that matches no route gets the API's 404 body. Hashed assets are
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

  const sendIndex = (reply: FastifyReply, status: 200 | 404) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`, then restart the server.');
    }
    // @fastify/static keeps a status other than 200 that the reply already has.
    return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', root);
  };

  app.setNotFoundHandler((request, reply) => {
    const fallback = fallbackOf(request);
    if (fallback !== 'server') return sendIndex(reply, fallback === 'page' ? 200 : 404);
    const pathname = request.url.split('?')[0];
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      messageKey: MESSAGE_KEYS.notFound,
      message: `No route ${request.method} ${pathname}`,
    });
  });
}
