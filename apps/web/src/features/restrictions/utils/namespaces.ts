/** Content page of the restriction screens (spec 002 §1): {locale}-cards-restrictions.json. */
export const RESTRICTIONS_NS = 'cards-restrictions';
