import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis when REDIS_URL is set: state several instances share (rate limits, sign-in locks). */
    redis?: Redis;
  }
}

/**
 * A Redis client that fails fast: a request waiting on a lost Redis answers an error at once rather
 * than hanging (the rate limiter's own advice: short connect timeout, one retry per command).
 */
export const openRedis = (url: string) =>
  new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableAutoPipelining: true });
