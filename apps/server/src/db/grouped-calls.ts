/**
 * Calls that arrive while one runs wait and go together as the next one: under load N callers cost one
 * statement (and, for a write, one commit and WAL flush) instead of N. A call that arrives when none is
 * running goes at once, so nothing waits when the system is quiet. Every call in a group arrived before
 * the group's statement began, so a read sees every commit made before its caller asked (a revocation,
 * say) and a write is durable before its caller is answered. Each caller's promise settles with its
 * own item's result, or with its group's error.
 */
export function groupedCalls<In, Out>(
  run: (items: readonly In[]) => Promise<readonly Out[]>,
  /** At most this many items in one call (the rest go in the next). */
  max = 100,
): (item: In) => Promise<Out> {
  type Waiting = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };
  const queue: Waiting[] = [];
  let running = false;
  const drain = async () => {
    running = true;
    while (queue.length) {
      const taken = queue.splice(0, max);
      try {
        const results = await run(taken.map((w) => w.item));
        if (results.length !== taken.length) throw new Error('grouped calls: one result per item expected');
        for (const [i, w] of taken.entries()) w.resolve(results[i] as Out);
      } catch (error) {
        for (const w of taken) w.reject(error);
      }
    }
    running = false;
  };
  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
