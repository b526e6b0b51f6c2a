import { createRequire } from 'node:module';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { withRedisOrLocal } from './redis';

/** The callback-style store interface of @fastify/rate-limit 11 (its own stores implement it). */
type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};
type StoreClass = new (...args: unknown[]) => Store;

// The plugin's own Redis and in-memory stores (not in its typed exports): the counting stays theirs.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

const call = (store: Store, method: 'incr' | 'read', key: string, timeWindow: number, max: number) =>
  new Promise<Counted>((resolve, reject) => {
    const fn = store[method];
    if (!fn) return reject(new Error(`rate-limit store without ${method}`));
    fn.call(
      store,
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      timeWindow,
      max,
    );
  });

/** Counts in Redis, and in this instance's memory while Redis fails (platform/redis.ts). */
class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private run(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    withRedisOrLocal(
      this.redis,
      () => call(this.shared, method, key, timeWindow, max),
      () => call(this.local, method, key, timeWindow, max),
    ).then(
      (result) => callback(null, result),
      (error: Error) => callback(error, null),
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: unknown): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The rate limiter's options: counters in Redis when configured, falling back to memory while Redis is
 * refused or hung (issue 42 §2: every sign-in answered 500 with Redis down), else in memory.
 */
export function rateLimitOptions(configured: Redis | undefined): RateLimitPluginOptions {
  if (!configured) return { global: false };
  const redis = configured;
  const nameSpace = 'portal-rate:';
  const store = class {
    constructor(params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      const shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      const local = new LocalStore(params.continueExceeding, params.exponentialBackoff);
      // biome-ignore lint/correctness/noConstructorReturn: the plugin constructs the store class it is given
      return new FallbackStore(redis, shared, local);
    }
  };
  return { global: false, store: store as unknown as RateLimitPluginOptions['store'] };
}
