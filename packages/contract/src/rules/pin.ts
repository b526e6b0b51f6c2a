// Spec 002 §3.10, §4.5: who may edit a card's PIN (which PINs are accepted is zPin in cards.ts).
import { PIN_METHODS } from '../card-constants';

export type TPinCard = { pinMethod: number; pinReq: number | null; stopped: boolean };

/**
 * Spec 002 §4.5: not when stopped, not for method 0 with pinReq 4, not for the customer-wide methods
 * 2 and 3; §3.10: any other method than 0 or 1 is invalid. The user's allowance is checked apart
 * (the server by permission, the web by the same permission in the session).
 */
export function pinEditable(card: TPinCard): boolean {
  if (card.stopped) return false;
  if ((PIN_METHODS.customerWide as readonly number[]).includes(card.pinMethod)) return false;
  if (card.pinMethod === PIN_METHODS.randomByPost && card.pinReq === 4) return false;
  return card.pinMethod === PIN_METHODS.randomByPost || card.pinMethod === PIN_METHODS.chooseOwn;
}
