import pg from 'pg';

export type RecordedQuery = { text: string; values: unknown[] };

/**
 * The statements a pool runs while `run` does (one request, say), in order: what the page costs in
 * SQL alone. Records calls of pool.query, which every query of the server goes through.
 */
export async function recordSql(pool: pg.Pool, run: () => Promise<unknown>): Promise<RecordedQuery[]> {
  const recorded: RecordedQuery[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const spy = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') recorded.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first)
      recorded.push({
        text: (first as { text: string }).text,
        // drizzle passes a query config and the parameters apart.
        values: (first as { values?: unknown[] }).values ?? (second as unknown[]) ?? [],
      });
    return original(...args);
  };
  (pool as unknown as { query: typeof spy }).query = spy;
  try {
    await run();
  } finally {
    (pool as unknown as { query: typeof original }).query = original;
  }
  return recorded;
}

/**
 * p50 (ms) of running the recorded statements one after another on one connection with `pg`
 * (unnamed statements, as the server sends them), after a warm-up; sequential, so an upper bound
 * of a request that runs some of them in parallel.
 */
export async function sqlP50(url: string, queries: RecordedQuery[], iterations = 200): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const once = async () => {
      const started = performance.now();
      for (const q of queries) await client.query(q.text, q.values);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) times.push(await once());
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] as number;
  } finally {
    await client.end();
  }
}
