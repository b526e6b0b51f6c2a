import { CARD_KEYS, CARD_STATUS_SUCCESS_IDS } from '../card-constants';

/** Statuses a card may change between re-issue states from (spec 002 §4.2): the active ones. */
export const REISSUE_FROM_STATUS_IDS: readonly number[] = CARD_STATUS_SUCCESS_IDS;

/** The facts of one card the re-issue rule reads, as both the server's record and the list row have them. */
export type TReissueCard = { hasReissueFeature: boolean; isStopped: boolean; cardStatusId: number };

export type TReissueRefusal =
  | typeof CARD_KEYS.noReissueFeature
  | typeof CARD_KEYS.cardStopped
  | typeof CARD_KEYS.statusNotAllowed;

/**
 * Spec 002 §4.2, the one rule of the re-issue status change: why setting `to` on this card is refused,
 * or null. Without the re-issue feature, while stopped, when the card already has that status or its
 * status is not an active one (Ordered, Replacement ordered, Temporarily blocked, ...). The server
 * refuses with this key; the page disables the button with its reason.
 */
export function reissueStatusRefusal(card: TReissueCard, to: number): TReissueRefusal | null {
  if (!card.hasReissueFeature) return CARD_KEYS.noReissueFeature;
  if (card.isStopped) return CARD_KEYS.cardStopped;
  if (card.cardStatusId === to || !REISSUE_FROM_STATUS_IDS.includes(card.cardStatusId))
    return CARD_KEYS.statusNotAllowed;
  return null;
}
