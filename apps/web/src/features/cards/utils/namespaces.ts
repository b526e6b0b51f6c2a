/** Content pages of the cards area (spec 002 §1): cards-view and cards-reissue. */
export const CARDS_VIEW_NS = 'cards-view';
export const CARDS_REISSUE_NS = 'cards-reissue';
