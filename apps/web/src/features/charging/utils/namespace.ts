/** The content page of the charging history screen (spec 001 §1). */
export const CHARGING_HISTORY_NAMESPACE = 'charging-history';
/** The content page of the charge points screen. */
export const CHARGE_POINTS_NAMESPACE = 'charge-points';
/** The content page of the charger details screen. */
export const CHARGER_DETAILS_NAMESPACE = 'charger-details';
