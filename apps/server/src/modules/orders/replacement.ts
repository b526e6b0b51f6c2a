import { CARD_KEYS, REASON_31_BLOCKED_STATUS, REPLACEMENT_REASON_CODE } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { cardStatusHistory } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import type { AuthorityRow } from './authority';

/**
 * Spec 002 §4.1, §4.3, §9: the card being replaced takes the reason as its status (2 stolen, 3 lost,
 * 31 damaged; 31 refused while the card is 910) unless the stop flow set it already, and records that
 * a replacement was ordered. Only a card of the ordering authority; a card replaced once is not again.
 */
export async function replaceOldCard(
  tx: Tx,
  effective: Pick<RequestUser, 'user'>,
  authority: AuthorityRow,
  replacement: { reasonCode: number; cardnumber: string },
  now: number,
): Promise<number> {
  const [card] = await queryRows<{ card_id: string; card_status_id: number; replaced: boolean }>(
    tx as unknown as Db,
    sql`select card_id::text, card_status_id, replace_card_ordered_on is not null as replaced
          from cards where card_number = ${replacement.cardnumber} and authority_id = ${authority.authority_id}
          for update`,
  );
  if (!card) throw notFound();
  if (card.replaced) throw new AppError('CONFLICT', CARD_KEYS.statusChanged);
  if (replacement.reasonCode === REPLACEMENT_REASON_CODE && card.card_status_id === REASON_31_BLOCKED_STATUS)
    throw new AppError('VALIDATION', CARD_KEYS.reasonNotAllowed);
  const cardId = Number(card.card_id);
  const changesStatus = card.card_status_id !== replacement.reasonCode;
  await tx.execute(
    sql`update cards set card_status_id = ${replacement.reasonCode},
               replace_card_ordered_on = ${new Date(now).toISOString()}::timestamptz,
               updated_at = ${new Date(now).toISOString()}::timestamptz
         where card_id = ${cardId}`,
  );
  if (changesStatus)
    await tx.insert(cardStatusHistory).values({
      cardId,
      cardStatusId: replacement.reasonCode,
      changedAt: new Date(now),
      changedByUserId: effective.user.id,
    });
  return cardId;
}
