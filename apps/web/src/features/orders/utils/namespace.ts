/** Content page of card ordering (spec 002 §1): cards-order. */
export const CARDS_ORDER_NS = 'cards-order';

/** Spec 002 §2: the order routes. */
export const ORDER_PATH = '/cards/order';
export const ORDER_CONFIRMATION_PATH = '/cards/order/confirmation';
/** The multi-step variant (§2.1); its steps are path segments below it. */
export const ORDER_STEPS_PATH = '/cards/order/steps';
/** §2.7: the restriction creation route, told that the order page sent the user. */
export const NEW_PROFILE_FROM_ORDER_PATH = '/cards/restrictions/new?orderCard=true';
export const MANAGE_CARDS_PATH = '/cards/view';
