import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { withRedisOrLocal } from '../platform/redis';

/** Failures of one account from one address, and until when further attempts wait. */
export type ThrottleState = { failures: number; lockedUntil: number };
export type ThrottlePolicy = { maxFailures: number; lockSeconds: number; lockMaxSeconds: number };

/** Where the state lives: memory for one instance, Redis when several share it (REDIS_URL). */
export type ThrottleStore = {
  read(key: string, now: number): Promise<ThrottleState>;
  /** Counts one failure; from the policy's limit on, the key waits, doubling with each failure. */
  fail(key: string, now: number): Promise<ThrottleState>;
  clear(key: string): Promise<void>;
};

/**
 * Issue 14 finding 6: the lock is keyed by (account, address), so a stranger guessing passwords locks
 * only themselves, never the account for its owner. The email is hashed: no address is kept in Redis.
 */
const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
export const throttleKey = (email: string, address: string) => `signin:${emailHash(email)}:${address}`;
/** Password-reset emails are counted per account, whatever address asks (issue 15). */
export const resetThrottleKey = (email: string) => `reset:${emailHash(email)}`;

/**
 * A store of this policy where the app keeps shared state: Redis when configured, else memory. With
 * Redis, this instance's memory stands in while Redis is refused or does not answer (issue 42 §2:
 * every sign-in answered 500, or never): a lock then holds on the instance that counted the failures
 * only, until Redis answers again (docs/decisions.md).
 */
export const throttleStoreFor = (app: FastifyInstance, policy: ThrottlePolicy): ThrottleStore =>
  app.redis
    ? redisOrMemory(app.redis, redisThrottleStore(app.redis, policy), memoryThrottleStore(policy))
    : memoryThrottleStore(policy);

function redisOrMemory(redis: Redis, shared: ThrottleStore, local: ThrottleStore): ThrottleStore {
  return {
    read: (key, now) =>
      withRedisOrLocal(
        redis,
        () => shared.read(key, now),
        () => local.read(key, now),
      ),
    fail: (key, now) =>
      withRedisOrLocal(
        redis,
        () => shared.fail(key, now),
        () => local.fail(key, now),
      ),
    clear: (key) =>
      withRedisOrLocal(
        redis,
        () => shared.clear(key),
        () => local.clear(key),
      ),
  };
}

/** The wait after `failures`: none below the limit, then lockSeconds doubling up to lockMaxSeconds. */
export function lockedUntil(failures: number, now: number, policy: ThrottlePolicy) {
  if (failures < policy.maxFailures) return 0;
  const doublings = Math.min(failures - policy.maxFailures, 30);
  return now + Math.min(policy.lockSeconds * 2 ** doublings, policy.lockMaxSeconds) * 1000;
}

/** How long a key is remembered after its last failure: a quiet day forgets it. */
const forgetAfterMs = (policy: ThrottlePolicy) => Math.max(policy.lockMaxSeconds * 2_000, 24 * 3_600_000);
const EMPTY: ThrottleState = { failures: 0, lockedUntil: 0 };
const MEMORY_KEYS_MAX = 100_000;

export function memoryThrottleStore(policy: ThrottlePolicy): ThrottleStore {
  const entries = new Map<string, ThrottleState & { forgetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.forgetAt <= now) entries.delete(key);
    return entry && entry.forgetAt > now ? entry : undefined;
  };
  return {
    read: async (key, now) => {
      const entry = live(key, now);
      return entry ? { failures: entry.failures, lockedUntil: entry.lockedUntil } : EMPTY;
    },
    fail: async (key, now) => {
      const failures = (live(key, now)?.failures ?? 0) + 1;
      const state = { failures, lockedUntil: lockedUntil(failures, now, policy) };
      entries.delete(key); // re-inserted last: the oldest keys go first when the map is full
      entries.set(key, { ...state, forgetAt: now + forgetAfterMs(policy) });
      if (entries.size > MEMORY_KEYS_MAX) entries.delete(entries.keys().next().value as string);
      return state;
    },
    clear: async (key) => {
      entries.delete(key);
    },
  };
}

export function redisThrottleStore(redis: Redis, policy: ThrottlePolicy): ThrottleStore {
  return {
    read: async (key) => {
      const [failures, until] = await redis.hmget(key, 'failures', 'lockedUntil');
      return { failures: Number(failures ?? 0), lockedUntil: Number(until ?? 0) };
    },
    fail: async (key, now) => {
      // The increment is atomic, so instances failing the same key at once count every failure.
      const results = await redis
        .multi()
        .hincrby(key, 'failures', 1)
        .pexpire(key, forgetAfterMs(policy))
        .exec();
      const failures = Number(results?.[0]?.[1] ?? 1);
      const state = { failures, lockedUntil: lockedUntil(failures, now, policy) };
      if (state.lockedUntil) await redis.hset(key, 'lockedUntil', state.lockedUntil);
      return state;
    },
    clear: async (key) => {
      await redis.del(key);
    },
  };
}
