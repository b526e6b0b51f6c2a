/** The content page of the EV price list (spec 001 §2 EV price list). */
export const EV_PRICES_NAMESPACE = 'evpricelist';
