// Issue 20 API tests: a batch of good and bad lines, retries, concurrent copies, cleared lines.
import { INGESTION_KEYS, type TIngestLine } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearedLine } from '../../src/demo/emit/live-transactions';
import { createIngestionApp, type IngestionApp } from './support';

let t: IngestionApp;
beforeAll(async () => {
  t = await createIngestionApp();
});
afterAll(() => t.close());

const countOf = async (lines: readonly TIngestLine[]) => {
  const uuid = /^[0-9a-f-]{36}$/;
  const ids = [...new Set(lines.map((l) => l.transactionId).filter((id) => uuid.test(id)))];
  const [row] = await t.rows<{ n: number }>(
    sql`select count(*)::int as n from transactions where transaction_id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return row?.n ?? 0;
};
const authorised = (n: number) => t.lines(n).filter((l) => l.transactionStatus === 'Authorised');
/** One Authorised line (the feed declines about one purchase in forty). */
const oneAuthorised = (): TIngestLine => {
  for (;;) {
    const [line] = authorised(1);
    if (line) return line;
  }
};

describe('POST /partner/v1/transactions', () => {
  it('stores exactly the good lines of a mixed batch and names each bad one', async () => {
    const good = authorised(6);
    const [a, b, c, d, e, f] = t.lines(6);
    const bad = [
      { ...a, cardNumber: '999999999999' },
      { ...b, productId: 99_999 },
      { ...c, grossValue: (c?.grossValue ?? 0) + 1 },
      { ...d, transactionId: 'not-a-uuid' },
      { ...e, transactionStatus: 'Declined', declineReason: undefined },
      // Past the database's integer: refused by the line's schema, not failed in SQL.
      { ...f, productId: 3_000_000_000 },
      'not a line',
    ];
    const batch = [good[0], ...bad.slice(0, 3), ...good.slice(1), ...bad.slice(3)];
    const answer = await t.ingest(batch);
    expect(answer.stored).toBe(good.length);
    expect(answer.refused).toBe(bad.length);
    expect(answer.lines.map((l) => l.index)).toEqual(batch.map((_, i) => i));
    const refused = answer.lines.filter((l) => l.outcome === 'refused');
    expect(refused.map((l) => [l.index, l.messageKey, l.field])).toEqual([
      [1, INGESTION_KEYS.cardUnknown, 'cardNumber'],
      [2, INGESTION_KEYS.productUnknown, 'productId'],
      [3, INGESTION_KEYS.amountsInconsistent, 'grossValue'],
      [batch.length - 4, INGESTION_KEYS.lineInvalid, 'transactionId'],
      [batch.length - 3, INGESTION_KEYS.declineReasonRequired, 'declineReason'],
      [batch.length - 2, INGESTION_KEYS.lineInvalid, 'productId'],
      [batch.length - 1, INGESTION_KEYS.lineInvalid, undefined],
    ]);
    expect(refused[0]?.lineId).toBe(a?.lineId);
    expect(await countOf(good)).toBe(good.length);
    expect(await countOf(bad.slice(0, 6) as TIngestLine[])).toBe(0);
  });

  it('answers a retried batch the same and stores nothing twice', async () => {
    const lines = t.lines(20);
    const first = await t.ingest(lines);
    const [events] = await t.rows<{ n: number }>(sql`select count(*)::int as n from outbox_events`);
    const second = await t.ingest(lines);
    expect(second).toEqual(first);
    expect(await countOf(lines)).toBe(lines.length);
    const [after] = await t.rows<{ n: number }>(sql`select count(*)::int as n from outbox_events`);
    expect(after?.n).toBe(events?.n);
  });

  it('stores each line once when 20 copies of one batch arrive together', async () => {
    const lines = t.lines(30);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.ingest(lines)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.stored).toBe(lines.length);
    expect(await countOf(lines)).toBe(lines.length);
    const [stored] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from partner_transaction_lines
           where line_id = any(${`{${lines.map((l) => l.lineId).join(',')}}`}::text[])`,
    );
    expect(stored?.n).toBe(lines.length);
  });

  it('updates the authorised line when its cleared line arrives, in a later batch or the same one', async () => {
    const [early, late] = [oneAuthorised(), oneAuthorised()];
    await t.ingest([early]);
    const cleared = clearedLine(early);
    const answer = await t.ingest([cleared, late, clearedLine(late)]);
    expect(answer.stored).toBe(3);
    expect(await countOf([early, late])).toBe(2);
    const statuses = await t.rows<{ transaction_status: string }>(
      sql`select transaction_status from transactions
           where transaction_id in (${early.transactionId}::uuid, ${late.transactionId}::uuid)`,
    );
    expect(statuses.map((s) => s.transaction_status)).toEqual(['Uninvoiced', 'Uninvoiced']);
    // A second cleared line of the same purchase is refused.
    const again = await t.ingest([{ ...cleared, lineId: `${cleared.lineId}-2` }]);
    expect(again.lines[0]).toMatchObject({
      outcome: 'refused',
      messageKey: INGESTION_KEYS.transactionAlreadyCleared,
    });
    // An authorised line again under another line id is refused, not added.
    const twice = await t.ingest([{ ...early, lineId: `${early.lineId}-again` }]);
    expect(twice.lines[0]).toMatchObject({
      outcome: 'refused',
      messageKey: INGESTION_KEYS.transactionExists,
    });
  });

  it('moves the card last-transaction time and writes an outbox event per stored line', async () => {
    const at = Date.now() + 60_000;
    const lines = t.lines(3, at);
    const answer = await t.ingest(lines);
    const cardNumbers = [...new Set(lines.map((l) => l.cardNumber))];
    const cards = await t.rows<{ last: string | Date }>(
      sql`select last_transaction_at as last from cards
           where card_number = any(${`{${cardNumbers.join(',')}}`}::text[])`,
    );
    for (const card of cards) expect(new Date(card.last).getTime()).toBe(at);
    const events = await t.rows<{ topic: string; line_id: string }>(
      sql`select topic, payload->>'lineId' as line_id from outbox_events
           where payload->>'lineId' = any(${`{${lines.map((l) => l.lineId).join(',')}}`}::text[])`,
    );
    expect(events).toHaveLength(answer.stored);
    expect(new Set(events.map((e) => e.topic))).toEqual(
      new Set(lines.map((l) => `transaction.${l.transactionStatus.toLowerCase()}`)),
    );
  });

  it('refuses a batch above 1,000 lines and an empty one with 400 and the key', async () => {
    const big = await t.send(Array.from({ length: 1001 }, () => ({})));
    expect(big.statusCode).toBe(400);
    expect(big.json().messageKey).toBe(INGESTION_KEYS.batchTooLarge);
    const empty = await t.send([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messageKey).toBe(INGESTION_KEYS.batchInvalid);
  });
});
