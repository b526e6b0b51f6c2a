import { z } from 'zod';

export const ZHealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'HealthResponse' });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
