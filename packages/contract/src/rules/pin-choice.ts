// Spec 002 §3.10, §4.7: the PIN choices of the order form.
import { PIN_METHODS } from '../card-constants';

/** pin.active values: 1 choose own, 0 random by post, 2/3 customer-wide, 4 the driver's PIN. */
export const PIN_ACTIVE = { chooseOwn: 1, random: 0, driverPin: 4 } as const;

export type PinSettings = { pinDerivation: number; pinReq: number };

/**
 * §4.7: pinReq 4 gives driver PIN or choose own; derivation 0 gives choose own or random; 1 gives
 * choose own only; 2 or 3 give choose own or the customer-wide PIN (active 2 or 3).
 */
export function pinChoices({ pinDerivation, pinReq }: PinSettings): number[] {
  if (pinReq === 4) return [PIN_ACTIVE.driverPin, PIN_ACTIVE.chooseOwn];
  if (pinDerivation === PIN_METHODS.randomByPost) return [PIN_ACTIVE.chooseOwn, PIN_ACTIVE.random];
  if ((PIN_METHODS.customerWide as readonly number[]).includes(pinDerivation))
    return [PIN_ACTIVE.chooseOwn, pinDerivation];
  return [PIN_ACTIVE.chooseOwn];
}

/** §4.7: active 4, or 0 with derivation 0 and pinReq other than 4, shows the delivery-address notice. */
export const showsPinNotice = (active: number, { pinDerivation, pinReq }: PinSettings) =>
  active === PIN_ACTIVE.driverPin ||
  (active === PIN_ACTIVE.random && pinDerivation === PIN_METHODS.randomByPost && pinReq !== 4);

/** §4.7: pin.active 1 means the customer chooses a 4-digit PIN. */
export const choosesPin = (active: number) => active === PIN_ACTIVE.chooseOwn;
