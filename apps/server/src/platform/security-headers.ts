import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileOrigin } from '../config';

/**
 * Strict CSP: scripts only from our origin, no inline script, no framing. Inline styles are allowed
 * because Mantine and Leaflet set style attributes and a style tag at run time (docs/decisions.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const isHttps = app.config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // MAP_TILE_URL: the maps load their tiles from that server (issue 15).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(app.config.mapTileUrl ? [tileOrigin(app.config.mapTileUrl)] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The IdP's sign-in form redirects to the callback of the portal host the sign-in started on
        // (a brand's host), and browsers check the redirects of a form post against form-action too.
        formAction: ["'self'", ...app.config.allowedOrigins],
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
  });
}
