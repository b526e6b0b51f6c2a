// The write of one batch (issue 20), in ONE database transaction: the partner's line ids (the
// idempotency key), the transaction rows (new, or a cleared line over its authorised one), the
// rollups, the cards' last-transaction time, the authorizations joined, and the outbox events.
// Concurrent copies meet on unique keys (ON CONFLICT DO NOTHING), never on a shared counter row.
import { INGESTION_KEYS, type TIngestLineResult } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { textArrayLiteral } from '../../db/array-literal';
import { queryRows, type Tx } from '../../db/client';
import { insertJsonRows } from '../../db/json-rows';
import { partnerTransactionLines, transactions } from '../../db/schema';
import { enqueueEvents } from '../../platform/outbox';
import { type Candidate, intArray, type LineRow, refusal } from './lines';
import { applyRollupDeltas, type RollupFacts, rollupDeltas } from './rollups';

type Existing = RollupFacts & { transactionId: string };

const keyOf = (transactionId: string, productId: number | null) => `${transactionId}|${productId ?? ''}`;
export const uniqueIdOf = (transactionId: string, productId: number | null) =>
  `${transactionId}${productId ?? ''}`;

/** The rows of these purchases already stored, locked until the batch commits. */
async function lockExisting(tx: Tx, ids: readonly string[]): Promise<Map<string, Existing>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{
    transaction_id: string;
    product_id: number | null;
    authority_id: string;
    transaction_date_time: string | Date;
    transaction_status: Existing['transactionStatus'];
    invoice_currency: string;
    quantity_milli: string;
    net_invoice_minor: string;
    vat_invoice_minor: string;
    gross_invoice_minor: string;
  }>(
    tx,
    sql`select transaction_id, product_id, authority_id, transaction_date_time, transaction_status,
               invoice_currency, quantity_milli, net_invoice_minor, vat_invoice_minor, gross_invoice_minor
          from transactions where transaction_id = any(${`{${ids.join(',')}}`}::uuid[])
         order by transaction_id, product_id nulls first for update`,
  );
  return new Map(
    rows.map((r) => [
      keyOf(r.transaction_id, r.product_id),
      {
        transactionId: r.transaction_id,
        authorityId: r.authority_id,
        transactionDateTime: new Date(r.transaction_date_time),
        transactionStatus: r.transaction_status,
        invoiceCurrency: r.invoice_currency,
        productId: r.product_id,
        quantityMilli: Number(r.quantity_milli),
        netInvoiceMinor: Number(r.net_invoice_minor),
        vatInvoiceMinor: Number(r.vat_invoice_minor),
        grossInvoiceMinor: Number(r.gross_invoice_minor),
      },
    ]),
  );
}

/** The columns a cleared line changes on its authorised row (time, card and account stay). */
const clearedColumns = (row: LineRow) => ({
  transactionStatus: row.transactionStatus,
  quantityMilli: row.quantityMilli,
  netSupplyMinor: row.netSupplyMinor,
  vatSupplyMinor: row.vatSupplyMinor,
  grossSupplyMinor: row.grossSupplyMinor,
  originalGrossSupplyMinor: row.originalGrossSupplyMinor,
  netUnitListPriceMilli: row.netUnitListPriceMilli,
  netInvoiceMinor: row.netInvoiceMinor,
  vatInvoiceMinor: row.vatInvoiceMinor,
  grossInvoiceMinor: row.grossInvoiceMinor,
  isPriced: row.isPriced,
  authorisationCode: row.authorisationCode,
});

export type WriteOutcome = {
  stored: Candidate[];
  refused: TIngestLineResult[];
  /** Line ids another request stored meanwhile: answered as stored. */
  storedElsewhere: Candidate[];
};

