import { ZHealthResponse } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type RedisHealth, redisHealth } from '../../platform/redis';

const startedAt = Date.now();
/** Probes and load balancers poll health often: one database ping answers every call within a second. */
const PING_TTL_MS = 1000;

export async function healthRoutes(app: FastifyInstance) {
  let last: { at: number; isUp: Promise<boolean>; redis: Promise<RedisHealth> } | undefined;
  const probe = () => {
    if (!last || Date.now() - last.at > PING_TTL_MS)
      last = { at: Date.now(), isUp: app.database.ping(), redis: redisHealth(app.redis) };
    return last;
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness, database and Redis reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const { isUp: isUpProbe, redis: redisProbe } = probe();
      const [isUp, redis] = await Promise.all([isUpProbe, redisProbe]);
      // Redis down degrades, but the instance serves (in-memory counters): it stays in rotation (200).
      return reply.status(isUp ? 200 : 503).send({
        status: isUp && redis !== 'down' ? 'ok' : 'degraded',
        database: isUp ? 'up' : 'down',
        redis,
        version: '1.0.0',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
}
