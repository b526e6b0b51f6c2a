import { ZHealthResponse } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const startedAt = Date.now();
/** Probes and load balancers poll health often: one database ping answers every call within a second. */
const PING_TTL_MS = 1000;

export async function healthRoutes(app: FastifyInstance) {
  let last: { at: number; isUp: Promise<boolean> } | undefined;
  const isDatabaseUp = () => {
    if (!last || Date.now() - last.at > PING_TTL_MS) last = { at: Date.now(), isUp: app.database.ping() };
    return last.isUp;
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const isUp = await isDatabaseUp();
      return reply.status(isUp ? 200 : 503).send({
        status: isUp ? 'ok' : 'degraded',
        database: isUp ? 'up' : 'down',
        version: '1.0.0',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
}
