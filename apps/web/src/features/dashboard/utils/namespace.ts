/** Content page of the dashboard: /content/{lng}-dashboard.json. */
export const DASHBOARD_NAMESPACE = 'dashboard';

/** Spec 001 §4, §8: what the widget shows instead of an amount while in its error state. */
export const PLACEHOLDER_DASHES = '--';