export async function writeBatch(
  tx: Tx,
  partnerId: string,
  candidates: readonly Candidate[],
  now: number,
): Promise<WriteOutcome> {
  const byLineId = [...candidates].sort((a, b) => (a.lineId < b.lineId ? -1 : a.lineId > b.lineId ? 1 : 0));
  const receivedAt = new Date(now);
  const claimed = byLineId.length
    ? await queryRows<{ line_id: string }>(
        tx,
        insertJsonRows(
          partnerTransactionLines,
          byLineId.map((c) => ({
            partnerId,
            lineId: c.lineId,
            transactionId: c.row.transactionId,
            productId: c.row.productId,
            receivedAt,
          })),
          sql`on conflict do nothing returning line_id`,
        ),
      )
    : [];
  const mine = new Set(claimed.map((c) => c.line_id));
  const fresh = candidates.filter((c) => mine.has(c.lineId)).sort((a, b) => a.index - b.index);
  const storedElsewhere = candidates.filter((c) => !mine.has(c.lineId));

  const existing = await lockExisting(tx, [...new Set(fresh.map((c) => c.row.transactionId))].sort());
  const refused: TIngestLineResult[] = [];
  const inserts = new Map<string, Candidate[]>();
  const updates: { candidate: Candidate; before: Existing }[] = [];
  for (const c of fresh) {
    const key = keyOf(c.row.transactionId, c.row.productId);
    const before = existing.get(key);
    const pending = inserts.get(key);
    const isCleared = c.line.transactionStatus === 'Cleared';
    if (pending) {
      const last = pending[pending.length - 1];
      if (isCleared && last?.row.transactionStatus === 'Authorised') pending.push(c);
      else refused.push(refusal(c.index, c.lineId, INGESTION_KEYS.transactionExists, 'transactionId'));
    } else if (!before) inserts.set(key, [c]);
    else if (isCleared && before.transactionStatus === 'Authorised') {
      updates.push({ candidate: c, before });
      before.transactionStatus = 'Uninvoiced';
    } else
      refused.push(
        refusal(
          c.index,
          c.lineId,
          isCleared ? INGESTION_KEYS.transactionAlreadyCleared : INGESTION_KEYS.transactionExists,
          'transactionId',
        ),
      );
  }

  // A purchase authorised and cleared in one batch is stored once, as cleared, at the authorised time.
  const rows = [...inserts.values()].map((group) => {
    const first = group[0] as Candidate;
    const last = group[group.length - 1] as Candidate;
    return { group, row: { ...first.row, ...clearedColumns(last.row) } };
  });
  const inserted = rows.length
    ? await queryRows<{ transaction_id: string; product_id: number | null }>(
        tx,
        insertJsonRows(
          transactions,
          rows.map((r) => r.row),
          sql`on conflict do nothing returning transaction_id, product_id`,
        ),
      )
    : [];
  const insertedKeys = new Set(inserted.map((r) => keyOf(r.transaction_id, r.product_id)));
  const kept = rows.filter((r) => insertedKeys.has(keyOf(r.row.transactionId, r.row.productId)));
  for (const r of rows.filter((x) => !kept.includes(x)))
    for (const c of r.group)
      refused.push(refusal(c.index, c.lineId, INGESTION_KEYS.transactionExists, 'transactionId'));

  await clearAuthorised(tx, updates);
  if (refused.length) {
    await tx.execute(
      sql`delete from partner_transaction_lines where partner_id = ${partnerId}
           and line_id = any(${textArrayLiteral(refused.flatMap((r) => (r.lineId === null ? [] : [r.lineId])))}::text[])`,
    );
  }

  const storedRows = [
    ...kept.map((k) => ({ row: k.row, lines: k.group })),
    ...updates.map((u) => ({
      row: { ...u.candidate.row, ...existingFacts(u.before), ...clearedColumns(u.candidate.row) },
      lines: [u.candidate],
    })),
  ];
  await joinAuthorizations(
    tx,
    partnerId,
    storedRows.map((s) => s.row),
    now,
  );
  await enqueueEvents(
    tx,
    storedRows.flatMap((s) =>
      s.lines.map((c) => ({
        topic: `transaction.${c.line.transactionStatus.toLowerCase()}`,
        payload: {
          partnerId,
          lineId: c.lineId,
          transactionUniqueId: uniqueIdOf(s.row.transactionId, s.row.productId),
          authorityId: s.row.authorityId,
          cardId: s.row.cardId,
          transactionStatus: s.row.transactionStatus,
        },
      })),
    ),
    now,
  );
  // Last: concurrent batches update the same rows here (a card's last time; today's rollup of each
  // authority), so those row locks are taken as late as possible and held only until the commit (taken
  // earlier, they queued concurrent batches for seconds: bench/results/ingest.md). Cards, then rollups,
  // each in key order: no two batches can wait on each other in a cycle.
  await touchCards(
    tx,
    storedRows.map((s) => s.row),
  );
  await applyRollupDeltas(
    tx,
    rollupDeltas([
      ...storedRows.map((s) => ({ facts: s.row, sign: 1 as const })),
      ...updates.map((u) => ({
        facts: { ...u.before, transactionStatus: 'Authorised' as const },
        sign: -1 as const,
      })),
    ]),
  );
  return { stored: storedRows.flatMap((s) => s.lines), refused, storedElsewhere };
}

