import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis when REDIS_URL is set: state several instances share (rate limits, sign-in locks). */
    redis?: Redis;
  }
}

/** How long one Redis command (or the connection it waits for) may take before it fails. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;
/** After a failed command, how long the instance works without Redis before it tries again. */
export const REDIS_FALLBACK_MS = 5_000;

/**
 * A Redis client whose every wait is bounded (issue 42 §2: a Redis that accepted connections and never
 * answered held sign-in posts for ever). connectTimeout bounds the TCP connect; commandTimeout every
 * command, also one queued while the connection is not ready (a listener that never answers the
 * client's ready check); one retry per command.
 */
export function openRedis(url: string) {
  const redis = new Redis(url, {
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
  // Connection errors also fail the commands waiting on them; the fallback logs the outage once.
  redis.on('error', () => undefined);
  return redis;
}

/** Ends the client: politely when Redis answers, at once when it does not. */
export async function closeRedis(redis: Redis | undefined) {
  if (!redis) return;
  await redis.quit().catch(() => redis.disconnect());
}

type Breaker = { downUntil: number; isLogged: boolean };
const breakers = new WeakMap<Redis, Breaker>();
const breakerOf = (redis: Redis) => {
  let breaker = breakers.get(redis);
  if (!breaker) {
    breaker = { downUntil: 0, isLogged: false };
    breakers.set(redis, breaker);
  }
  return breaker;
};

/**
 * Runs `shared` on Redis, or `local` (this instance's own state) while Redis fails: after a failure
 * (refused, timed out) the next REDIS_FALLBACK_MS go straight to `local`, so only one request per
 * period waits for Redis's timeout. Counters kept locally meanwhile are this instance's only.
 */
export async function withRedisOrLocal<T>(
  redis: Redis,
  shared: (redis: Redis) => Promise<T>,
  local: () => Promise<T>,
): Promise<T> {
  const breaker = breakerOf(redis);
  if (Date.now() < breaker.downUntil) return local();
  try {
    const result = await shared(redis);
    if (breaker.isLogged) console.warn('redis: answering again; shared rate-limit and sign-in state resumes');
    breaker.isLogged = false;
    return result;
  } catch (error) {
    breaker.downUntil = Date.now() + REDIS_FALLBACK_MS;
    if (!breaker.isLogged)
      console.error(
        `redis: ${(error as Error).message}; rate limits and sign-in locks kept in this instance`,
      );
    breaker.isLogged = true;
    return local();
  }
}

/** What health reports: no Redis configured, Redis answering a PING in time, or not. */
export type RedisHealth = 'none' | 'up' | 'down';
export async function redisHealth(redis: Redis | undefined): Promise<RedisHealth> {
  if (!redis) return 'none';
  try {
    return (await redis.ping()) === 'PONG' ? 'up' : 'down';
  } catch {
    return 'down';
  }
}
