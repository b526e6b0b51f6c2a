/** Content page of the limits area: overrides and account spending limits (en-cards-limits.json …). */
export const LIMITS_NS = 'cards-limits';
