import { z } from 'zod';

export const ZHealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    /** Redis (REDIS_URL): none configured, answering, or not (the instance then counts in memory). */
    redis: z.enum(['none', 'up', 'down']),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'HealthResponse' });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
