import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

type OriginConfig = Pick<Config, 'allowedOrigins' | 'publicUrl'>;

/**
 * The configured origin (PUBLIC_URL or one of ALLOWED_ORIGINS, with its configured scheme) the request
 * came to: the exact origin first, else the same host. Undefined for a host we were not configured for.
 */
function configuredOriginOf(request: FastifyRequest, config: OriginConfig): string | undefined {
  const host = String(request.host ?? '').toLowerCase();
  if (!host) return undefined;
  const origin = `${request.protocol}://${host}`;
  if (config.allowedOrigins.includes(origin)) return origin;
  return config.allowedOrigins.find((allowed) => new URL(allowed).host === host);
}

/** The origin the browser is on when it is one of ours (either brand's host); PUBLIC_URL otherwise. */
export function portalOrigin(request: FastifyRequest, config: OriginConfig) {
  return configuredOriginOf(request, config) ?? config.publicUrl;
}

/**
 * The origin absolute URLs handed to others are built on (the IdP's discovery, OCPI versions,
 * credentials and Location headers; issue 42 §3). In production only a configured origin, never what
 * the Host header says; in development and tests also the address the server was reached at, so a
 * server on a random loopback port hands out URLs that reach it.
 */
export function absoluteOrigin(request: FastifyRequest, config: OriginConfig & Pick<Config, 'env'>) {
  const configured = configuredOriginOf(request, config);
  if (configured) return configured;
  const isOwnAddress = config.env !== 'production' && Boolean(request.host);
  return isOwnAddress ? `${request.protocol}://${request.host}` : config.publicUrl;
}
