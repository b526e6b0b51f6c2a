import { PLATFORM_MESSAGE_KEYS } from '@portal/contract';
// Checks shared by the card use cases: which card a request may touch and whether it is stopped.
import type { Db, DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import type { AuthorityScope } from '../../platform/scope';
import { type CardRecord, cardById, cardByNumber } from './repo';

export const yn = (v: boolean) => (v ? 'Y' : 'N') as 'Y' | 'N';
export const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** What a card write needs: the database, the effective user (with reach) and the clock's now. */
export type CardWriteContext = { db: Db; effective: RequestUser; now: number };

/** Spec 002 §4.1: a card counts as stopped when its authority is stopped or its status is a stopped one. */
export const isStopped = (c: CardRecord) => c.status_stopped || c.authority_stopped;

/** The details path key: first letter of the authority id, then the card number (spec 002 §7). */
export const cardKeyOf = (c: { authority_id: string; card_number: string }) =>
  `${c.authority_id.charAt(0)}${c.card_number}`;

/** An authority named in a write body must be one the user reaches (403 otherwise, like the scope guard). */
export function requireAuthority(effective: RequestUser, authorityId: string) {
  if (!effective.reach.authorities.has(authorityId)) throw forbidden(PLATFORM_MESSAGE_KEYS.scopeNotAllowed);
}

/** The card behind a path key, when the user reaches its authority; otherwise 404. */
export async function reachableCardByKey(db: DbOrTx, effective: RequestUser, cardKey: string) {
  const card = await cardByNumber(db, cardKey.slice(1));
  if (!card || card.authority_id.charAt(0).toUpperCase() !== cardKey.charAt(0).toUpperCase())
    throw notFound();
  if (!effective.reach.authorities.has(card.authority_id)) throw notFound();
  return card;
}

/** A card by id inside the user's reach (and inside `within` when given); otherwise 404. */
export async function reachableCard(
  db: DbOrTx,
  effective: RequestUser,
  cardId: number,
  within?: AuthorityScope,
  forUpdate = false,
) {
  const card = await cardById(db, cardId, forUpdate);
  if (!card || !effective.reach.authorities.has(card.authority_id)) throw notFound();
  if (within && !within.ids.includes(card.authority_id)) throw notFound();
  return card;
}

/**
 * The locked card of a write by card id, whose authority the write learns here: recorded in `known`
 * (for the audit rows, also of an attempt refused later). The reach is the one the endpoint's
 * permission opens (platform/permission-gate), so a card of an authority without the key is not found.
 */
export async function cardForWrite(
  tx: DbOrTx,
  effective: RequestUser,
  write: { cardId: number; within?: AuthorityScope; known: Map<number, string> },
) {
  const card = await reachableCard(tx, effective, write.cardId, write.within, true);
  write.known.set(write.cardId, card.authority_id);
  return card;
}

/** The authority a write learned for a card, as an audit row's list (empty when it never got there). */
export const knownAuthority = (known: ReadonlyMap<number, string>, cardId: number) => {
  const id = known.get(cardId);
  return id ? [id] : [];
};
