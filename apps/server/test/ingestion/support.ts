import type { TIngestLine, TIngestResponse } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { parseAsOf } from '../../src/demo/context';
import { liveTransactionFeed } from '../../src/demo/emit/live-transactions';
import { createPartnerCredential } from '../../src/modules/ingestion/credentials';
import { createTestApp } from '../helpers/test-app';

export const TRANSACTIONS_URL = '/partner/v1/transactions';
export const AUTHORIZATIONS_URL = '/partner/v1/authorizations';

/** A portal on the tiny demo data with one processor credential, and lines from the demo's generator. */
export async function createIngestionApp() {
  const ctx = await createTestApp({}, { template: 'tiny' });
  const { credential } = await createPartnerCredential(ctx.database.db, {
    partnerId: 'processor-test',
    now: Date.now(),
  });
  const feed = liveTransactionFeed({ preset: 'tiny', seed: 1, asOf: parseAsOf(undefined), run: 'api-tests' });
  /** The credential the helpers send (a rotation test moves it to the new one). */
  const current = { credential };
  const auth = (token = current.credential) => ({ authorization: `Bearer ${token}` });
  const send = (lines: unknown[], token = current.credential) =>
    ctx.app.inject({ method: 'POST', url: TRANSACTIONS_URL, headers: auth(token), payload: { lines } });
  const ingest = async (lines: unknown[], token = current.credential) => {
    const res = await send(lines, token);
    if (res.statusCode !== 200) throw new Error(`ingest answered ${res.statusCode}: ${res.body}`);
    return res.json() as TIngestResponse;
  };
  /** `n` lines of purchases made now (whole purchases, so a few more lines than asked may come). */
  const lines = (n: number, at = Date.now()): TIngestLine[] => {
    const out: TIngestLine[] = [];
    while (out.length < n) out.push(...feed.purchase(at));
    return out;
  };
  const rows = <T>(query: SQL) => queryRows<T>(ctx.database.db, query);
  return { ...ctx, current, feed, auth, send, ingest, lines, rows };
}
export type IngestionApp = Awaited<ReturnType<typeof createIngestionApp>>;
