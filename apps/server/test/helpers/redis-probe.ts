import { Redis } from 'ioredis';

/**
 * Whether a real Redis answers at `url` (a database of the caller's own), emptied when it does, so no
 * other test's keys meet the caller's. Tests that need Redis skip without it; the bench's fault gate
 * leaves its Redis phases out.
 */
export async function emptyRedisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  try {
    await probe.connect();
    await probe.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
