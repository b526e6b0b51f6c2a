import type { TCardOrderResult } from '@portal/contract';

/** §4.6: what the order hands to the confirmation route (navigation state). */
export type ConfirmationState = {
  deliveryType: TCardOrderResult['cardOrderDeliveryType'];
  countryCode: string;
  authorityDetails: { authorityId: string; authorityName: string };
  isReplacementCardEnabled: boolean;
};

/** §2.2: only an arrival from the order carries this state; anything else is not one. */
export function confirmationStateOf(state: unknown): ConfirmationState | null {
  const s = state as Partial<ConfirmationState> | null;
  return s?.deliveryType && s.authorityDetails ? (s as ConfirmationState) : null;
}
