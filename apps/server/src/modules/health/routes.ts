import { ZHealthResponse } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      const isUp = await app.database.ping();
      return reply.status(isUp ? 200 : 503).send({
        status: isUp ? 'ok' : 'degraded',
        database: isUp ? 'up' : 'down',
        version: '1.0.0',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
}