/**
 * The cleared lines over their authorised rows, in ONE statement (a statement per line made a batch of
 * 200 cost ~100 round trips; bench/results/ingest.md). The rows are locked already (lockExisting).
 */
async function clearAuthorised(tx: Tx, updates: readonly { candidate: Candidate; before: Existing }[]) {
  if (!updates.length) return;
  const records = updates.map(({ candidate, before }) => {
    const c = clearedColumns(candidate.row);
    return {
      transaction_id: before.transactionId,
      product_id: before.productId,
      transaction_status: c.transactionStatus,
      quantity_milli: c.quantityMilli,
      net_supply_minor: c.netSupplyMinor,
      vat_supply_minor: c.vatSupplyMinor,
      gross_supply_minor: c.grossSupplyMinor,
      original_gross_supply_minor: c.originalGrossSupplyMinor,
      net_unit_list_price_milli: c.netUnitListPriceMilli,
      net_invoice_minor: c.netInvoiceMinor,
      vat_invoice_minor: c.vatInvoiceMinor,
      gross_invoice_minor: c.grossInvoiceMinor,
      is_priced: c.isPriced,
      authorisation_code: c.authorisationCode,
    };
  });
  await tx.execute(
    sql`update transactions t
           set transaction_status = v.transaction_status::transaction_status, quantity_milli = v.quantity_milli,
               net_supply_minor = v.net_supply_minor, vat_supply_minor = v.vat_supply_minor,
               gross_supply_minor = v.gross_supply_minor, original_gross_supply_minor = v.original_gross_supply_minor,
               net_unit_list_price_milli = v.net_unit_list_price_milli, net_invoice_minor = v.net_invoice_minor,
               vat_invoice_minor = v.vat_invoice_minor, gross_invoice_minor = v.gross_invoice_minor,
               is_priced = v.is_priced, authorisation_code = v.authorisation_code
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(
                 transaction_id uuid, product_id integer, transaction_status text, quantity_milli bigint,
                 net_supply_minor bigint, vat_supply_minor bigint, gross_supply_minor bigint,
                 original_gross_supply_minor bigint, net_unit_list_price_milli bigint, net_invoice_minor bigint,
                 vat_invoice_minor bigint, gross_invoice_minor bigint, is_priced boolean, authorisation_code text)
         where t.transaction_id = v.transaction_id and t.product_id is not distinct from v.product_id`,
  );
}

/** The authorised row's own account, time and product stay when its cleared line arrives. */
const existingFacts = (e: Existing) => ({
  authorityId: e.authorityId,
  transactionDateTime: e.transactionDateTime,
  productId: e.productId,
});

/** cards.last_transaction_at moves forward only, card by card in id order. */
async function touchCards(tx: Tx, rows: readonly LineRow[]) {
  const latest = new Map<number, number>();
  for (const r of rows) {
    const at = r.transactionDateTime.getTime();
    if (at > (latest.get(r.cardId) ?? 0)) latest.set(r.cardId, at);
  }
  if (!latest.size) return;
  const ids = [...latest.keys()].sort((a, b) => a - b);
  const times = ids.map((id) => new Date(latest.get(id) ?? 0).toISOString());
  await tx.execute(
    sql`update cards c set last_transaction_at = v.at
          from unnest(${intArray(ids)}::bigint[], ${`{${times.join(',')}}`}::timestamptz[]) as v(card_id, at)
         where c.card_id = v.card_id and (c.last_transaction_at is null or c.last_transaction_at < v.at)`,
  );
}

/** Decisions of POST /partner/v1/authorizations joined to the line that carries their code. */
async function joinAuthorizations(tx: Tx, partnerId: string, rows: readonly LineRow[], now: number) {
  const withCode = rows.filter((r) => r.authorisationCode !== null && r.transactionStatus !== 'Declined');
  if (!withCode.length) return;
  const codes = textArrayLiteral(withCode.map((r) => r.authorisationCode as string));
  const ids = withCode.map((r) => r.transactionId).join(',');
  await tx.execute(
    sql`update partner_authorizations a set transaction_id = v.transaction_id, cleared_at = ${new Date(now).toISOString()}::timestamptz
          from unnest(${codes}::text[], ${`{${ids}}`}::uuid[]) as v(code, transaction_id)
         where a.partner_id = ${partnerId} and a.authorisation_code = v.code
           and (a.transaction_id is null or a.transaction_id = v.transaction_id)`,
  );
}
