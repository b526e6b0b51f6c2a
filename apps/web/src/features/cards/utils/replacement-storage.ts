import { REPLACEMENT_CARD_DETAILS_KEY } from '@portal/contract';
import type { ReplacementDetails } from './card-rules';

/** Spec 002 §3.14: the replacement hand-over to the order page, under a local storage key. */
export function storeReplacement(details: ReplacementDetails) {
  localStorage.setItem(REPLACEMENT_CARD_DETAILS_KEY, JSON.stringify(details));
}

/** The order page route in replacement mode (spec 002 §2.1). */
export const REPLACEMENT_ORDER_PATH = '/cards/order?replaceCard=true';
