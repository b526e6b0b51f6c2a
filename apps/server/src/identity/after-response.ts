import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Work each app started after answering, until it ends: awaited on close (and by tests). */
const pendingByApp = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Runs `work` once the current request has been answered (the next turn of the event loop), so the
 * answer's timing never depends on it (issue 42 §3: forgot-password). Failures are logged.
 */
export function runAfterResponse(app: FastifyInstance, log: FastifyBaseLogger, work: () => Promise<void>) {
  let pending = pendingByApp.get(app);
  if (!pending) {
    pending = new Set();
    pendingByApp.set(app, pending);
  }
  const set = pending;
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, 'work after the response failed'))
    .finally(() => set.delete(task));
  set.add(task);
}

/** Resolves when every piece of work the app started after a response has ended. */
export async function afterResponseSettled(app: FastifyInstance): Promise<void> {
  const pending = pendingByApp.get(app);
  while (pending?.size) await Promise.allSettled([...pending]);
}
