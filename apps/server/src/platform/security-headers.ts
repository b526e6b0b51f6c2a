import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { tileOrigin } from '../config';

/**
 * Strict CSP: scripts only from our origin, no inline script, no framing. Inline styles are allowed
 * because Mantine and Leaflet set style attributes and a style tag at run time (docs/decisions.md).
 */
function securityHeaderOptions(config: FastifyInstance['config']): HelmetOptions {
  const isHttps = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // MAP_TILE_URL: the maps load their tiles from that server (issue 15).
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapTileUrl ? [tileOrigin(config.mapTileUrl)] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The IdP's sign-in form redirects to the callback of the portal host the sign-in started on
        // (a brand's host), and browsers check the redirects of a form post against form-action too.
        formAction: ["'self'", ...config.allowedOrigins],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Browsers ignore (and complain about) these on plain-http hosts other than localhost.
    crossOriginOpenerPolicy: isHttps ? { policy: 'same-origin' } : false,
    originAgentCluster: isHttps,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers are the same for every answer, so helmet compiles them once at start-up. (The Fastify
 * plugin built a new helmet, parsing every CSP directive, on each request: 4% of the server's CPU
 * under the authorization bench, docs/decisions.md.)
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet(securityHeaderOptions(app.config));
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
