// The per-authority per-day rollups (db/schema/transactions) kept exact by the ingestion: each stored
// line adds itself, a cleared line takes its authorised version out. Deltas are summed per key first
// and written in key order, so concurrent batches lock rollup rows in one order (no deadlock).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { insertJsonRows } from '../../db/json-rows';
import {
  STATUS_COUNT_COLUMNS,
  transactionDailyCounts,
  transactionProductDailyRollups,
} from '../../db/schema';

/** What a rollup counts of one line. */
export type RollupFacts = {
  authorityId: string;
  transactionDateTime: Date;
  transactionStatus: 'Authorised' | 'Declined' | 'Uninvoiced' | 'Invoiced';
  invoiceCurrency: string;
  productId: number | null;
  quantityMilli: number;
  netInvoiceMinor: number;
  vatInvoiceMinor: number;
  grossInvoiceMinor: number;
};

type Sums = {
  rowCount: number;
  quantityMilli: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
};
type Status = RollupFacts['transactionStatus'];
type Key = { authorityId: string; day: string; status: Status; currency: string };
/** A day's counts of an authority, one per status. */
type Counts = { authorityId: string; day: string } & Record<Status, number>;
export type RollupDeltas = {
  daily: Map<string, Counts>;
  product: Map<string, Key & { productId: number } & Sums>;
};

const STATUSES = Object.keys(STATUS_COUNT_COLUMNS) as Status[];
const zeroCounts = () => Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The deltas of lines added (+1) and removed (-1). */
export function rollupDeltas(changes: readonly { facts: RollupFacts; sign: 1 | -1 }[]): RollupDeltas {
  const deltas: RollupDeltas = { daily: new Map(), product: new Map() };
  for (const { facts: f, sign } of changes) {
    const key: Key = {
      authorityId: f.authorityId,
      day: utcDay(f.transactionDateTime),
      status: f.transactionStatus,
      currency: f.invoiceCurrency,
    };
    const productId = f.productId ?? 0;
    const add = <T extends Sums>(map: Map<string, T>, id: string, base: Omit<T, keyof Sums>) => {
      const entry =
        map.get(id) ??
        ({ ...base, rowCount: 0, quantityMilli: 0, netMinor: 0, vatMinor: 0, grossMinor: 0 } as T);
      entry.rowCount += sign;
      entry.quantityMilli += sign * f.quantityMilli;
      entry.netMinor += sign * f.netInvoiceMinor;
      entry.vatMinor += sign * f.vatInvoiceMinor;
      entry.grossMinor += sign * f.grossInvoiceMinor;
      map.set(id, entry);
    };
    const day = `${key.authorityId}|${key.day}`;
    const counts = deltas.daily.get(day) ?? { authorityId: key.authorityId, day: key.day, ...zeroCounts() };
    counts[key.status] += sign;
    deltas.daily.set(day, counts);
    const id = [day, key.status, key.currency, String(productId).padStart(10, '0')].join('|');
    add(deltas.product, id, { ...key, productId });
  }
  return deltas;
}

const sorted = <T>(map: Map<string, T>) =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
const nonZero = (s: Sums) => s.rowCount !== 0 || s.netMinor !== 0 || s.vatMinor !== 0 || s.grossMinor !== 0;

const SUMS = ['row_count', 'net_minor', 'vat_minor', 'gross_minor'];
/** `on conflict (<key>) do update`: each sum column's new value added to the stored one. */
const addingOnConflict = (table: string, key: string, sums: readonly string[]) =>
  sql.raw(
    `on conflict (${key}) do update set ${sums.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`,
  );

/** Adds the deltas to the rollup rows in the caller's transaction (upserts in key order). */
export async function applyRollupDeltas(tx: Tx, deltas: RollupDeltas): Promise<void> {
  const daily = sorted(deltas.daily).filter((c) => STATUSES.some((status) => c[status] !== 0));
  if (daily.length)
    await tx.execute(
      insertJsonRows(
        transactionDailyCounts,
        daily.map((c) => ({
          authorityId: c.authorityId,
          day: c.day,
          ...Object.fromEntries(STATUSES.map((status) => [STATUS_COUNT_COLUMNS[status], c[status]])),
        })),
        addingOnConflict(
          'transaction_daily_counts',
          'authority_id, day',
          Object.values(STATUS_COUNT_COLUMNS),
        ),
      ),
    );
  const product = sorted(deltas.product).filter((s) => nonZero(s) || s.quantityMilli !== 0);
  if (product.length)
    await tx.execute(
      insertJsonRows(
        transactionProductDailyRollups,
        product.map((d) => ({
          authorityId: d.authorityId,
          day: d.day,
          transactionStatus: d.status,
          productId: d.productId,
          currency: d.currency,
          quantityMilli: d.quantityMilli,
          rowCount: d.rowCount,
          netMinor: d.netMinor,
          vatMinor: d.vatMinor,
          grossMinor: d.grossMinor,
        })),
        addingOnConflict(
          'transaction_product_daily_rollups',
          'authority_id, day, transaction_status, product_id, currency',
          ['quantity_milli', ...SUMS],
        ),
      ),
    );
}
