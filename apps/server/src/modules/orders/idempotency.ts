import { IDEMPOTENCY_TTL_MS, ORDER_KEYS, type TCardOrderResult } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { AppError, badRequest } from '../../platform/errors';

/** An Idempotency-Key as the page sends it: one per order attempt (a UUID or similar token). */
export function idempotencyKeyOf(header: unknown): string {
  const key = typeof header === 'string' ? header.trim() : '';
  if (!/^[A-Za-z0-9._:-]{8,128}$/.test(key)) throw badRequest(ORDER_KEYS.idempotencyKeyRequired);
  return key;
}

/**
 * Claims (user, key) for the rest of the transaction. A transaction-scoped advisory lock, tried not
 * waited for: while another request holds it, that order is in flight and this one answers 409.
 * Returns the stored answer when the key already ordered (the same body), refuses another body with 422.
 */
export async function claimKey(
  tx: Tx,
  userId: number,
  key: string,
  payload: unknown,
  now: number,
): Promise<TCardOrderResult | null> {
  const lockName = `card-order:${userId}:${key}`;
  const [lock] = await queryRows<{ ok: boolean }>(
    tx as unknown as Db,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as ok`,
  );
  if (!lock?.ok) throw new AppError('CONFLICT', ORDER_KEYS.idempotencyInFlight);
  // A key older than 24 hours is free again: the old order keeps its row, without the key.
  await tx.execute(
    sql`update card_orders set idempotency_key = null
         where user_id = ${userId} and idempotency_key = ${key}
           and created_at < ${new Date(now - IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz`,
  );
  const [stored] = await queryRows<{ same: boolean; result: TCardOrderResult | null }>(
    tx as unknown as Db,
    sql`select payload = ${JSON.stringify(payload)}::jsonb as same, result
          from card_orders where user_id = ${userId} and idempotency_key = ${key}`,
  );
  if (!stored) return null;
  if (!stored.same) throw new AppError('UNPROCESSABLE', ORDER_KEYS.idempotencyMismatch);
  return stored.result;
}
