// The card writes (spec 002 §4): each takes the write's transaction, so the change and its audit rows
// commit together (runWrite).
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { cardStatusHistory, cards } from '../../db/schema';

export type CardValues = Partial<typeof cards.$inferInsert>;

export async function profileById(db: DbOrTx, profileId: number) {
  const [row] = await queryRows<{ profile_id: number; profile_name: string; authority_id: string }>(
    db,
    sql`select profile_id, profile_name, authority_id from restriction_profiles where profile_id = ${profileId}`,
  );
  return row;
}

export async function restrictionAckFlag(db: DbOrTx, authorityId: string) {
  const [row] = await queryRows<{ restriction_ack_flag: string | null }>(
    db,
    sql`select restriction_ack_flag from authorities where authority_id = ${authorityId}`,
  );
  return row?.restriction_ack_flag ?? null;
}

/** Sets columns of one card (and its updatedAt). */
export async function updateCard(db: DbOrTx, cardId: number, values: CardValues, now: number) {
  await db
    .update(cards)
    .set({ ...values, updatedAt: new Date(now) })
    .where(sql`${cards.cardId} = ${cardId}`);
}

/**
 * Moves a card from `from` to `to` only while it still has `from` (a concurrent change makes it
 * answer false), and records the change in the status history.
 */
export async function changeCardStatus(
  db: DbOrTx,
  change: { cardId: number; from?: number; to: number; byUserId: number; policeReference?: string | null },
  now: number,
): Promise<boolean> {
  const still = change.from === undefined ? sql`` : sql` and ${cards.cardStatusId} = ${change.from}`;
  const changed = await db
    .update(cards)
    .set({ cardStatusId: change.to, updatedAt: new Date(now) })
    .where(sql`${cards.cardId} = ${change.cardId}${still}`)
    .returning({ cardId: cards.cardId });
  if (changed.length !== 1) return false;
  await db.insert(cardStatusHistory).values({
    cardId: change.cardId,
    cardStatusId: change.to,
    changedAt: new Date(now),
    changedByUserId: change.byUserId,
    policeReference: change.policeReference ?? null,
  });
  return true;
}
