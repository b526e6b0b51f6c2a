// Issue 20: after any ingestion the per-authority per-day rollups (counts by status, sums by product)
// equal a recount from the lines
// (property test over random batches: new lines, retries, cleared lines, bad lines).
import type { TIngestLine } from '@portal/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearedLine } from '../../src/demo/emit/live-transactions';
import { createIngestionApp, type IngestionApp } from './support';

let t: IngestionApp;
beforeAll(async () => {
  t = await createIngestionApp();
});
afterAll(() => t.close());

type Total = { key: string; row_count: string; net?: string; vat?: string; gross?: string; qty?: string };

const recount = () =>
  t.rows<Total>(sql`
    select authority_id || '|' || (transaction_date_time at time zone 'UTC')::date || '|' || transaction_status as key,
           count(*)::text as row_count
      from transactions group by 1 order by 1`);
const counts = () =>
  t.rows<Total>(sql`
    select authority_id || '|' || day || '|' || s.status as key, s.n::text as row_count
      from transaction_daily_counts,
           lateral (values ('Authorised', authorised), ('Declined', declined), ('Uninvoiced', uninvoiced),
                           ('Invoiced', invoiced)) s(status, n)
     where s.n <> 0 order by 1`);
const productRecount = () =>
  t.rows<Total>(sql`
    select authority_id || '|' || (transaction_date_time at time zone 'UTC')::date || '|' || transaction_status
             || '|' || coalesce(product_id, 0) || '|' || invoice_currency as key,
           count(*)::text as row_count, sum(net_invoice_minor)::text as net, sum(vat_invoice_minor)::text as vat,
           sum(gross_invoice_minor)::text as gross, sum(quantity_milli)::text as qty
      from transactions group by 1 order by 1`);
const productRollups = () =>
  t.rows<Total>(sql`
    select authority_id || '|' || day || '|' || transaction_status || '|' || product_id || '|' || currency as key,
           row_count::text, net_minor::text as net, vat_minor::text as vat, gross_minor::text as gross,
           quantity_milli::text as qty
      from transaction_product_daily_rollups where row_count <> 0 order by 1`);

/** What a step sends: some new lines (some spread over the last days), cleared lines, bad lines, a retry. */
const step = fc.record({
  fresh: fc.integer({ min: 0, max: 12 }),
  daysAgo: fc.integer({ min: 0, max: 3 }),
  clearShare: fc.double({ min: 0, max: 1, noNaN: true }),
  bad: fc.integer({ min: 0, max: 3 }),
  retry: fc.boolean(),
});

describe('rollups after ingestion', () => {
  it('equal a recount from the lines, whatever the batches', async () => {
    const sent: TIngestLine[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
        for (const s of steps) {
          const fresh = t.lines(s.fresh, Date.now() - s.daysAgo * 86_400_000).slice(0, s.fresh);
          const authorised = sent.filter((l) => l.transactionStatus === 'Authorised');
          const cleared = authorised
            .slice(0, Math.floor(authorised.length * s.clearShare))
            .map((l) => ({ ...clearedLine(l), grossValue: l.grossValue }));
          const bad = t.lines(s.bad).map((l) => ({ ...l, cardNumber: '111111111111' }));
          const batch = [...fresh, ...cleared, ...bad];
          if (batch.length) await t.ingest(batch);
          if (s.retry && batch.length) await t.ingest(batch);
          sent.push(...fresh);
        }
        expect(await counts()).toEqual(await recount());
        expect(await productRollups()).toEqual(await productRecount());
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});
