// Spec 002 §3.14: the two local storage keys of ordering.
import {
  ENTERED_CARD_DETAILS_KEY,
  REPLACEMENT_CARD_DETAILS_KEY,
  type TReplacementCardDetails,
  ZReplacementCardDetails,
} from '@portal/contract';
import { readItem, removeItem, writeItem } from '../../../lib/browser-storage';
import type { OrderFormValues } from './order-form';

type EnteredDetails = { authorityId: string; values: OrderFormValues };

const parse = (raw: string | null): unknown => {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
};

/** §2.1 New profile: the entered details wait here while the user creates a profile. */
export const storeEnteredDetails = (authorityId: string, values: OrderFormValues) =>
  writeItem('localStorage', ENTERED_CARD_DETAILS_KEY, JSON.stringify({ authorityId, values }));

/** The entered details of this authority (another authority's are not restored), or null. */
export function readEnteredDetails(authorityId: string): OrderFormValues | null {
  const stored = parse(readItem('localStorage', ENTERED_CARD_DETAILS_KEY)) as EnteredDetails | null;
  return stored?.authorityId === authorityId && stored.values ? stored.values : null;
}

/** The hand-over of the cards screens (stop card, edit details), when it is well formed. */
export function readReplacement(): TReplacementCardDetails | null {
  const parsed = ZReplacementCardDetails.safeParse(
    parse(readItem('localStorage', REPLACEMENT_CARD_DETAILS_KEY)),
  );
  return parsed.success ? parsed.data : null;
}

/** §2.2, §4.6: the stores are cleared once the order went through. */
export function clearOrderStorage() {
  removeItem('localStorage', ENTERED_CARD_DETAILS_KEY);
  removeItem('localStorage', REPLACEMENT_CARD_DETAILS_KEY);
}
