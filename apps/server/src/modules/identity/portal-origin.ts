import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** The origin the browser is on when it is one of ours (either brand's host); PUBLIC_URL otherwise. */
export function portalOrigin(request: FastifyRequest, config: Pick<Config, 'allowedOrigins' | 'publicUrl'>) {
  const origin = `${request.protocol}://${request.host}`;
  return config.allowedOrigins.includes(origin) ? origin : config.publicUrl;
}
