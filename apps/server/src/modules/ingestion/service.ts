// POST /partner/v1/transactions (issue 20): read each line, answer the ones stored before from their
// stored row, check the rest, write them in one transaction, and answer every line in batch order.
import { INGESTION_KEYS, type TIngestLineResult, type TIngestResponse } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { textArrayLiteral } from '../../db/array-literal';
import { type Db, queryRows } from '../../db/client';
import { checkLines, parseLines, refusal } from './lines';
import { uniqueIdOf, writeBatch } from './store';

type StoredLine = { line_id: string; transaction_id: string; product_id: number | null };

/** The lines of this partner stored under these line ids. */
async function storedLines(db: Db, partnerId: string, lineIds: readonly string[]) {
  if (!lineIds.length) return new Map<string, StoredLine>();
  const rows = await queryRows<StoredLine>(
    db,
    sql`select line_id, transaction_id, product_id from partner_transaction_lines
         where partner_id = ${partnerId}
           and line_id = any(${textArrayLiteral(lineIds)}::text[])`,
  );
  return new Map(rows.map((r) => [r.line_id, r]));
}

const storedAnswer = (index: number, row: StoredLine): TIngestLineResult => ({
  index,
  lineId: row.line_id,
  outcome: 'stored',
  transactionUniqueId: uniqueIdOf(row.transaction_id, row.product_id),
});

/**
 * Idempotent by line id: a line stored before (by this request's earlier copy or a concurrent one) is
 * answered "stored" with its transaction, exactly as the first answer said; nothing is stored twice.
 */
export async function ingestBatch(
  db: Db,
  partnerId: string,
  raw: readonly unknown[],
  now: number,
): Promise<TIngestResponse> {
  const { refused: badShape, parsed } = parseLines(raw);
  const before = await storedLines(
    db,
    partnerId,
    parsed.map((p) => p.line.lineId),
  );
  const answers: TIngestLineResult[] = [...badShape];
  for (const p of parsed) {
    const row = before.get(p.line.lineId);
    if (row) answers.push(storedAnswer(p.index, row));
  }
  const { refused, candidates } = await checkLines(
    db,
    parsed.filter((p) => !before.has(p.line.lineId)),
  );
  answers.push(...refused);
  const outcome = await db.transaction((tx) => writeBatch(tx, partnerId, candidates, now));
  answers.push(...outcome.refused);
  for (const c of outcome.stored)
    answers.push({
      index: c.index,
      lineId: c.lineId,
      outcome: 'stored',
      transactionUniqueId: uniqueIdOf(c.row.transactionId, c.row.productId),
    });
  const elsewhere = await storedLines(
    db,
    partnerId,
    outcome.storedElsewhere.map((c) => c.lineId),
  );
  for (const c of outcome.storedElsewhere) {
    const row = elsewhere.get(c.lineId);
    answers.push(
      row
        ? storedAnswer(c.index, row)
        : refusal(c.index, c.lineId, INGESTION_KEYS.transactionExists, 'lineId'),
    );
  }
  answers.sort((a, b) => a.index - b.index);
  const stored = answers.filter((a) => a.outcome === 'stored').length;
  return { stored, refused: answers.length - stored, lines: answers };
}
